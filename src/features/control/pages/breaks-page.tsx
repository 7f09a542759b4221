import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { useCall } from '../../../lib/query/use-call';
import { BreakChoice } from '../components/break-choice';
import { BreakStatus } from '../components/break-status';
import { RealityInterval } from '../components/reality-interval';

/** /my/breaks: the reality check's interval, and a time-out or self-exclusion (issue 44 §2, §3). */
export default function BreaksPage() {
  const { t } = useTranslation();
  const state = useCall('breakState', {});
  return (
    <>
      <PageHeader title={t('title.breaks')} />
      <RealityInterval />
      <QueryView query={state}>
        {({ current }) => (current ? <BreakStatus current={current} /> : <BreakChoice />)}
      </QueryView>
    </>
  );
}
