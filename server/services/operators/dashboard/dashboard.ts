import { sql } from 'drizzle-orm';
import {
  emptyBucket,
  FIGURES,
  figuresOf,
  type BucketFigures,
  type Dashboard,
  type DashboardRange,
  type Figure,
  type Series,
} from '../../../../contract/dashboard';
import type { Language } from '../../../../contract/messages';
import { BILL_KINDS } from '../../../../contract/wallet';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { newestBackupAgeSeconds } from '../../platform/backups';
import { openExposure } from '../../trading/house-risk';
import { bucketFigures, distinctTraders, type BucketUnit } from './buckets';
import { closedDays, dayStarts, shiftDay, zoneToday } from './days';

const RANGE_DAYS: Record<DashboardRange, number> = { today: 1, yesterday: 1, '7d': 7, '30d': 30 };

/** The hours of [from, to) as the time zone names them. */
async function hourLabels(db: Db, zone: string, from: Date, to: Date): Promise<string[]> {
  const rows = await rowsOf<{ b: string }>(
    db,
    sql`select distinct to_char(date_trunc('hour', g at time zone ${zone}), 'YYYY-MM-DD HH24:00') as b
        from generate_series(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz - interval '1 millisecond',
          interval '1 hour') g order by 1`,
  );
  return rows.map((r) => r.b);
}

/** The buckets of a range with their figures, read live or (closed days of a longer range) from the roll-up. */
async function rangeBuckets(db: Db, zone: string, range: DashboardRange, now: Date) {
  const today = await zoneToday(db, zone, now);
  if (range === 'today' || range === 'yesterday') {
    const day = range === 'today' ? today : shiftDay(today, -1);
    const [from, end] = await dayStarts(db, zone, [day, shiftDay(day, 1)]);
    const to = range === 'today' ? now : end!;
    const unit: BucketUnit = 'hour';
    const [labels, figures] = await Promise.all([
      hourLabels(db, zone, from!, to),
      bucketFigures(db, zone, from!, to, unit),
    ]);
    return { from: from!, to, unit, labels, figures };
  }
  const labels = Array.from({ length: RANGE_DAYS[range] }, (_, i) => shiftDay(today, i + 1 - RANGE_DAYS[range]));
  const [[from, todayStart], closed] = await Promise.all([
    dayStarts(db, zone, [labels[0]!, today]),
    closedDays(db, zone, labels.slice(0, -1), now),
  ]);
  const live = await bucketFigures(db, zone, todayStart!, now, 'day');
  const figures = new Map([...closed, [today, live.get(today) ?? emptyBucket()]]);
  return { from: from!, to: now, unit: 'day' as const, labels, figures };
}

/** Seconds from `at` to `now`, null without a time. */
const ageOf = (at: string | null | undefined, now: Date) =>
  at ? Math.max(0, Math.floor((now.getTime() - new Date(at).getTime()) / 1000)) : null;

/** What waits now: the review queue and the periods closed but not settled yet. */
async function backlogs(db: Db, now: Date) {
  type Row = { queue: number; queue_oldest: string | null; backlog: number; backlog_oldest: string | null };
  const [row] = await rowsOf<Row>(
    db,
    sql`select
          (select count(*)::int from recharges where status = 'pending')
            + (select count(*)::int from withdrawals where status = 'pending') as queue,
          (select to_char(least(
            (select min(created_at) from recharges where status = 'pending'),
            (select min(created_at) from withdrawals where status = 'pending')) at time zone 'UTC',
            'YYYY-MM-DD"T"HH24:MI:SS"Z"')) as queue_oldest,
          (select count(*)::int from periods where settled_at is null and close_at <= ${now.toISOString()}) as backlog,
          (select to_char(min(close_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') from periods
            where settled_at is null and close_at <= ${now.toISOString()}) as backlog_oldest`,
  );
  return {
    queue: { count: Number(row!.queue), oldestAgeSeconds: ageOf(row!.queue_oldest, now) },
    settlementBacklog: { count: Number(row!.backlog), oldestAgeSeconds: ageOf(row!.backlog_oldest, now) },
  };
}

/**
 * The console's dashboard: every figure from the ledger and the records, per bucket of the range and in
 * total. A range of days reads its closed days from the roll-up (days.ts) and today live.
 */
export async function dashboardOf(
  db: Db,
  zone: string,
  range: DashboardRange,
  now: Date,
  lang: Language,
): Promise<Dashboard> {
  const { from, to, unit, labels, figures } = await rangeBuckets(db, zone, range, now);
  const buckets: BucketFigures[] = labels.map((b) => figures.get(b) ?? emptyBucket());
  const [traders, waiting, backup, exposure] = await Promise.all([
    distinctTraders(db, from, to),
    backlogs(db, now),
    newestBackupAgeSeconds(db, now),
    openExposure(db, lang),
  ]);
  const perBucket = buckets.map(figuresOf);
  const series = Object.fromEntries(
    FIGURES.map((figure) => {
      const values = perBucket.map((f) => f[figure]);
      const total = figure === 'traders' ? traders : values.reduce((a, b) => a + b, 0);
      return [figure, { total, series: values }];
    }),
  ) as Record<Figure, Series>;
  const bills = Object.fromEntries(
    BILL_KINDS.map((kind) => [
      kind,
      buckets.reduce((sum, b) => ({ count: sum.count + b.bills[kind].count, sum: sum.sum + b.bills[kind].sum }), {
        count: 0,
        sum: 0,
      }),
    ]),
  ) as Dashboard['bills'];
  return {
    timeZone: zone,
    range,
    from: from.toISOString(),
    to: to.toISOString(),
    bucket: unit,
    buckets: labels,
    bills,
    figures: series,
    ...waiting,
    newestBackupAgeSeconds: backup,
    openExposure: exposure,
  };
}
