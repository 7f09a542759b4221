import { getNotices } from '../api/get-notices';
import { BlockPage } from '../components/block-page';
import { NoticeBlock } from '../components/notice-block';
import { useLoad } from '../components/use-load';

export default function NoticePage() {
  const notices = useLoad(getNotices);
  return (
    <BlockPage titleKey="title.notice">
      <NoticeBlock loaded={notices} />
    </BlockPage>
  );
}
