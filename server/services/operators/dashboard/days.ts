import { and, eq, inArray, sql } from 'drizzle-orm';
import { emptyBucket, type BucketFigures } from '../../../../contract/dashboard';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { dashboardDays } from '../../../db/schema';
import { bucketFigures } from './buckets';

/** The longest range the dashboard shows, in days: the roll-up keeps the closed days of it ready. */
export const ROLLED_DAYS = 30;
/**
 * A day is written to the roll-up once it ended this long ago: a transaction that began before midnight may
 * still commit its bill, dated before midnight, for a while after (DB_IDLE_IN_TRANSACTION_TIMEOUT_MS is 30 s).
 */
const CLOSED_AFTER_MS = 10 * 60 * 1000;

/** `2026-11-29` shifted by whole days (calendar arithmetic, no time zone involved). */
export function shiftDay(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Today's date in `zone` at `now`. */
export async function zoneToday(db: Db, zone: string, now: Date): Promise<string> {
  const rows = await rowsOf<{ today: string }>(
    db,
    sql`select to_char((${now.toISOString()}::timestamptz at time zone ${zone})::date, 'YYYY-MM-DD') as today`,
  );
  return rows[0]!.today;
}

/** When each day began in `zone` (daylight saving makes some days 23 or 25 hours long). */
export async function dayStarts(db: Db, zone: string, days: string[]): Promise<Date[]> {
  const rows = await rowsOf<{ at: string }>(
    db,
    sql`select to_char((d::date::timestamp at time zone ${zone}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at
        from unnest(${`{${days.join(',')}}`}::text[]) with ordinality as u(d, i) order by i`,
  );
  return rows.map((r) => new Date(r.at));
}

/**
 * The figures of closed days (each before today in `zone`): read from the roll-up, and the days it lacks
 * computed from the bills in one query and, once they are safely closed, written to it. Idempotent: every
 * instance may fill the same day, the first write stays.
 */
export async function closedDays(db: Db, zone: string, days: string[], now: Date): Promise<Map<string, BucketFigures>> {
  const found = new Map<string, BucketFigures>();
  if (days.length === 0) return found;
  const stored = await db
    .select({ day: dashboardDays.day, figures: dashboardDays.figures })
    .from(dashboardDays)
    .where(and(eq(dashboardDays.timeZone, zone), inArray(dashboardDays.day, days)));
  for (const row of stored) found.set(row.day, row.figures);
  const missing = days.filter((day) => !found.has(day)).sort();
  if (missing.length === 0) return found;
  const first = missing[0]!;
  const ends = await dayStarts(
    db,
    zone,
    missing.map((day) => shiftDay(day, 1)),
  );
  const [from] = await dayStarts(db, zone, [first]);
  const computed = await bucketFigures(db, zone, from!, ends[ends.length - 1]!, 'day');
  const closed: Array<typeof dashboardDays.$inferInsert> = [];
  missing.forEach((day, i) => {
    const figures = computed.get(day) ?? emptyBucket();
    found.set(day, figures);
    if (now.getTime() - ends[i]!.getTime() >= CLOSED_AFTER_MS) closed.push({ timeZone: zone, day, figures });
  });
  if (closed.length) await db.insert(dashboardDays).values(closed).onConflictDoNothing();
  return found;
}

/** The scheduler's job: the roll-up holds every closed day the dashboard may show. */
export async function rollUpClosedDays(db: Db, zone: string, now: Date): Promise<void> {
  const today = await zoneToday(db, zone, now);
  const days = Array.from({ length: ROLLED_DAYS }, (_, i) => shiftDay(today, -1 - i));
  await closedDays(db, zone, days, now);
}
