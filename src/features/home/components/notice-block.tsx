import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallData } from '../../../../contract/calls';
import { BlockState } from './block-state';
import { HomeIcon } from './home-icons';
import { joinNotices } from './join-notices';
import { Marquee } from './marquee';
import type { Query } from '../../../lib/query/use-query';
import styles from './notice-block.module.css';

/** The notices numbered and joined into one line; it scrolls only when wider than its box. */
export const NoticeBlock = memo(function NoticeBlock({ loaded }: { loaded: Query<CallData<'notice'>> }) {
  const { t } = useTranslation('home');
  const bar = (text: string) => (
    <div className={styles.bar}>
      <HomeIcon name="notice" className={styles.icon} />
      <Marquee text={text} />
    </div>
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
});
