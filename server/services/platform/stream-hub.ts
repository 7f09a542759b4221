import type { Db } from '../../db/client';
import { BUS_RECONNECTED, type Bus } from './bus';
import { EVENT_TOPIC, keptSince, PASSING_TOPIC, type KeptEvent, type PassingEvent } from './events';
import { fullSidesOfRoom } from '../trading/house-risk';
import { ROOM_TRADED, tradeCount } from '../trading/orders';
import { SESSION_REVOKED } from '../auth/session-cache';

/** One server-sent event's text (docs/api.md, events). */
export const frame = (event: string, data: unknown, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/** The last frame of a stream whose session ended: the app forgets its session (as after any 8888). */
export const SIGNED_OUT_FRAME = frame('signedOut', {});
/** The last frame of the oldest stream of one holder past MAX_STREAMS: the app stops streaming and polls instead. */
const SUPERSEDED_FRAME = frame('superseded', {});
/** Streams one member (or one operator) may hold open on one instance; a new one past it ends the oldest. */
export const MAX_STREAMS = 5;
/** A room's trade count is counted at most this often per instance: the orders in between come in one `room` event. */
const TRADE_COUNT_EVERY_MS = 250;

/**
 * How a kept event is written to one kind of stream (the member's, the console's). The hub builds each kind's
 * text once per event, however many streams write it: pass the same function (not a new closure) for every stream.
 */
export type KeptFrame = (event: KeptEvent) => string;

/** One open event stream: whose it is, what it follows, and how it is written to. */
export interface StreamConnection {
  /** the member whose kept events it carries (and the public ones); null: an operator's, which hears every member's */
  memberId: number | null;
  /** whose stream it counts as for MAX_STREAMS: 'm<member id>', 'o<operator id>' */
  holder: string;
  /** its session: the stream ends when the bus says that session was revoked */
  tokenHash: string;
  /** the scopes of passing events it follows: 'markets', a room's id */
  scopes: ReadonlySet<string>;
  kept(event: KeptEvent, text: (as: KeptFrame) => string): void;
  passing(text: string): void;
  /** the app must read everything again (this instance missed more than it can replay) */
  reset(): void;
  /** the bus was lost a while: a revocation may have been missed, so the session is looked at again */
  recheck(): void;
  /** writes `last` and ends the stream */
  endWith(last: string): void;
}

/** Builds each kind of an event's text at most once. */
function textsOf(event: KeptEvent) {
  const built = new Map<KeptFrame, string>();
  return (as: KeptFrame) => {
    let text = built.get(as);
    if (text === undefined) built.set(as, (text = as(event)));
    return text;
  };
}

/** `connection` goes into the set of `key` in `map`. */
function addTo<K>(map: Map<K, Set<StreamConnection>>, key: K, connection: StreamConnection) {
  const set = map.get(key) ?? new Set();
  map.set(key, set.add(connection));
}
function removeFrom<K>(map: Map<K, Set<StreamConnection>>, key: K, connection: StreamConnection) {
  const set = map.get(key);
  set?.delete(connection);
  if (set?.size === 0) map.delete(key);
}

/**
 * The streams of one instance, fed by one bus subscription: a member's kept events reach that member's
 * streams and the operators', public ones every stream, passing ones the streams that follow their scope;
 * a revoked session's streams end.
 */
export function streamHub(db: Db, bus: Bus, log: (message: string, error?: unknown) => void) {
  const byMember = new Map<number | null, Set<StreamConnection>>();
  const byHolder = new Map<string, Set<StreamConnection>>();
  const byToken = new Map<string, Set<StreamConnection>>();
  const all = new Set<StreamConnection>();
  /** the newest kept event this instance heard: where a catch-up after a lost bus connection starts */
  let heard = 0;

  const dispatch = (event: KeptEvent) => {
    heard = Math.max(heard, event.id);
    const text = textsOf(event);
    const to = event.memberId === null ? all : byMember.get(event.memberId);
    for (const connection of to ?? []) connection.kept(event, text);
    if (event.memberId !== null) for (const operator of byMember.get(null) ?? []) operator.kept(event, text);
  };

  const writePassing = (event: PassingEvent) => {
    let text: string | undefined;
    for (const connection of all) {
      if (connection.scopes.has(event.scope)) {
        connection.passing((text ??= frame(event.topic, { scope: event.scope, ...event.data })));
      }
    }
  };

  /** Whether a stream of this instance follows `scope`. */
  const followed = (scope: string) => {
    for (const connection of all) if (connection.scopes.has(scope)) return true;
    return false;
  };

  /**
   * Periods whose orders came since they were last counted ('<room>:<issueNo>'): counted after
   * TRADE_COUNT_EVERY_MS, after the orders' commits, so the last count sees the last order. A period is counted by
   * one query at a time (orders that come during it count again after it), so an older count never lands last.
   */
  const toCount = new Map<string, { timer?: NodeJS.Timeout; again: boolean }>();
  let closed = false;
  const countTrades = (roomId: number, issueNo: string) => {
    const scope = String(roomId);
    const key = `${scope}:${issueNo}`;
    const waiting = toCount.get(key);
    if (waiting) {
      // a count that has not started will see this order; one being read may not
      if (!waiting.timer) waiting.again = true;
      return;
    }
    if (closed || !followed(scope)) return;
    const state: { timer?: NodeJS.Timeout; again: boolean } = { again: false };
    toCount.set(key, state);
    const count = () => {
      state.timer = undefined;
      Promise.all([tradeCount(db, roomId, issueNo), fullSidesOfRoom(db, roomId, issueNo)])
        .then(
          ([tradeCount, fullSides]) => writePassing({ topic: 'room', scope, data: { issueNo, tradeCount, fullSides } }),
          (error: unknown) => log('trade count failed: the room screens read it when they poll', error),
        )
        .finally(() => {
          toCount.delete(key);
          if (state.again) countTrades(roomId, issueNo);
        });
    };
    state.timer = setTimeout(count, TRADE_COUNT_EVERY_MS).unref();
  };

  const catchUp = async () => {
    const missed = await keptSince(db, heard);
    if (missed === undefined) for (const connection of all) connection.reset();
    else for (const event of missed) dispatch(event);
  };

  const unsubscribe = bus.subscribe((topic, payload) => {
    if (topic === EVENT_TOPIC) dispatch(payload as unknown as KeptEvent);
    else if (topic === PASSING_TOPIC) writePassing(payload as unknown as PassingEvent);
    else if (topic === ROOM_TRADED && typeof payload.roomId === 'number' && typeof payload.issueNo === 'string') {
      countTrades(payload.roomId, payload.issueNo);
    } else if (topic === SESSION_REVOKED && typeof payload.tokenHash === 'string') {
      for (const connection of byToken.get(payload.tokenHash) ?? []) connection.endWith(SIGNED_OUT_FRAME);
    } else if (topic === BUS_RECONNECTED && all.size > 0) {
      for (const connection of all) connection.recheck();
      catchUp().catch((error: unknown) => {
        log('stream catch-up failed: every stream resets', error);
        for (const connection of all) connection.reset();
      });
    }
  });

  return {
    /** Starts delivering to `connection` (ending its holder's oldest past MAX_STREAMS); returns how to stop. */
    add(connection: StreamConnection): () => void {
      const theirs = byHolder.get(connection.holder);
      if (theirs && theirs.size >= MAX_STREAMS) theirs.values().next().value!.endWith(SUPERSEDED_FRAME);
      all.add(connection);
      addTo(byMember, connection.memberId, connection);
      addTo(byHolder, connection.holder, connection);
      addTo(byToken, connection.tokenHash, connection);
      return () => {
        all.delete(connection);
        removeFrom(byMember, connection.memberId, connection);
        removeFrom(byHolder, connection.holder, connection);
        removeFrom(byToken, connection.tokenHash, connection);
      };
    },
    get size() {
      return all.size;
    },
    close() {
      closed = true;
      unsubscribe();
      toCount.forEach((state) => clearTimeout(state.timer));
    },
  };
}

export type StreamHub = ReturnType<typeof streamHub>;
