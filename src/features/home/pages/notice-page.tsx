import { useNotices } from '../api/notices';
import { BlockPage } from '../components/block-page';
import { NoticeBlock } from '../components/notice-block';
import styles from './notice-page.module.css';

/** The notice bar, and under it every notice in full for reading at leisure. */
export default function NoticePage() {
  const notices = useNotices();
  return (
    <BlockPage titleKey="title.notice">
      <NoticeBlock loaded={notices} />
      {notices.data && notices.data.data.length > 0 && (
        <ol className={styles.list}>
          {notices.data.data.map((notice) => (
            <li key={notice.id}>{notice.content}</li>
          ))}
        </ol>
      )}
    </BlockPage>
  );
}
