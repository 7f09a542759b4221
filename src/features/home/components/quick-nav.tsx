import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HomeIcon, type HomeIconName } from './home-icons';
import styles from './quick-nav.module.css';

interface Tile {
  key: HomeIconName;
  to: string;
  tone: string;
}

/** The spec's 8 tiles, in its order; customer service goes through /customer (same-window external link). */
export const TILES: readonly Tile[] = [
  { key: 'deposit', to: '/my/deposit', tone: '#e8f3ff' },
  { key: 'withdraw', to: '/my/withdraw', tone: '#fff3e8' },
  { key: 'trade', to: '/trade', tone: '#e8f8ef' },
  { key: 'ledger', to: '/my/ledgerRecord', tone: '#f3ecff' },
  { key: 'term', to: '/deposit', tone: '#e6f7f7' },
  { key: 'trend', to: '/market', tone: '#ffecec' },
  { key: 'wallet', to: '/my/userCenter/payCard', tone: '#fff8e0' },
  { key: 'customer', to: '/customer', tone: '#eaf0ff' },
];

/** The tiles (all 8 on the home page; a group of them on the /home/debt pages). */
export const QuickNav = memo(function QuickNav({ only }: { only?: readonly HomeIconName[] }) {
  const { t } = useTranslation('home');
  const tiles = only ? TILES.filter((tile) => only.includes(tile.key)) : TILES;
  return (
    <nav className={styles.grid} aria-label={t('nav.label')}>
      {tiles.map(({ key, to, tone }) => (
        <Link key={key} className={styles.tile} to={to}>
          <span className={styles.icon} style={{ background: tone }}>
            <HomeIcon name={key} />
          </span>
          <span className={styles.label}>{t(`nav.${key}`)}</span>
        </Link>
      ))}
    </nav>
  );
});
