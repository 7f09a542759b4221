import { and, eq, sql } from 'drizzle-orm';
import { formatMoment } from '../../../contract/date-time';
import { Code } from '../../../contract/envelope';
import {
  LIMIT_KINDS,
  LIMIT_WAIT_HOURS,
  type LimitKind,
  type LimitPeriod,
  type LimitsData,
} from '../../../contract/limits';
import type { Language } from '../../../contract/messages';
import { formatCents } from '../../../contract/money';
import type { Db, Tx } from '../../db/client';
import { memberLimits } from '../../db/schema';
import { ApiError } from '../../errors';
import { message } from '../../messages';
import { recordEvent } from '../platform/events';
import { limitText, type Breach } from './limits-text';

export type LimitRow = typeof memberLimits.$inferSelect;
/** One limit in force: the member's own or the house's. */
interface InForce {
  kind: LimitKind;
  source: 'own' | 'house';
  amount: number;
  period: LimitPeriod;
}
const WAIT_MS = LIMIT_WAIT_HOURS * 3600_000;

/** The periods from the tightest: for one amount, a month's limit holds more back than a day's, a day's than an order's. */
const RANK: Record<LimitPeriod, number> = { order: 0, day: 1, week: 2, month: 3 };

async function rowsOf(db: Db | Tx, memberId: number): Promise<LimitRow[]> {
  return db.select().from(memberLimits).where(eq(memberLimits.memberId, memberId));
}

async function rowOf(tx: Tx, memberId: number, kind: LimitKind): Promise<LimitRow | undefined> {
  const where = and(eq(memberLimits.memberId, memberId), eq(memberLimits.kind, kind));
  return (await tx.select().from(memberLimits).where(where))[0];
}

function inForce(row: LimitRow): InForce[] {
  const kind = row.kind as LimitKind;
  const found: InForce[] = [];
  if (row.amount !== null) found.push({ kind, source: 'own', amount: row.amount, period: row.period as LimitPeriod });
  if (row.houseAmount !== null)
    found.push({ kind, source: 'house', amount: row.houseAmount, period: row.housePeriod as LimitPeriod });
  return found;
}

/**
 * What a limit has counted in its window (calendar day, ISO week from Monday, month in `timeZone`) and when the
 * window begins again. Deposits: recharges asked for and credited (pending or approved, by when they were asked),
 * so approvals cannot pass it; losses: stakes − payouts − refunds of the orders placed in it, open or settled
 * (an open order counts its whole stake); stakes: the orders' stakes.
 */
async function usedIn(db: Db | Tx, memberId: number, limit: InForce, timeZone: string, now: Date) {
  const local = sql`date_trunc(${limit.period}, ${now.toISOString()}::timestamptz at time zone ${timeZone})`;
  const window = sql`select ${local} at time zone ${timeZone} as starts,
    (${local} + ('1 ' || ${limit.period})::interval) at time zone ${timeZone} as ends`;
  const counted =
    limit.kind === 'deposit'
      ? sql`select coalesce(sum(r.amount), 0) from recharges r where r.member_id = ${memberId}
          and r.status in ('pending', 'approved') and r.created_at >= w.starts`
      : sql`select coalesce(sum(o.amount ${limit.kind === 'loss' ? sql`- coalesce(o.payout, 0)` : sql``}), 0)
          from orders o where o.member_id = ${memberId} and o.created_at >= w.starts`;
  const result = await db.execute(sql`with w as (${window}) select (${counted})::float8 as used, w.ends from w`);
  const [row] = (result as unknown as { rows: Array<{ used: number; ends: Date | string }> }).rows;
  return { used: row!.used, resetsAt: new Date(row!.ends) };
}

/** What a limit leaves now (may be below zero once a limit was lowered under what its window already counted). */
async function leftOf(db: Db | Tx, memberId: number, limit: InForce, timeZone: string, now: Date) {
  if (limit.period === 'order') return { left: limit.amount, resetsAt: null };
  const { used, resetsAt } = await usedIn(db, memberId, limit, timeZone, now);
  return { left: limit.amount - used, resetsAt };
}

/**
 * Refuses (422, nothing moves) a deposit or an order of `cents` that would pass a limit in force, saying which,
 * what is left and when its window begins again. `limits`: the member's limit rows, read in the money move's
 * transaction under the member's row lock (guardsOf), which orders the check with every other money move and
 * limit change of the member, on every instance.
 */
export async function checkLimits(
  tx: Tx,
  { memberId, limits }: { memberId: number; limits: LimitRow[] },
  move: 'deposit' | 'order',
  cents: number,
  now: Date,
  lang: Language,
): Promise<void> {
  const kinds: LimitKind[] = move === 'deposit' ? ['deposit'] : ['loss', 'stake'];
  const rows = limits.filter((row) => kinds.includes(row.kind as LimitKind));
  let worst: Breach | undefined;
  for (const row of rows) {
    for (const limit of inForce(row)) {
      const { left, resetsAt } = await leftOf(tx, memberId, limit, row.timeZone, now);
      if (cents > left && (!worst || left < worst.left)) worst = { ...limit, left, resetsAt, timeZone: row.timeZone };
    }
  }
  if (!worst) return;
  const data = {
    limit: worst.kind,
    source: worst.source,
    period: worst.period,
    amount: formatCents(worst.amount),
    left: formatCents(Math.max(0, worst.left)),
    resetsAt: worst.resetsAt?.toISOString() ?? null,
  };
  throw new ApiError(Code.rule, 'limitReached', data, limitText(worst, lang));
}

/** Every kind as the member's screen shows it, the windows in the zone of the member's last change. */
export async function readLimits(db: Db | Tx, memberId: number, now: Date, defaultZone: string): Promise<LimitsData> {
  const rows = await rowsOf(db, memberId);
  const timeZone = rows[0]?.timeZone ?? defaultZone;
  const limits = await Promise.all(
    LIMIT_KINDS.map(async (kind) => {
      const row = rows.find((r) => r.kind === kind);
      let tightest: { left: number; resetsAt: Date | null } | undefined;
      for (const limit of row ? inForce(row) : []) {
        const found = await leftOf(db, memberId, limit, row!.timeZone, now);
        if (!tightest || found.left < tightest.left) tightest = found;
      }
      const value = (amount: number | null, period: string | null) =>
        amount === null ? null : { amount: formatCents(amount), period: period as LimitPeriod };
      return {
        kind,
        own: value(row?.amount ?? null, row?.period ?? null),
        next: row?.nextAt
          ? {
              amount: row.nextAmount === null ? null : formatCents(row.nextAmount),
              period: row.nextPeriod as LimitPeriod,
              from: row.nextAt.toISOString(),
            }
          : null,
        house: value(row?.houseAmount ?? null, row?.housePeriod ?? null),
        left: tightest ? formatCents(Math.max(0, tightest.left)) : null,
        resetsAt: tightest?.resetsAt?.toISOString() ?? null,
      };
    }),
  );
  return { timeZone, limits };
}

/** A limit at least as tight as `before`: no more money, over a window at least as long. */
const tighter = (amount: number, period: LimitPeriod, before: { amount: number; period: LimitPeriod }) =>
  amount <= before.amount && RANK[period] >= RANK[before.period];

async function upsert(tx: Tx, memberId: number, kind: LimitKind, values: Partial<typeof memberLimits.$inferInsert>) {
  await tx
    .insert(memberLimits)
    .values({ memberId, kind, ...values })
    .onConflictDoUpdate({ target: [memberLimits.memberId, memberLimits.kind], set: values });
}

const told = (tx: Tx, memberId: number, kind: LimitKind) => recordEvent(tx, memberId, 'limits', { kind });

/**
 * The member sets (or, without an amount, removes) a limit. A tighter one, or the first, holds at once; a looser one
 * or a removal waits LIMIT_WAIT_HOURS and then for the member's confirmation, the old one holding until then.
 */
export async function setOwnLimit(
  tx: Tx,
  memberId: number,
  change: { kind: LimitKind; amount?: number; period: LimitPeriod; timeZone: string },
  now: Date,
): Promise<void> {
  const row = await rowOf(tx, memberId, change.kind);
  const before = row?.amount == null ? undefined : { amount: row.amount, period: row.period as LimitPeriod };
  const { kind, amount, period, timeZone } = change;
  const keep = { timeZone };
  if (amount !== undefined && (!before || tighter(amount, period, before))) {
    await upsert(tx, memberId, kind, { ...keep, amount, period, nextAmount: null, nextPeriod: null, nextAt: null });
  } else if (before) {
    const next = { nextAmount: amount ?? null, nextPeriod: period, nextAt: new Date(now.getTime() + WAIT_MS) };
    await upsert(tx, memberId, kind, { ...keep, ...next });
  } else {
    return; // removing a limit there is not: nothing changes
  }
  await told(tx, memberId, kind);
}

/** The member confirms a change that has waited: it holds from now. Before its time: 422 saying when. */
export async function confirmOwnLimit(tx: Tx, memberId: number, kind: LimitKind, now: Date, lang: Language) {
  const row = await rowOf(tx, memberId, kind);
  if (!row?.nextAt) throw new ApiError(Code.rule, 'limitNoChange');
  if (row.nextAt > now) {
    const at = row.nextAt.toISOString();
    throw new ApiError(
      Code.rule,
      'limitWaiting',
      { from: at },
      message('limitWaiting', lang, { at: formatMoment(row.nextAt, lang, row.timeZone) }),
    );
  }
  const amount = row.nextAmount;
  await upsert(tx, memberId, kind, {
    amount,
    period: amount === null ? null : row.nextPeriod,
    nextAmount: null,
    nextPeriod: null,
    nextAt: null,
  });
  await told(tx, memberId, kind);
}

/** The member keeps the limit in force and drops the change waiting (if any). */
export async function dropOwnChange(tx: Tx, memberId: number, kind: LimitKind): Promise<void> {
  const dropped = await tx
    .update(memberLimits)
    .set({ nextAmount: null, nextPeriod: null, nextAt: null })
    .where(and(eq(memberLimits.memberId, memberId), eq(memberLimits.kind, kind)))
    .returning({ kind: memberLimits.kind });
  if (dropped.length) await told(tx, memberId, kind);
}

/**
 * The house's limit for a member (an operator's, audited by the caller): it holds at once either way, beside the
 * member's own, so the lower of the two applies. No amount: the house sets none.
 */
export async function setHouseLimit(
  tx: Tx,
  memberId: number,
  change: { kind: LimitKind; amount?: number; period: LimitPeriod },
  defaultZone: string,
): Promise<{ before: { amount: string | null; period: string | null } }> {
  const row = await rowOf(tx, memberId, change.kind);
  const houseAmount = change.amount ?? null;
  const values = { houseAmount, housePeriod: houseAmount === null ? null : change.period };
  await tx
    .insert(memberLimits)
    .values({ memberId, kind: change.kind, timeZone: defaultZone, ...values })
    .onConflictDoUpdate({ target: [memberLimits.memberId, memberLimits.kind], set: values });
  await told(tx, memberId, change.kind);
  const amount = row?.houseAmount == null ? null : formatCents(row.houseAmount);
  return { before: { amount, period: row?.housePeriod ?? null } };
}
