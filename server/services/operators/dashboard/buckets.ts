import { sql, type SQL } from 'drizzle-orm';
import { emptyBucket, type BucketFigures } from '../../../../contract/dashboard';
import { BILL_KINDS, type BillKind } from '../../../../contract/wallet';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';

export type BucketUnit = 'hour' | 'day';

/** A bucket's name in the time zone: `2026-11-29` for a day, `2026-11-29 05:00` for an hour. */
const label = (column: SQL, zone: string, unit: BucketUnit) =>
  unit === 'day'
    ? sql`to_char((${column} at time zone ${zone})::date, 'YYYY-MM-DD')`
    : sql`to_char(date_trunc('hour', ${column} at time zone ${zone}), 'YYYY-MM-DD HH24:00')`;

type Row = Record<string, unknown> & { b: string };
const n = (value: unknown) => Number(value ?? 0);

/**
 * The figures of every bucket (hour or day in `zone`) between two instants, read from the bills and the
 * records through their time indexes: one grouped query per source.
 */
export async function bucketFigures(
  db: Db,
  zone: string,
  from: Date,
  to: Date,
  unit: BucketUnit,
): Promise<Map<string, BucketFigures>> {
  const within = (column: SQL) => sql`${column} >= ${from.toISOString()} and ${column} < ${to.toISOString()}`;
  const [bills, paid, interest, members, traders] = await Promise.all([
    rowsOf<Row>(
      db,
      sql`select ${label(sql`created_at`, zone, unit)} as b, kind, count(*)::int as count, sum(amount)::bigint as sum
          from bills where ${within(sql`created_at`)} group by 1, 2`,
    ),
    rowsOf<Row>(
      db,
      sql`select ${label(sql`reviewed_at`, zone, unit)} as b, count(*)::int as count, sum(amount)::bigint as sum,
            sum(fee)::bigint as fee
          from withdrawals where status = 'approved' and ${within(sql`reviewed_at`)} group by 1`,
    ),
    rowsOf<Row>(
      db,
      sql`select ${label(sql`created_at`, zone, unit)} as b, sum(interest)::bigint as interest
          from move_records where direction = 'out' and ${within(sql`created_at`)} group by 1`,
    ),
    rowsOf<Row>(
      db,
      sql`select ${label(sql`created_at`, zone, unit)} as b, count(*)::int as count
          from members where ${within(sql`created_at`)} group by 1`,
    ),
    rowsOf<Row>(
      db,
      sql`select ${label(sql`created_at`, zone, unit)} as b, count(distinct member_id)::int as count
          from orders where ${within(sql`created_at`)} group by 1`,
    ),
  ]);
  const buckets = new Map<string, BucketFigures>();
  const at = (b: string) => buckets.get(b) ?? buckets.set(b, emptyBucket()).get(b)!;
  for (const row of bills) {
    if (!BILL_KINDS.includes(row.kind as BillKind)) continue;
    at(row.b).bills[row.kind as BillKind] = { count: n(row.count), sum: n(row.sum) };
  }
  for (const row of paid) at(row.b).withdrawalsPaid = { count: n(row.count), sum: n(row.sum), fee: n(row.fee) };
  for (const row of interest) at(row.b).interest = n(row.interest);
  for (const row of members) at(row.b).newMembers = n(row.count);
  for (const row of traders) at(row.b).traders = n(row.count);
  return buckets;
}

/** Members who placed an order between two instants, each counted once (not a sum of the buckets'). */
export async function distinctTraders(db: Db, from: Date, to: Date): Promise<number> {
  const [row] = await rowsOf<Row>(
    db,
    sql`select '' as b, count(distinct member_id)::int as count from orders
        where created_at >= ${from.toISOString()} and created_at < ${to.toISOString()}`,
  );
  return n(row?.count);
}
