import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Room } from '../../../../contract/market';
import { formatMoney } from '../../../../contract/figures';
import { formatRate } from '../../../lib/format/rate';
import styles from './room-list.module.css';

/** The trading rooms: market, period length, payout rate and stake limits; a card opens the room. */
export function RoomList({ rooms }: { rooms: readonly Room[] }) {
  const { t } = useTranslation('trade');
  return (
    <ul className={styles.list}>
      {rooms.map((room) => (
        <li key={room.id}>
          <Link className={styles.card} to={`/trade/roomdetail?id=${room.id}`}>
            <span className={styles.head}>
              <strong>{room.name}</strong>
              <span className={styles.symbol}>{room.symbol}</span>
            </span>
            <span className={styles.facts}>
              <span>{t('rooms.period', { seconds: room.periodSeconds })}</span>
              <span>{t('rooms.payout', { rate: formatRate(room.payoutRate) })}</span>
              <span>{t('rooms.stake', { min: formatMoney(room.minStake), max: formatMoney(room.maxStake) })}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
