import {
  BankcardOutline,
  BillOutline,
  ClockCircleOutline,
  CollectMoneyOutline,
  HistogramOutline,
  MessageOutline,
  PayCircleOutline,
  ReceivePaymentOutline,
} from 'antd-mobile-icons';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './quick-nav.module.css';

interface Tile {
  key: string;
  to: string;
  Icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  tone: string;
}

/** The spec's 8 tiles, in its order; customer service goes through /customer (same-window external link). */
export const TILES: readonly Tile[] = [
  { key: 'deposit', to: '/my/deposit', Icon: ReceivePaymentOutline, tone: '#e8f3ff' },
  { key: 'withdraw', to: '/my/withdraw', Icon: PayCircleOutline, tone: '#fff3e8' },
  { key: 'trade', to: '/trade', Icon: CollectMoneyOutline, tone: '#e8f8ef' },
  { key: 'ledger', to: '/my/ledgerRecord', Icon: BillOutline, tone: '#f3ecff' },
  { key: 'term', to: '/deposit', Icon: ClockCircleOutline, tone: '#e6f7f7' },
  { key: 'trend', to: '/market', Icon: HistogramOutline, tone: '#ffecec' },
  { key: 'wallet', to: '/my/userCenter/payCard', Icon: BankcardOutline, tone: '#fff8e0' },
  { key: 'customer', to: '/customer', Icon: MessageOutline, tone: '#eaf0ff' },
];

export function QuickNav() {
  const { t } = useTranslation('home');
  return (
    <nav className={styles.grid} aria-label={t('nav.label')}>
      {TILES.map(({ key, to, Icon, tone }) => (
        <Link key={key} className={styles.tile} to={to}>
          <span className={styles.icon} style={{ background: tone }}>
            <Icon aria-hidden />
          </span>
          <span className={styles.label}>{t(`nav.${key}`)}</span>
        </Link>
      ))}
    </nav>
  );
}
