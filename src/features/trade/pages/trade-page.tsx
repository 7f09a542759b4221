import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { PolledView } from '../../../components/polled-view';
import { usePolling } from '../../../lib/hooks/use-polling';
import { getRooms } from '../api/get-rooms';
import { BalanceBlock } from '../components/balance-block';
import { RoomList } from '../components/room-list';

/** /trade: the member's balance and the trading rooms. */
export default function TradePage() {
  const { t } = useTranslation('trade');
  const rooms = usePolling(getRooms, 0);
  return (
    <>
      <PageHeader title={t('rooms.title')} back={false} />
      <BalanceBlock />
      <PolledView polled={rooms}>
        {(list) => (list.length > 0 ? <RoomList rooms={list} /> : <EmptyState text={t('rooms.empty')} />)}
      </PolledView>
    </>
  );
}
