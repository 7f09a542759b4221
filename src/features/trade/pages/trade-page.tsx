import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { useRooms } from '../api/rooms';
import { BalanceBlock } from '../components/balance-block';
import { RiskWarning } from '../components/risk-warning';
import { RoomList } from '../components/room-list';

/** /trade: the member's balance and the trading rooms. */
export default function TradePage() {
  const { t } = useTranslation('trade');
  const rooms = useRooms();
  return (
    <>
      <PageHeader title={t('rooms.title')} back={false} />
      <BalanceBlock />
      <RiskWarning />
      <QueryView query={rooms}>
        {(list) => (list.length > 0 ? <RoomList rooms={list} /> : <EmptyState text={t('rooms.empty')} />)}
      </QueryView>
    </>
  );
}
