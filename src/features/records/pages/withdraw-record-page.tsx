import { useTranslation } from 'react-i18next';
import { WITHDRAW_STATUSES } from '../../../../contract/wallet';
import { RecordList } from '../components/record-list';
import { RecordRow } from '../components/record-row';
import { StatusTag } from '../components/status-tag';
import { outgoing, returned } from '../record-values';
import { useDecisionsSeen } from '../../../lib/pwa/app-badge';

export default function WithdrawRecordPage() {
  useDecisionsSeen();
  const { t } = useTranslation('records');
  return (
    <RecordList
      call="withdraws"
      titleKey="title.withdrawRecord"
      filter={{ name: 'status', values: WITHDRAW_STATUSES, label: (value) => t(`status.${value}`) }}
      renderItem={(item) => (
        <RecordRow
          to={`/my/withdrawrecord/detail?key=${item.key}`}
          title={t('withdraw.title', { to: item.to.label })}
          time={item.createdAt}
          amount={returned(item.status) ? item.amount : outgoing(item.amount)}
          signed={!returned(item.status)}
          aside={<StatusTag status={item.status} />}
        />
      )}
    />
  );
}
