import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../../contract/figures';
import { RecordDetail } from '../components/record-detail';
import { StatusTag } from '../components/status-tag';
import { orderNet } from '../../../../contract/trade';
import { money, when } from '../record-values';

export default function TradeRecordDetailPage() {
  const { t } = useTranslation('records');
  return (
    <RecordDetail
      call="orders"
      titleKey="title.tradeRecordDetail"
      headline={(item) => ({
        title: t('order.title', {
          symbol: item.symbol,
          direction: t(`direction.${item.direction}`),
          issueNo: item.issueNo,
        }),
        amount: orderNet(item.amount, item.payout),
      })}
      fields={(item) => [
        [t('field.ref'), item.ref],
        [t('field.symbol'), item.symbol],
        [t('field.room'), item.roomName],
        [t('field.issueNo'), item.issueNo],
        [t('field.direction'), t(`direction.${item.direction}`)],
        [t('field.stake'), money(item.amount)],
        [t('field.payout'), item.payout === null ? '—' : money(item.payout)],
        [t('field.status'), <StatusTag key="status" status={item.status} />],
        [t('field.referencePrice'), formatPrice(item.referencePrice)],
        [t('field.closePrice'), item.closePrice === null ? '—' : formatPrice(item.closePrice)],
        [t('field.createdAt'), when(item.createdAt)],
        [t('field.settledAt'), when(item.settledAt)],
      ]}
    />
  );
}
