import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { TabIcon, type TabIconName } from './tab-bar-icons';
import styles from './tab-bar.module.css';

const tabs: readonly { path: string; icon: TabIconName; labelKey: string; also?: string }[] = [
  { path: '/', icon: 'home', labelKey: 'tab.home', also: '/home' },
  { path: '/trade', icon: 'trade', labelKey: 'tab.trade' },
  { path: '/customer', icon: 'service', labelKey: 'tab.service' },
  { path: '/zixun', icon: 'news', labelKey: 'tab.news' },
  { path: '/my', icon: 'mine', labelKey: 'tab.mine' },
];

/** The fixed bottom navigation of the default layout (54 px, 5 tabs). */
export function TabBar() {
  const { t } = useTranslation('common');
  const path = useLocation().pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return (
    <nav className={styles.bar} aria-label={t('tab.label')}>
      {tabs.map((tab) => {
        const active = path === tab.path || path === tab.also;
        return (
          <Link
            key={tab.path}
            to={tab.path}
            className={active ? `${styles.tab} ${styles.active}` : styles.tab}
            aria-current={active ? 'page' : undefined}
          >
            <TabIcon name={tab.icon} active={active} />
            <span className={styles.label}>{t(tab.labelKey)}</span>
          </Link>
        );
      })}
    </nav>
  );
}
