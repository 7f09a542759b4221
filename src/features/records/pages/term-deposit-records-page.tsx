import { useTranslation } from 'react-i18next';
import { RecordList } from '../components/record-list';
import { RecordRow } from '../components/record-row';
import { StatusTag } from '../components/status-tag';

const TERM_STATUSES = ['active', 'redeemed'] as const;

/** Term deposits: each position's principal, unsigned (it is held, and comes back when moved out). */
export default function TermDepositRecordsPage() {
  const { t } = useTranslation('records');
  return (
    <RecordList
      call="termPositions"
      titleKey="title.terminalRecord"
      filter={{ name: 'status', values: TERM_STATUSES, label: (value) => t(`status.${value}`) }}
      renderItem={(item) => (
        <RecordRow
          to={`/my/terminalrecord/detail?key=${item.key}`}
          title={item.name}
          time={item.startAt}
          amount={item.amount}
          signed={false}
          aside={<StatusTag status={item.status} />}
        />
      )}
    />
  );
}
