import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { events } from '../../db/schema';
import { BUS_CHANNEL, busMessage, notify } from './bus';
import { queuePush } from '../members/push/queue';

/**
 * What the event stream carries (routes/stream.ts, docs/api.md). Kept events have an id and are replayed
 * to an app that reconnects; passing ones (quotes, rooms) are only state of the moment, which the app
 * asks for again after a gap.
 */
/**
 * `security`: a passkey or payout account added or removed, a passkey sign-in (services/members/security-events.ts).
 * `limits`: a member's limit changed (services/protection/limits.ts), `{ kind }`.
 * `term`: a fixed-term deposit matured (services/money/term-maturity.ts).
 * `break`: a time-out or self-exclusion taken or ending (services/protection/breaks.ts).
 */
export type KeptTopic =
  'balance' | 'recharge' | 'withdrawal' | 'order' | 'content' | 'security' | 'limits' | 'term' | 'break';
export type PassingTopic = 'quotes' | 'room';

/** The bus topics the stream follows. */
export const EVENT_TOPIC = 'event';
export const PASSING_TOPIC = 'passing';

export interface KeptEvent {
  id: number;
  /** null: for every member */
  memberId: number | null;
  topic: KeptTopic;
  data: Record<string, unknown>;
}
export interface PassingEvent {
  topic: PassingTopic;
  /** who follows it: a room's id or 'markets' */
  scope: string;
  data: Record<string, unknown>;
}

/** How long kept events stay for a replay: a phone that was away longer refetches instead. */
export const EVENTS_KEEP_MS = 3600_000;
export const deadEvents = (now: Date) => lt(events.createdAt, new Date(now.getTime() - EVENTS_KEEP_MS));

/**
 * Stores an event for `memberId` (null: everyone) in the caller's transaction; the stream tells it once it commits,
 * and a kind with a notice (services/members/push/kinds.ts) queues it for the member's devices in the same transaction.
 */
export async function recordEvent(
  tx: Tx | Db,
  memberId: number | null,
  topic: KeptTopic,
  data: Record<string, unknown>,
): Promise<void> {
  // one round trip: the row, and its message (as busMessage writes it) with the id it got — inside a money call's
  // member lock each round trip counts; the size is checked with the largest id
  busMessage(EVENT_TOPIC, { id: Number.MAX_SAFE_INTEGER, memberId, topic, data });
  const head = `{"topic":${JSON.stringify(EVENT_TOPIC)},"payload":{"id":`;
  const tail = `,${JSON.stringify({ memberId, topic, data }).slice(1)}}`;
  await tx.execute(sql`
    with kept as (
      insert into events (member_id, topic, data) values (${memberId}, ${topic}, ${JSON.stringify(data)}::jsonb)
      returning id
    )
    select pg_notify(${BUS_CHANNEL}, ${head} || kept.id::text || ${tail}) from kept`);
  await queuePush(tx, memberId, topic, data);
}

/** Tells the apps that follow `scope` (after the caller's transaction commits, when given one); nothing is kept. */
export function passEvent(tx: Tx | Db, topic: PassingTopic, scope: string, data: Record<string, unknown>) {
  const event: PassingEvent = { topic, scope, data };
  return notify(tx, PASSING_TOPIC, event as unknown as Record<string, unknown>);
}

/**
 * Ids are taken before commit, so an event can commit after one with a higher id: a replay looks this far
 * back before the cursor's event (longer than a transaction may sit idle), and the app skips ids it had.
 */
export const REPLAY_LOOKBACK_MS = 30_000;
/** More missed than this, and the app is told to reset (read everything again) instead. */
export const REPLAY_MAX = 500;

export type Replay = { reset: true } | { reset: false; events: KeptEvent[]; cursor: number };

/** Whose kept events a stream carries: a member's own and the public ones, or (an operator's) every member's of some topics. */
export type Audience = number | readonly KeptTopic[];

const heardBy = (audience: Audience) =>
  typeof audience === 'number'
    ? or(eq(events.memberId, audience), isNull(events.memberId))
    : and(isNotNull(events.memberId), inArray(events.topic, [...audience]));

/**
 * What an app missed since `cursor` (the last event id it saw; undefined on a first connect: nothing,
 * and the newest id as its cursor). A cursor no longer kept, or too much missed: reset.
 */
export async function replay(db: Db, audience: Audience, cursor: number | undefined): Promise<Replay> {
  if (cursor === undefined) {
    const [newest] = await db.select({ id: sql<number>`coalesce(max(${events.id}), 0)::int8` }).from(events);
    return { reset: false, events: [], cursor: Number(newest?.id ?? 0) };
  }
  const [at] = await db.select({ createdAt: events.createdAt }).from(events).where(eq(events.id, cursor));
  if (!at) return cursor === 0 ? replayFrom(db, audience, cursor, undefined) : { reset: true };
  return replayFrom(db, audience, cursor, new Date(at.createdAt.getTime() - REPLAY_LOOKBACK_MS));
}

async function replayFrom(db: Db, audience: Audience, cursor: number, since: Date | undefined): Promise<Replay> {
  const rows = await db
    .select({ id: events.id, memberId: events.memberId, topic: events.topic, data: events.data })
    .from(events)
    .where(
      and(heardBy(audience), since ? or(gt(events.id, cursor), gte(events.createdAt, since)) : gt(events.id, cursor)),
    )
    .orderBy(asc(events.id))
    .limit(REPLAY_MAX + 1);
  if (rows.length > REPLAY_MAX) return { reset: true };
  const found = rows as KeptEvent[];
  return { reset: false, events: found, cursor: Math.max(cursor, ...found.map((e) => e.id)) };
}

/**
 * Every kept event an instance may have missed after `cursor` (the last one it heard, when its bus connection
 * was lost), for all its streams at once; undefined: too many (its streams reset).
 */
export async function keptSince(db: Db, cursor: number): Promise<KeptEvent[] | undefined> {
  const [at] = await db.select({ createdAt: events.createdAt }).from(events).where(eq(events.id, cursor));
  const since = at ? new Date(at.createdAt.getTime() - REPLAY_LOOKBACK_MS) : undefined;
  const limit = REPLAY_MAX * 20;
  const rows = await db
    .select({ id: events.id, memberId: events.memberId, topic: events.topic, data: events.data })
    .from(events)
    .where(since ? or(gt(events.id, cursor), gte(events.createdAt, since)) : gt(events.id, cursor))
    .orderBy(asc(events.id))
    .limit(limit + 1);
  return rows.length > limit ? undefined : (rows as KeptEvent[]);
}
