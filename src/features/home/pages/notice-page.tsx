import { getNotices } from '../api/get-notices';
import { BlockPage } from '../components/block-page';
import { NoticeBlock } from '../components/notice-block';
import { useLoad } from '../components/use-load';
import styles from './notice-page.module.css';

/** The notice bar, and under it every notice in full for reading at leisure. */
export default function NoticePage() {
  const notices = useLoad(getNotices);
  return (
    <BlockPage titleKey="title.notice">
      <NoticeBlock loaded={notices} />
      {notices.state.status === 'ready' && notices.state.data.data.length > 0 && (
        <ol className={styles.list}>
          {notices.state.data.data.map((notice) => (
            <li key={notice.id}>{notice.content}</li>
          ))}
        </ol>
      )}
    </BlockPage>
  );
}
