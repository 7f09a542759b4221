import * as z from 'zod/mini';
import { idSchema, isoTimeSchema, noControlChars, pageOf, pageQuery, recordFilters, recordNames } from './envelope';
import { amountInput, formatCents, moneyString, moneyToCents } from './money';
import { priceString, roomItem } from './market';
import { applyRate, rateToPpm } from './rates';

/**
 * What an order did to the balance: payout − stake once settled ("won 85.00" of a 100.00 stake returned as
 * 185.00), − stake while open. The one meaning of "won" in records, the room and its settlement toast.
 */
export function orderNet(amount: string, payout: string | null): string {
  return formatCents((payout === null ? 0 : moneyToCents(payout)) - moneyToCents(amount));
}

/** Orders are refused this many seconds before a period closes. */
export const ORDER_CUTOFF_SECONDS = 5;

export const periodSchema = z.object({
  issueNo: z.string(),
  openAt: isoTimeSchema,
  closeAt: isoTimeSchema,
  openPrice: priceString,
  status: z.enum(['open', 'closed']),
});
export type Period = z.infer<typeof periodSchema>;

export const roomBody = z.object({ id: idSchema });
export const roomData = z.object({
  room: roomItem,
  period: periodSchema,
  /** the real number of orders in the current period */
  tradeCount: z.int(),
  /** the sides the house's exposure bound has closed for this period (issue 43): orders on them are refused */
  fullSides: z.optional(z.array(z.enum(['up', 'down']))),
  /** the market's last price when the server answered: the current price beside the period's open */
  lastPrice: priceString,
  /** the server's clock when it answered: clients correct their countdown by it */
  serverTime: isoTimeSchema,
});

export const roomIssuesBody = z.object({ roomId: idSchema, ...pageQuery });
export const issueItem = z.object({
  issueNo: z.string(),
  openAt: isoTimeSchema,
  closeAt: isoTimeSchema,
  openPrice: priceString,
  closePrice: priceString,
  result: z.enum(['up', 'down', 'flat']),
});
export type Issue = z.infer<typeof issueItem>;

export const DIRECTIONS = ['up', 'down'] as const;
export const orderBody = z.object({
  roomId: idSchema,
  issueNo: z
    .string({ error: 'v.issueNo' })
    .check(z.minLength(1, { error: 'v.issueNo' }), z.maxLength(40, { error: 'v.issueNo' }), noControlChars),
  direction: z.enum(DIRECTIONS, { error: 'v.direction' }),
  amount: amountInput,
});
export const ORDER_STATUSES = ['open', 'won', 'lost', 'refunded'] as const;
export const orderItem = z.object({
  id: idSchema,
  ...recordNames,
  roomId: idSchema,
  /** the room's name in the member's language */
  roomName: z.string(),
  symbol: z.string(),
  issueNo: z.string(),
  direction: z.enum(DIRECTIONS),
  amount: moneyString,
  status: z.enum(ORDER_STATUSES),
  /** what came back to the balance: stake × (1 + rate) won, stake refunded, "0.00" lost; null while open */
  payout: z.nullable(moneyString),
  /** the market's last price when the order was accepted: the period's close is compared with it */
  referencePrice: priceString,
  /** the period's close price; null while open */
  closePrice: z.nullable(priceString),
  createdAt: isoTimeSchema,
  settledAt: z.nullable(isoTimeSchema),
});
export type Order = z.infer<typeof orderItem>;
export const ordersBody = z.object({
  status: z.optional(z.enum(ORDER_STATUSES, { error: 'v.status' })),
  ...recordFilters,
});

/** What a won order returns: stake × (1 + payoutRate), half up to the cent. */
export function payoutCents(stakeCents: number, payoutRate: string): number {
  return stakeCents + applyRate(stakeCents, rateToPpm(payoutRate));
}

export const issuePage = pageOf(issueItem);
export const orderPage = pageOf(orderItem);
