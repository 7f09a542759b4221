import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { formatCents } from '../../../contract/money';
import { STATEMENT_LINES, STATEMENT_MONTHS, type StatementMonth, type Statements } from '../../../contract/statements';
import type { BillKind } from '../../../contract/wallet';
import type { Db } from '../../db/client';
import { bills, moveRecords, withdrawals } from '../../db/schema';

type Line = (typeof STATEMENT_LINES)[number];
const LINE_OF: Record<BillKind, Line> = {
  recharge: 'recharges',
  withdraw: 'withdrawals',
  withdraw_refund: 'withdrawals',
  order: 'stakes',
  payout: 'payouts',
  order_refund: 'refunds',
  term_in: 'toTerm',
  term_out: 'fromTerm',
  adjust: 'adjustments',
};

/** YYYY-MM of a time in the zone */
const monthIn = (column: PgColumn, timeZone: string) =>
  sql<string>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM')`;

/** The months as keys, newest first: this one in the zone and the eleven before it. */
function monthKeys(now: Date, timeZone: string): string[] {
  const parts = new Intl.DateTimeFormat('en', { timeZone, year: 'numeric', month: 'numeric' }).formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')!.value);
  const month = Number(parts.find((p) => p.type === 'month')!.value);
  return Array.from({ length: STATEMENT_MONTHS }, (_, i) => {
    const at = new Date(Date.UTC(year, month - 1 - i, 1));
    return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/**
 * A member's statement for each of the last 12 calendar months in `timeZone`, newest first, from the ledger
 * (bills): every month's closing is its opening plus its lines, and the next month's opening.
 */
export async function monthlyStatements(db: Db, memberId: number, now: Date, timeZone = 'UTC'): Promise<Statements> {
  const keys = monthKeys(now, timeZone);
  // the first month's midnight in the zone, as the database computes it (the same tz data as to_char's)
  const since: SQL = sql`((date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${timeZone}) - make_interval(months => ${STATEMENT_MONTHS - 1})) at time zone ${timeZone})`;
  const billMonth = monthIn(bills.createdAt, timeZone);
  const [sums, before, fees, interest] = await Promise.all([
    db
      .select({ month: billMonth, kind: bills.kind, cents: sql<string>`sum(${bills.amount})` })
      .from(bills)
      .where(and(eq(bills.memberId, memberId), gte(bills.createdAt, since)))
      // by position: the zone is a parameter, and two parameters are never the same expression to PostgreSQL
      .groupBy(sql`1`, sql`2`),
    db
      .select({ balanceAfter: bills.balanceAfter })
      .from(bills)
      .where(and(eq(bills.memberId, memberId), lt(bills.createdAt, since)))
      .orderBy(desc(bills.id))
      .limit(1),
    perMonth(db, withdrawals.createdAt, withdrawals.fee, timeZone, since, [
      eq(withdrawals.memberId, memberId),
      eq(withdrawals.status, 'approved'),
    ]),
    perMonth(db, moveRecords.createdAt, moveRecords.interest, timeZone, since, [eq(moveRecords.memberId, memberId)]),
  ]);
  let opening = before[0]?.balanceAfter ?? 0;
  const months: StatementMonth[] = [];
  for (const key of [...keys].reverse()) {
    const lines = Object.fromEntries(STATEMENT_LINES.map((line) => [line, 0])) as Record<Line, number>;
    for (const row of sums) if (row.month === key) lines[LINE_OF[row.kind as BillKind]] += Number(row.cents);
    const closing = STATEMENT_LINES.reduce((sum, line) => sum + lines[line], opening);
    const termInterest = interest.get(key) ?? 0;
    months.push({
      month: key,
      opening: formatCents(opening),
      ...(Object.fromEntries(STATEMENT_LINES.map((line) => [line, formatCents(lines[line])])) as Record<Line, string>),
      termInterest: formatCents(termInterest),
      fees: formatCents(-(fees.get(key) ?? 0)),
      netResult: formatCents(lines.stakes + lines.payouts + lines.refunds + termInterest),
      closing: formatCents(closing),
    });
    opening = closing;
  }
  return { timeZone, months: months.reverse() };
}

async function perMonth(db: Db, at: PgColumn, cents: PgColumn, timeZone: string, since: SQL, where: SQL[]) {
  const month = monthIn(at, timeZone);
  const rows = await db
    .select({ month, cents: sql<string>`sum(${cents})` })
    .from(at.table)
    .where(and(gte(at, since), ...where))
    .groupBy(sql`1`);
  return new Map(rows.map((row) => [row.month, Number(row.cents)]));
}
