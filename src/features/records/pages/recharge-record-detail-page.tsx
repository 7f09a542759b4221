import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../contract/figures';
import { RecordDetail } from '../components/record-detail';
import { StatusTag } from '../components/status-tag';
import { money, when } from '../record-values';
import { useDecisionsSeen } from '../../../lib/pwa/app-badge';

export default function RechargeRecordDetailPage() {
  useDecisionsSeen();
  const { t } = useTranslation('records');
  return (
    <RecordDetail
      call="recharges"
      titleKey="title.rechargeRecordDetail"
      headline={(item) => ({
        title: t(`method.${item.method}`),
        amount: item.amount,
        signed: item.status === 'approved',
      })}
      fields={(item) => [
        [t('outcome.label'), t(`outcome.recharge.${item.status}`, { amount: formatMoney(item.amount) }), 'wide'],
        ...(item.reviewNote ? [[t('field.reviewNote'), item.reviewNote, 'wide'] as const] : []),
        [t('field.ref'), item.ref],
        [t('field.method'), t(`method.${item.method}`)],
        [t('field.amount'), money(item.amount)],
        [t('field.reference'), item.reference || '—'],
        [t('field.status'), <StatusTag key="status" status={item.status} />],
        [t('field.createdAt'), when(item.createdAt)],
        [t('field.reviewedAt'), when(item.reviewedAt)],
      ]}
    />
  );
}
