import NoticeBar from 'antd-mobile/es/components/notice-bar';
import { SoundOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { CallData } from '../../../../contract/calls';
import { BlockState } from './block-state';
import { joinNotices } from './join-notices';
import type { Loaded } from './use-load';
import styles from './notice-block.module.css';

/** The notices numbered and joined into one line; it scrolls only when wider than its box. */
export function NoticeBlock({ loaded }: { loaded: Loaded<CallData<'notice'>> }) {
  const { t } = useTranslation('home');
  const bar = (content: string) => (
    <NoticeBar
      className={styles.bar}
      content={content}
      icon={<SoundOutline aria-hidden />}
      color="alert"
      delay={1000}
    />
  );
  return (
    <section className={styles.box} aria-label={t('notice.label')}>
      <BlockState
        loaded={loaded}
        skeleton={<div className={styles.skeleton} aria-busy="true" />}
        isEmpty={(page) => joinNotices(page.data) === ''}
        emptyText={t('notice.empty')}
        empty={bar(t('notice.empty'))}
      >
        {(page) => bar(joinNotices(page.data))}
      </BlockState>
    </section>
  );
}
