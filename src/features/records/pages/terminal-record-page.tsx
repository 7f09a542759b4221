import { useTranslation } from 'react-i18next';
import { RecordList } from '../components/record-list';
import { RecordRow } from '../components/record-row';
import { StatusTag } from '../components/status-tag';
import { outgoing } from '../record-values';

const TERM_STATUSES = ['active', 'redeemed'] as const;

/** Term deposits: the principal that left the balance for each position. */
export default function TerminalRecordPage() {
  const { t } = useTranslation('records');
  return (
    <RecordList
      call="termPositions"
      titleKey="title.terminalRecord"
      filter={{ name: 'status', values: TERM_STATUSES, label: (value) => t(`status.${value}`) }}
      renderItem={(item) => (
        <RecordRow
          to={`/my/terminalrecord/detail?id=${item.id}`}
          title={item.name}
          time={item.startAt}
          amount={outgoing(item.amount)}
          aside={<StatusTag status={item.status} />}
        />
      )}
    />
  );
}
