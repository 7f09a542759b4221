import { useTranslation } from 'react-i18next';
import { RecordDetail } from '../components/record-detail';
import { StatusTag } from '../components/status-tag';
import { formatRate } from '../../../lib/format/rate';
import { money, when } from '../record-values';

export default function TermDepositRecordDetailPage() {
  const { t } = useTranslation('records');
  return (
    <RecordDetail
      call="termPositions"
      titleKey="title.terminalRecordDetail"
      headline={(item) => ({ title: item.name, amount: item.amount, signed: false })}
      fields={(item) => [
        [t('field.ref'), item.ref],
        [t('field.product'), `${item.name} (#${item.productId})`],
        [t('field.principal'), money(item.amount)],
        [t('field.annualRate'), formatRate(item.annualRate)],
        [t('field.status'), <StatusTag key="status" status={item.status} />],
        [
          t(item.status === 'active' ? 'field.interestDue' : 'field.interestPaid'),
          money(item.interest, item.status === 'redeemed'),
        ],
        [t('field.accrued'), money(item.accrued)],
        [t('field.startAt'), when(item.startAt)],
        [t('field.maturesAt'), when(item.maturesAt)],
      ]}
    />
  );
}
