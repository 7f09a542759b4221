import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { useRooms } from '../api/rooms';
import { TradeCountBlock } from '../components/trade-count-block';
import { roomIdParam } from '../lib/room-param';

/** /trade/randomtradecount(?id=): the real trade count of a room's current period, every room by default. */
export default function PeriodOrdersPage() {
  const { t } = useTranslation('trade');
  const id = roomIdParam(useSearchParams()[0]);
  const rooms = useRooms();
  return (
    <>
      <PageHeader title={t('period.tradeCount')} />
      {id !== undefined ? (
        <TradeCountBlock roomId={id} />
      ) : (
        <QueryView query={rooms}>
          {(list) =>
            list.length > 0 ? (
              list.map((room) => <TradeCountBlock key={room.id} roomId={room.id} />)
            ) : (
              <EmptyState text={t('rooms.empty')} />
            )
          }
        </QueryView>
      )}
    </>
  );
}
