import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, orderNet } from '../../../../contract/trade';
import { RecordList } from '../components/record-list';
import { RecordRow } from '../components/record-row';
import { StatusTag } from '../components/status-tag';

export default function TradeRecordPage() {
  const { t } = useTranslation('records');
  return (
    <RecordList
      call="orders"
      titleKey="title.tradeRecord"
      filter={{ name: 'status', values: ORDER_STATUSES, label: (value) => t(`status.${value}`) }}
      renderItem={(item) => (
        <RecordRow
          to={`/my/traderecord/detail?key=${item.key}`}
          title={t('order.title', {
            symbol: item.symbol,
            direction: t(`direction.${item.direction}`),
            issueNo: item.issueNo,
          })}
          time={item.createdAt}
          amount={orderNet(item.amount, item.payout)}
          aside={<StatusTag status={item.status} />}
        />
      )}
    />
  );
}
