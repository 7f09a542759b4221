import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../contract/figures';
import { CancelWithdrawal } from '../components/cancel-withdrawal';
import { RecordDetail } from '../components/record-detail';
import { StatusTag } from '../components/status-tag';
import { money, outgoing, returned, when, withdrawTotal } from '../record-values';
import { useDecisionsSeen } from '../../../lib/pwa/app-badge';

export default function WithdrawRecordDetailPage() {
  useDecisionsSeen();
  const { t } = useTranslation('records');
  return (
    <RecordDetail
      call="withdraws"
      titleKey="title.withdrawRecordDetail"
      headline={(item) =>
        returned(item.status)
          ? { title: t('withdraw.title', { to: item.to.label }), amount: item.amount, signed: false }
          : { title: t('withdraw.title', { to: item.to.label }), amount: outgoing(item.amount) }
      }
      fields={(item) => [
        [
          t('outcome.label'),
          t(`outcome.withdraw.${item.status}`, {
            amount: formatMoney(item.amount),
            fee: formatMoney(item.fee),
            total: formatMoney(withdrawTotal(item)),
            to: item.to.label,
          }),
          'wide',
        ],
        ...(item.reviewNote ? [[t('field.reviewNote'), item.reviewNote, 'wide'] as const] : []),
        [t('field.ref'), item.ref],
        [t('field.amount'), money(item.amount)],
        [t('field.fee'), money(item.fee)],
        [t('field.toType'), t(`toType.${item.to.type}`)],
        [t('field.to'), item.to.label],
        [t('field.status'), <StatusTag key="status" status={item.status} />],
        [t('field.createdAt'), when(item.createdAt)],
        [t(item.status === 'cancelled' ? 'field.cancelledAt' : 'field.reviewedAt'), when(item.reviewedAt)],
      ]}
      actions={(item, refetch) =>
        item.status === 'pending' && <CancelWithdrawal id={item.id} total={withdrawTotal(item)} onRefused={refetch} />
      }
    />
  );
}
