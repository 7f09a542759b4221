import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { memberApi, type MemberApi } from '../../contract/member-api';
import { fieldErrors, type Language } from '../../contract/messages';
import type { Tx } from '../db/client';
import { ApiError } from '../errors';
import { message, pickLanguage } from '../messages';
import { checkKeyHeader, isInProgress, runIdempotent } from '../services/platform/idempotency';
import { requireMember } from '../services/auth/member-auth';
import type { SessionMember } from '../services/auth/session-cache';
import type { MoneyOutcome } from '../services/platform/metrics';
import { Code } from '../../contract/envelope';
import { callRoute, parsedBody } from './contract-route';

type CallName = keyof MemberApi;
type CallBody<N extends CallName> = z.output<MemberApi[N]['body']>;
type CallData<N extends CallName> = z.output<MemberApi[N]['data']>;

/** A member call's route options, from its registry entry (contract/member-api.ts); `body` widens what it accepts. */
const routeOf = (name: CallName, body: z.ZodMiniType = memberApi[name].body) => {
  const spec = memberApi[name];
  return callRoute({
    body,
    data: spec.data,
    tags: [spec.group],
    ...(spec.auth ? { security: 'memberToken' as const } : {}),
    idempotent: spec.idem,
  });
};
const bodyOf = <B>(request: FastifyRequest, lang: Language) => parsedBody<B>(request, lang, fieldErrors);

export interface CallContext<N extends CallName, B = CallBody<N>> {
  body: B;
  lang: Language;
  now: Date;
  request: FastifyRequest;
}
export interface MemberContext<N extends CallName, B = CallBody<N>> extends CallContext<N, B> {
  memberId: number;
  /**
   * the member's row but its money, as read with the token, or as the instance's session cache holds it (changes
   * reach it over the bus: services/auth/session-cache.ts); money calls read the money under the row lock
   */
  member: SessionMember;
  token: string;
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
  app.post(`/api/${name}`, routeOf(name), async (request) => {
    const lang = pickLanguage(request.headers['accept-language']);
    const body = bodyOf<CallBody<N>>(request, lang);
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
  app.post(`/api/${name}`, routeOf(name), async (request) => {
    const lang = pickLanguage(request.headers['accept-language']);
    const now = new Date(app.settings.now());
    const { memberId, member, token } = await requireMember(app, request, now);
    const body = bodyOf<CallBody<N>>(request, lang);
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
  body?: z.ZodMiniType<B>,
) {
  const count = (outcome: MoneyOutcome) => app.metrics.moneyCalls.inc({ call: name, outcome });
  // the idempotency record hashes the body as it was sent, not as parsed
  const sent = new WeakMap<FastifyRequest, unknown>();
  const route = routeOf(name, body);
  const preValidation = async (request: FastifyRequest) => void sent.set(request, request.body);
  app.post(`/api/${name}`, { ...route, preValidation }, async (request) => {
    const lang = pickLanguage(request.headers['accept-language']);
    const now = new Date(app.settings.now());
    try {
      const { memberId, member, token } = await requireMember(app, request, now);
      const key = checkKeyHeader(request.headers['idempotency-key']);
      const ctx = { body: bodyOf<B>(request, lang), lang, now, request, memberId, member, token };
      const raw = sent.get(request);
      const target = {
        memberId,
        key,
        call: name,
        body: withoutApprovals(raw),
        checkFirst: carriesSecret(raw),
        now,
        secret: app.idempotencySecret,
        answered: count,
      };
      const data = await runIdempotent(app.db, target, (tx) => handler(ctx, tx), before && (() => before(ctx)));
      return envelope(lang, data);
    } catch (error) {
      count(isInProgress(error) ? 'in_progress' : error instanceof ApiError ? 'refused' : 'error');
      throw error;
    }
  });
}
