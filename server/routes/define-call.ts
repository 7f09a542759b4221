import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { calls, type Calls } from '../../contract/calls';
import { passkeyCalls, type PasskeyCalls } from '../../contract/passkeys';
import { pushCalls, type PushCalls } from '../../contract/push';
import { Code } from '../../contract/envelope';
import { fieldErrors, type Language } from '../../contract/messages';
import type { Tx } from '../db/client';
import type { members } from '../db/schema';
import { ApiError } from '../errors';
import { message, pickLanguage } from '../messages';
import { checkKeyHeader, isInProgress, runIdempotent } from '../services/idempotency';
import { requireMember } from '../services/member-auth';
import { lockMember } from '../services/ledger';
import type { MoneyOutcome } from '../services/metrics';

/** Every call the server answers: the app's map, the passkey and push calls (loaded by the app only where used). */
type ServerCalls = Calls & PasskeyCalls & PushCalls;
const serverCalls: ServerCalls = { ...calls, ...passkeyCalls, ...pushCalls };
type CallName = keyof ServerCalls;
type CallBody<N extends CallName> = z.output<ServerCalls[N]['body']>;
type CallData<N extends CallName> = z.output<ServerCalls[N]['data']>;
const bodyOf = <N extends CallName>(name: N) => serverCalls[name].body as unknown as z.ZodMiniType<CallBody<N>>;

export interface CallContext<N extends CallName, B = CallBody<N>> {
  body: B;
  lang: Language;
  now: Date;
  request: FastifyRequest;
}
export interface MemberContext<N extends CallName, B = CallBody<N>> extends CallContext<N, B> {
  memberId: number;
  /**
   * the member's row as read with the token, or as the instance's session cache holds it (changes reach it over
   * the bus: services/session-cache.ts); money calls re-read it under a lock
   */
  member: typeof members.$inferSelect;
  token: string;
}

function parseBody<B>(schema: z.ZodMiniType<B>, raw: unknown, lang: Language): B {
  const parsed = schema.safeParse(raw ?? {});
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error.issues, lang);
    throw new ApiError(Code.invalid, 'invalid', { fields }, Object.values(fields)[0]);
  }
  return parsed.data;
}

function envelope(lang: Language, data: unknown) {
  return { code: Code.ok, msg: message('ok', lang), data };
}

/** A call without a token. */
export function openCall<N extends CallName>(
  app: FastifyInstance,
  name: N,
  handler: (ctx: CallContext<N>) => Promise<CallData<N>>,
) {
  app.post(`/api/${name}`, async (request) => {
    const lang = pickLanguage(request.headers['accept-language']);
    const body = parseBody(bodyOf(name), request.body, lang);
    return envelope(lang, await handler({ body, lang, now: new Date(app.settings.now()), request }));
  });
}

/** A call that needs the member's token. */
export function memberCall<N extends CallName>(
  app: FastifyInstance,
  name: N,
  handler: (ctx: MemberContext<N>) => Promise<CallData<N>>,
  options: { changesMember?: boolean } = {},
) {
  app.post(`/api/${name}`, async (request) => {
    const lang = pickLanguage(request.headers['accept-language']);
    const now = new Date(app.settings.now());
    const { memberId, member, token } = await requireMember(app, request, now);
    const body = parseBody(bodyOf(name), request.body, lang);
    const data = await handler({ body, lang, now, request, memberId, member, token });
    // a call that writes the member's row: its next call here reads it again at once (the bus tells the others)
    if (options.changesMember) app.sessionCache.forgetMember(memberId);
    return envelope(lang, data);
  });
}

/**
 * What approves a money move, kept out of its idempotency record's hash: compared there, a guessed trade password
 * was answered by a same-key retry (the stored answer, or 409 for another body) without being counted.
 */
const APPROVALS = new Set(['tradePassword', 'passkey']);
const withoutApprovals = (body: unknown) =>
  body && typeof body === 'object' && !Array.isArray(body)
    ? Object.fromEntries(Object.entries(body).filter(([field]) => !APPROVALS.has(field)))
    : (body ?? {});
/** A trade password is a secret one guesses: it is checked (and counted) before a retry is compared or replayed. */
const carriesSecret = (body: unknown) => Boolean(body && typeof body === 'object' && 'tradePassword' in body);

/**
 * A call that moves money: token, Idempotency-Key, and the handler's work in one transaction with the key.
 * `body` widens what the call accepts (a passkey's approval in place of the trade password).
 */
export function moneyCall<N extends CallName, B = CallBody<N>>(
  app: FastifyInstance,
  name: N,
  handler: (ctx: MemberContext<N, B>, tx: Tx) => Promise<CallData<N>>,
  before?: (ctx: MemberContext<N, B>) => Promise<void>,
  body: z.ZodMiniType<B> = serverCalls[name].body as unknown as z.ZodMiniType<B>,
) {
  const count = (outcome: MoneyOutcome) => app.metrics.moneyCalls.inc({ call: name, outcome });
  app.post(`/api/${name}`, async (request) => {
    const lang = pickLanguage(request.headers['accept-language']);
    const now = new Date(app.settings.now());
    try {
      const { memberId, member, token } = await requireMember(app, request, now);
      const key = checkKeyHeader(request.headers['idempotency-key']);
      const ctx = { body: parseBody(body, request.body, lang), lang, now, request, memberId, member, token };
      const target = {
        memberId,
        key,
        call: name,
        body: withoutApprovals(request.body),
        checkFirst: carriesSecret(request.body),
        now,
        secret: app.idempotencySecret,
        answered: count,
      };
      const data = await runIdempotent(
        app.db,
        target,
        async (tx) => {
          await lockMember(tx, memberId);
          return handler(ctx, tx);
        },
        before && (() => before(ctx)),
      );
      // the member's next read here sees the move at once; the other instances hear it on the bus
      app.sessionCache.forgetMember(memberId);
      return envelope(lang, data);
    } catch (error) {
      count(isInProgress(error) ? 'in_progress' : error instanceof ApiError ? 'refused' : 'error');
      throw error;
    }
  });
}
