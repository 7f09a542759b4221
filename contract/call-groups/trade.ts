import { defineCalls } from '../call-spec';
import { riskWarningBody, riskWarningData } from '../risk-warning';
import { issuePage, orderBody, orderItem, orderPage, ordersBody, roomBody, roomData, roomIssuesBody } from '../trade';

/** The calls whose schemas contract/trade.ts holds (contract/call-index.ts says what each needs). */
export const tradeCalls = defineCalls('trade', {
  room: [roomBody, roomData],
  roomIssues: [roomIssuesBody, issuePage],
  order: [orderBody, orderItem],
  orders: [ordersBody, orderPage],
  riskWarning: [riskWarningBody, riskWarningData],
});
