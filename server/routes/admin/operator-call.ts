import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { mayUse, type Area } from '../../../contract/admin';
import { consoleFieldErrors } from '../../../contract/admin-messages';
import { Code } from '../../../contract/envelope';
import type { Language } from '../../../contract/messages';
import { ApiError, forbidden } from '../../errors';
import { message, pickLanguage } from '../../messages';
import type { Actor } from '../../services/audit';
import { operatorOfToken, type OperatorRow } from '../../services/operators';

/** The console's calls: `POST /admin/api/<name>`, the member API's envelope, the operator's token as a Bearer. */
export const adminPath = (name: string) => `/admin/api/${name}`;

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

function parse<S extends z.ZodMiniType>(schema: S, raw: unknown, lang: Language): z.output<S> {
  const parsed = schema.safeParse(raw ?? {});
  if (!parsed.success) {
    const fields = consoleFieldErrors(parsed.error.issues, lang);
    throw new ApiError(Code.invalid, 'invalid', { fields }, Object.values(fields)[0]);
  }
  return parsed.data as z.output<S>;
}

const envelope = (lang: Language, data: unknown) => ({ code: Code.ok, msg: message('ok', lang), data });

export const bearer = (request: FastifyRequest) => /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];

export const actorOf = (operator: OperatorRow, request: FastifyRequest): Actor => ({
  operatorId: operator.id,
  account: operator.account,
  address: request.ip,
});

/** A console call before sign-in. */
export function openAdminCall<S extends z.ZodMiniType>(
  app: FastifyInstance,
  name: string,
  schema: S,
  handler: (ctx: AdminContext<z.output<S>>) => Promise<unknown>,
) {
  app.post(adminPath(name), async (request) => {
    const lang = pickLanguage(request.headers['accept-language']);
    const body = parse(schema, request.body, lang);
    return envelope(lang, await handler({ body, lang, now: new Date(app.settings.now()), request }));
  });
}

/**
 * What an operator whose role requires a passkey may call before they enrolled one: whoever they are, and
 * the enrolment itself. Signing in with the code still works, so no policy locks an operator out.
 */
const BEFORE_PASSKEY = new Set(['me', 'signOut', 'passkeyOptions', 'addPasskey']);

/** A console call for a signed-in operator whose role may use `area` (every operator when it is null). */
export function operatorCall<S extends z.ZodMiniType>(
  app: FastifyInstance,
  name: string,
  area: Area | null,
  schema: S,
  handler: (ctx: OperatorContext<z.output<S>>) => Promise<unknown>,
) {
  app.post(adminPath(name), async (request) => {
    const ctx = await operatorContext(app, request, name, area, schema);
    return envelope(ctx.lang, await handler(ctx));
  });
}

/** The signed-in operator of a console request whose role may use `area`, and its body parsed; refused otherwise. */
export async function operatorContext<S extends z.ZodMiniType>(
  app: FastifyInstance,
  request: FastifyRequest,
  name: string,
  area: Area | null | ((body: z.output<S>) => Area),
  schema: S,
): Promise<OperatorContext<z.output<S>>> {
  const lang = pickLanguage(request.headers['accept-language']);
  const now = new Date(app.settings.now());
  const token = bearer(request);
  const signedIn = await operatorOfToken(app.db, token, now);
  if (!signedIn || !token) throw new ApiError(Code.tokenInvalid, 'operatorToken');
  const { operator, passkeyNeeded, signedInAt } = signedIn;
  if (passkeyNeeded && !BEFORE_PASSKEY.has(name)) throw forbidden('passkeyFirst');
  if (area && typeof area !== 'function' && !mayUse(operator.role, area)) throw forbidden('roleRefused');
  const body = parse(schema, request.body, lang);
  // an area that depends on what is asked (an export's kind) is checked once the body is read
  if (typeof area === 'function' && !mayUse(operator.role, area(body))) throw forbidden('roleRefused');
  const actor = actorOf(operator, request);
  return { body, lang, now, request, operator, passkeyNeeded, signedInAt, actor, token };
}
