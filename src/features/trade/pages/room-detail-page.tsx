import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { HeaderLink } from '../../../components/header-link';
import { PageHeader } from '../../../components/page-header';
import { MarketChart } from '../../../components/market-chart/market-chart';
import { QueryView } from '../../../components/query-view';
import { QuoteStatus } from '../../../components/quote-status';
import { BalanceBlock } from '../components/balance-block';
import { MyOrders } from '../components/my-orders';
import { OrderPanel } from '../components/order-panel';
import { PeriodCard } from '../components/period-card';
import { useMyOrders } from '../hooks/use-my-orders';
import { useRoom } from '../hooks/use-room';
import { roomIdParam } from '../lib/room-param';

/** /trade/roomdetail?id=: chart, current period with countdown, balance, order panel, my orders. */
export default function RoomDetailPage() {
  const { t } = useTranslation('trade');
  const [params] = useSearchParams();
  const id = roomIdParam(params);
  if (id === undefined) {
    return (
      <>
        <PageHeader title={t('room.title')} />
        <EmptyState text={t('room.notFound')}>
          <Link to="/trade">{t('room.backToRooms')}</Link>
        </EmptyState>
      </>
    );
  }
  return <RoomDetail id={id} />;
}

function RoomDetail({ id }: { id: number }) {
  const { t } = useTranslation('trade');
  const room = useRoom(id);
  const closed = room.data !== undefined && room.msLeft === 0;
  const mine = useMyOrders(id, room.data?.period.issueNo, closed);
  return (
    <>
      <PageHeader
        title={room.data?.room.name ?? t('room.title')}
        right={<HeaderLink to={`/trade/roomdetail/issues?id=${id}`}>{t('room.issuesLink')}</HeaderLink>}
      />
      <QueryView query={room} rows={6}>
        {(view) => (
          <>
            <QuoteStatus updatedAt={room.updatedAt} />
            <MarketChart symbol={view.room.symbol} compact />
            <PeriodCard
              period={view.period}
              lastPrice={view.lastPrice}
              msLeft={room.msLeft}
              tradeCount={view.tradeCount}
            />
            <BalanceBlock inline />
            <OrderPanel
              room={view.room}
              issueNo={view.period.issueNo}
              closeAt={view.period.closeAt}
              msLeft={room.msLeft}
              fullSides={view.fullSides}
            />
            <MyOrders orders={mine.orders} />
          </>
        )}
      </QueryView>
    </>
  );
}
