import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { PagedList } from '../../../components/paged-list';
import { IssueRow } from '../components/issue-row';
import { roomIdParam } from '../lib/room-param';

/** /trade/roomdetail/issues?id=: the room's past periods with open and close prices and results. */
export default function RoomIssuesPage() {
  const { t } = useTranslation('trade');
  const id = roomIdParam(useSearchParams()[0]);
  return (
    <>
      <PageHeader title={t('issues.title')} />
      {id === undefined ? (
        <EmptyState text={t('room.notFound')} />
      ) : (
        <PagedList
          call="roomIssues"
          filters={{ roomId: id }}
          itemKey={(issue) => issue.issueNo}
          renderItem={(issue) => <IssueRow issue={issue} />}
          emptyText={t('issues.empty')}
        />
      )}
    </>
  );
}
