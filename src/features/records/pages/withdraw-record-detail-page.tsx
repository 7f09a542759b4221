import { useTranslation } from 'react-i18next';
import { RecordDetail } from '../components/record-detail';
import { StatusTag } from '../components/status-tag';
import { money, outgoing, when } from '../record-values';

export default function WithdrawRecordDetailPage() {
  const { t } = useTranslation('records');
  return (
    <RecordDetail
      call="withdraws"
      titleKey="title.withdrawRecordDetail"
      headline={(item) => ({ title: t('withdraw.title', { to: item.to.label }), amount: outgoing(item.amount) })}
      fields={(item) => [
        [t('field.id'), item.id],
        [t('field.amount'), money(item.amount)],
        [t('field.fee'), money(item.fee)],
        [t('field.toType'), t(`toType.${item.to.type}`)],
        [t('field.to'), item.to.label],
        [t('field.status'), <StatusTag key="status" status={item.status} />],
        [t('field.createdAt'), when(item.createdAt)],
        [t('field.reviewedAt'), when(item.reviewedAt)],
        ...(item.reviewNote ? [[t('field.reviewNote'), item.reviewNote] as const] : []),
      ]}
    />
  );
}
