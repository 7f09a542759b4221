import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mayUse, type Area } from '../../../contract/admin';
import { consoleFieldErrors } from '../../../contract/admin-messages';
import {
  adminPath,
  consoleCalls,
  type ConsoleBody,
  type ConsoleCallName,
  type ConsoleData,
} from '../../../contract/console/calls';
import { Code } from '../../../contract/envelope';
import type { Language } from '../../../contract/messages';
import { ApiError, forbidden } from '../../errors';
import { message, pickLanguage } from '../../messages';
import type { Actor } from '../../services/operators/audit';
import { operatorOfToken, type OperatorRow } from '../../services/operators/operators';
import { callRoute, parsedBody } from '../contract-route';

/** The console's calls: `POST /admin/api/<name>`, the member API's envelope, the operator's token as a Bearer. */
export { adminPath };

export interface AdminContext<B> {
  body: B;
  lang: Language;
  now: Date;
  request: FastifyRequest;
}
export interface OperatorContext<B> extends AdminContext<B> {
  operator: OperatorRow;
  /** the role requires a passkey the operator has not enrolled yet */
  passkeyNeeded: boolean;
  /** when this session's sign-in was (its password and second factor) */
  signedInAt: Date;
  actor: Actor;
  token: string;
}

/** A console call's route options, from its registry entry (contract/console/calls.ts); tagged by its area. */
export function consoleRoute(name: ConsoleCallName) {
  const { area, body, data, csv } = consoleCalls[name];
  const tag = area === 'open' || area === null ? 'session' : area === 'byBody' ? 'export' : area;
  const security = area === 'open' ? {} : { security: 'operatorToken' as const };
  return callRoute({ body, data, tags: [tag], csv, ...security });
}

const envelope = (lang: Language, data: unknown) => ({ code: Code.ok, msg: message('ok', lang), data });

export const bearer = (request: FastifyRequest) => /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];

export const actorOf = (operator: OperatorRow, request: FastifyRequest): Actor => ({
  operatorId: operator.id,
  account: operator.account,
  address: request.ip,
});

/**
 * An answer as a handler gives it: JSON writes a Date as its ISO text, and a text column holds what the schema
 * names one of a few values (checked against the schema in tests: server/routes/contract-route.ts).
 */
type Sent<T> = T extends string
  ? string | Date
  : T extends readonly (infer I)[]
    ? Sent<I>[]
    : T extends object
      ? { [K in keyof T]: Sent<T[K]> }
      : T;
type Answer<N extends ConsoleCallName> = Sent<ConsoleData<N>>;

/** A console call before sign-in. */
export function openAdminCall<N extends ConsoleCallName>(
  app: FastifyInstance,
  name: N,
  handler: (ctx: AdminContext<ConsoleBody<N>>) => Promise<Answer<N>>,
) {
  app.post(adminPath(name), consoleRoute(name), async (request) => {
    const lang = pickLanguage(request.headers['accept-language']);
    const body = parsedBody<ConsoleBody<N>>(request, lang, consoleFieldErrors);
    return envelope(lang, await handler({ body, lang, now: new Date(app.settings.now()), request }));
  });
}

/**
 * What an operator whose role requires a passkey may call before they enrolled one: whoever they are, and
 * the enrolment itself. Signing in with the code still works, so no policy locks an operator out.
 */
const BEFORE_PASSKEY = new Set(['me', 'signOut', 'passkeyOptions', 'addPasskey']);

/** A console call for a signed-in operator whose role may use the call's area (contract/console/calls.ts). */
export function operatorCall<N extends ConsoleCallName>(
  app: FastifyInstance,
  name: N,
  handler: (ctx: OperatorContext<ConsoleBody<N>>) => Promise<Answer<N>> | Answer<N>,
) {
  const area = consoleCalls[name].area;
  if (area === 'open' || area === 'byBody') throw new Error(`${name} is not an operator's call by area`);
  app.post(adminPath(name), consoleRoute(name), async (request) => {
    const ctx = await operatorContext<ConsoleBody<N>>(app, request, name, area);
    return envelope(ctx.lang, await handler(ctx));
  });
}

/**
 * The signed-in operator of a console request whose role may use `area`, and its body as the route parsed it;
 * refused otherwise.
 */
export async function operatorContext<B>(
  app: FastifyInstance,
  request: FastifyRequest,
  name: ConsoleCallName,
  area: Area | null | ((body: B) => Area),
): Promise<OperatorContext<B>> {
  const lang = pickLanguage(request.headers['accept-language']);
  const now = new Date(app.settings.now());
  const token = bearer(request);
  const signedIn = await operatorOfToken(app.db, token, now);
  if (!signedIn || !token) throw new ApiError(Code.tokenInvalid, 'operatorToken');
  const { operator, passkeyNeeded, signedInAt } = signedIn;
  if (passkeyNeeded && !BEFORE_PASSKEY.has(name)) throw forbidden('passkeyFirst');
  if (area && typeof area !== 'function' && !mayUse(operator.role, area)) throw forbidden('roleRefused');
  const body = parsedBody<B>(request, lang, consoleFieldErrors);
  // an area that depends on what is asked (an export's kind) is checked once the body is read
  if (typeof area === 'function' && !mayUse(operator.role, area(body))) throw forbidden('roleRefused');
  const actor = actorOf(operator, request);
  return { body, lang, now, request, operator, passkeyNeeded, signedInAt, actor, token };
}
