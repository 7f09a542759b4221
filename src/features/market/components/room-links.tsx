import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCall } from '../../../lib/query/use-call';
import styles from './room-links.module.css';

/** Under a market's chart: the rooms that trade it, each a way in; nothing when none does. */
export function RoomLinks({ symbol }: { symbol: string }) {
  const { t } = useTranslation('market');
  const rooms = useCall('rooms', {}).data?.filter((room) => room.symbol === symbol) ?? [];
  if (rooms.length === 0) return null;
  return (
    <nav className={styles.box} aria-label={t('roomsLabel')}>
      {rooms.map((room) => (
        <Link key={room.id} className={styles.link} to={`/trade/roomdetail?id=${room.id}`}>
          {t('tradeIn', { name: room.name })}
        </Link>
      ))}
    </nav>
  );
}
