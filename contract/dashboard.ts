import * as z from 'zod/mini';
import { BILL_KINDS, type BillKind } from './wallet';

/**
 * The console's dashboard (`POST /admin/api/dashboard`): the business in figures over a range of days in the
 * operator's time zone (the server's TIME_ZONE). Amounts are integer cents here (they feed the charts); the
 * console formats them.
 */
export const DASHBOARD_RANGES = ['today', 'yesterday', '7d', '30d'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];
export const dashboardBody = z.object({ range: z.enum(DASHBOARD_RANGES, { error: 'v.kind' }) });

/** A figure over the range: its total and one value per bucket (an hour for one day, else a day). */
export interface Series {
  total: number;
  series: number[];
}

/** What one bucket of time holds; a day's totals are the sums of that day's bills by kind. */
export interface BucketFigures {
  /** per bill kind: how many bills and the sum of their amounts (signed cents, as the ledger has them) */
  bills: Record<BillKind, { count: number; sum: number }>;
  /** withdrawals approved (paid) in the bucket: how many, their amounts and their fees */
  withdrawalsPaid: { count: number; sum: number; fee: number };
  /** interest paid when term deposits were moved out */
  interest: number;
  newMembers: number;
  /** distinct members who placed an order */
  traders: number;
}

export const emptyBucket = (): BucketFigures => ({
  bills: Object.fromEntries(BILL_KINDS.map((kind) => [kind, { count: 0, sum: 0 }])) as BucketFigures['bills'],
  withdrawalsPaid: { count: 0, sum: 0, fee: 0 },
  interest: 0,
  newMembers: 0,
  traders: 0,
});

export const FIGURES = [
  'rechargeCount',
  'rechargeSum',
  'withdrawCount',
  'withdrawSum',
  'withdrawFee',
  'stakeCount',
  'stakeSum',
  'payoutSum',
  'refundSum',
  'houseResult',
  'termInCount',
  'termInSum',
  'termOutCount',
  'termOutSum',
  'interest',
  'newMembers',
  'traders',
] as const;
export type Figure = (typeof FIGURES)[number];

/** The dashboard's figures of a bucket: stakes are the order bills' amounts turned positive. */
export function figuresOf(b: BucketFigures): Record<Figure, number> {
  const stakeSum = -b.bills.order.sum;
  const payoutSum = b.bills.payout.sum;
  const refundSum = b.bills.order_refund.sum;
  return {
    rechargeCount: b.bills.recharge.count,
    rechargeSum: b.bills.recharge.sum,
    withdrawCount: b.withdrawalsPaid.count,
    withdrawSum: b.withdrawalsPaid.sum,
    withdrawFee: b.withdrawalsPaid.fee,
    stakeCount: b.bills.order.count,
    stakeSum,
    payoutSum,
    refundSum,
    houseResult: stakeSum - payoutSum - refundSum,
    termInCount: b.bills.term_in.count,
    termInSum: -b.bills.term_in.sum,
    termOutCount: b.bills.term_out.count,
    termOutSum: b.bills.term_out.sum,
    interest: b.interest,
    newMembers: b.newMembers,
    traders: b.traders,
  };
}

/** One open period's exposure: what the house would pay on its worse outcome, net of the other side's stakes. */
export interface OpenExposure {
  roomId: number;
  room: string;
  issueNo: string;
  closeAt: string;
  up: number;
  down: number;
  exposure: number;
  /** the room's bound, null when it has none */
  maxExposure: number | null;
}

export interface Dashboard {
  timeZone: string;
  range: DashboardRange;
  /** the range's start and end (now for a range that ends today), ISO */
  from: string;
  to: string;
  bucket: 'hour' | 'day';
  /** each bucket's start in the time zone: `2026-11-29` (day) or `2026-11-29 05:00` (hour) */
  buckets: string[];
  /** the range's bills by kind: how many and the sum of their amounts (what the figures reconcile with) */
  bills: BucketFigures['bills'];
  /** each figure's total and one value per bucket (traders' total: distinct members over the range) */
  figures: Record<Figure, Series>;
  queue: { count: number; oldestAgeSeconds: number | null };
  settlementBacklog: { count: number; oldestAgeSeconds: number | null };
  newestBackupAgeSeconds: number | null;
  openExposure: OpenExposure[];
}
