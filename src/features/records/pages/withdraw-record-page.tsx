import { useTranslation } from 'react-i18next';
import { REVIEW_STATUSES } from '../../../../contract/wallet';
import { RecordList } from '../components/record-list';
import { RecordRow } from '../components/record-row';
import { StatusTag } from '../components/status-tag';
import { outgoing } from '../record-values';

export default function WithdrawRecordPage() {
  const { t } = useTranslation('records');
  return (
    <RecordList
      call="withdraws"
      titleKey="title.withdrawRecord"
      filter={{ name: 'status', values: REVIEW_STATUSES, label: (value) => t(`status.${value}`) }}
      renderItem={(item) => (
        <RecordRow
          to={`/my/withdrawrecord/detail?id=${item.id}`}
          title={t('withdraw.title', { to: item.to.label })}
          time={item.createdAt}
          amount={outgoing(item.amount)}
          aside={<StatusTag status={item.status} />}
        />
      )}
    />
  );
}
