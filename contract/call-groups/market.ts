import { defineCalls } from '../call-spec';
import { emptySchema } from '../envelope';
import { klineBody, klineData, marketsData, roomsData } from '../market';

/** The calls whose schemas contract/market.ts holds (contract/call-index.ts says what each needs). */
export const marketCalls = defineCalls('market', {
  markets: [emptySchema, marketsData],
  kline: [klineBody, klineData],
  rooms: [emptySchema, roomsData],
});
