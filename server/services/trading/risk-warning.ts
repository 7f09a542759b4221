import { and, count, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { RISK_WARNING_MIN_ACCOUNTS, type RiskWarning } from '../../../contract/risk-warning';
import type { Db } from '../../db/client';
import { orders, riskFigures } from '../../db/schema';
import { claimLease } from '../platform/leases';

const LEASE = 'risk-figures';
/** a computation that failed (its instance died) is tried again by any instance after this */
const LEASE_MS = 10 * 60_000;
const WINDOW_MONTHS = 12;

type Figures = Omit<typeof riskFigures.$inferInsert, 'day' | 'computedAt'>;

/** Of the members with a won or lost order settled in the 12 months before `now`: how many lost money, and how many of those orders lost. */
export async function computeRiskFigures(db: Db, now: Date): Promise<Figures> {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - WINDOW_MONTHS);
  // refunds are no trading result: a refunded order neither wins nor loses
  const perMember = db
    .select({
      net: sql<number>`sum(coalesce(${orders.payout}, 0) - ${orders.amount})`.as('net'),
      placed: count().as('placed'),
      lost: sql<number>`count(*) filter (where coalesce(${orders.payout}, 0) < ${orders.amount})`.as('lost'),
    })
    .from(orders)
    .where(and(inArray(orders.status, ['won', 'lost']), gt(orders.settledAt, since), lte(orders.settledAt, now)))
    .groupBy(orders.memberId)
    .as('per_member');
  const [row] = await db
    .select({
      accounts: sql<number>`count(*)::int`,
      losingAccounts: sql<number>`(count(*) filter (where ${perMember.net} < 0))::int`,
      orders: sql<number>`coalesce(sum(${perMember.placed}), 0)::int`,
      losingOrders: sql<number>`coalesce(sum(${perMember.lost}), 0)::int`,
    })
    .from(perMember);
  return row!;
}

/**
 * Computes today's figures (UTC day) unless they exist: the instance that takes the lease computes, the
 * others skip, so one instance computes a day however many run. The figures written, or undefined.
 */
export async function refreshRiskFigures(db: Db, holder: string, now: Date): Promise<Figures | undefined> {
  const day = now.toISOString().slice(0, 10);
  const [done] = await db.select({ day: riskFigures.day }).from(riskFigures).where(eq(riskFigures.day, day));
  if (done) return undefined;
  if (!(await claimLease(db, LEASE, holder, new Date(now.getTime() + LEASE_MS), now))) return undefined;
  const figures = await computeRiskFigures(db, now);
  const written = await db
    .insert(riskFigures)
    .values({ day, computedAt: now, ...figures })
    .onConflictDoNothing()
    .returning({ day: riskFigures.day });
  return written.length > 0 ? figures : undefined;
}

const percent = (part: number, whole: number) => Math.round((part * 100) / whole);

/** The newest figures as the member reads them. */
export async function riskWarning(db: Db): Promise<RiskWarning> {
  const [latest] = await db.select().from(riskFigures).orderBy(desc(riskFigures.day)).limit(1);
  if (!latest) return { state: 'none' };
  const computedAt = latest.computedAt.toISOString();
  if (latest.accounts < RISK_WARNING_MIN_ACCOUNTS)
    return { state: 'tooFew', computedAt, accounts: latest.accounts, minimum: RISK_WARNING_MIN_ACCOUNTS };
  return {
    state: 'ready',
    computedAt,
    accounts: latest.accounts,
    losingAccountsPercent: percent(latest.losingAccounts, latest.accounts),
    losingOrdersPercent: percent(latest.losingOrders, latest.orders),
  };
}
