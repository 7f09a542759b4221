import type { FastifyReply, FastifyRequest } from 'fastify';
import { Code } from '../../contract/envelope';
import { ApiError } from '../errors';
import type { KeptEvent, KeptTopic } from '../services/platform/events';
import type { KeptFrame } from '../services/platform/stream-hub';

/** Rooms one stream may follow. */
const MAX_ROOMS = 10;
/** The query's rooms ("1,2"), markets ("1", or "0": none) and the cursor (Last-Event-ID, or ?lastEventId for tests and proxies). */
export function parseFollow(request: FastifyRequest) {
  const query = request.query as Record<string, string | undefined>;
  const header = request.headers['last-event-id'];
  const lastEventId = typeof header === 'string' ? header : undefined;
  const rooms = (query.rooms ?? '').split(',').filter(Boolean);
  const cursor = lastEventId ?? query.lastEventId;
  if (
    rooms.length > MAX_ROOMS ||
    rooms.some((room) => !/^\d{1,18}$/.test(room)) ||
    (cursor !== undefined && !/^\d{1,18}$/.test(cursor)) ||
    (query.markets !== undefined && !/^[01]$/.test(query.markets))
  ) {
    throw new ApiError(Code.invalid, 'invalid');
  }
  const scopes = new Set(rooms.map(String));
  if (query.markets === '1') scopes.add('markets');
  return { scopes, cursor: cursor === undefined ? undefined : Number(cursor) };
}

/** Whose stream it is, what it follows and carries, and how its session is looked at again. */
export interface StreamOf {
  /** null: an operator's stream, which carries every member's events of `topics` */
  memberId: number | null;
  /** whose streams it counts among (MAX_STREAMS): 'm<member id>', 'o<operator id>' */
  holder: string;
  /** its session's token: the stream ends when the bus says it was revoked */
  tokenHash: string;
  topics: readonly KeptTopic[];
  scopes: Set<string>;
  cursor: number | undefined;
  /** whether a kept event is this stream's to carry */
  hears(event: KeptEvent): boolean;
  /** how a kept event is written: one function for every stream of its kind */
  frameOf: KeptFrame;
  /**
   * When the session ends if nothing else happens (its expiry, its idle timeout), read without counting as a
   * request, so an open stream never keeps its session alive; undefined: ended.
   */
  sessionEnds(now: Date): Promise<Date | undefined>;
}
export type ServeStream = (request: FastifyRequest, reply: FastifyReply, of: StreamOf) => Promise<void>;
