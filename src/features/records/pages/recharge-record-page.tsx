import { useTranslation } from 'react-i18next';
import { REVIEW_STATUSES } from '../../../../contract/wallet';
import { RecordList } from '../components/record-list';
import { RecordRow } from '../components/record-row';
import { StatusTag } from '../components/status-tag';
import { useDecisionsSeen } from '../../../lib/pwa/app-badge';

export default function RechargeRecordPage() {
  useDecisionsSeen();
  const { t } = useTranslation('records');
  return (
    <RecordList
      call="recharges"
      titleKey="title.rechargeRecord"
      filter={{ name: 'status', values: REVIEW_STATUSES, label: (value) => t(`status.${value}`) }}
      renderItem={(item) => (
        <RecordRow
          to={`/my/rechargerecord/detail?key=${item.key}`}
          title={t(`method.${item.method}`)}
          time={item.createdAt}
          amount={item.amount}
          aside={<StatusTag status={item.status} />}
        />
      )}
    />
  );
}
