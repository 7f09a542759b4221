import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Code } from '../../../contract/envelope';
import { ApiError, forbidden } from '../../errors';
import { limitAttempts } from './attempt-limit';
import { loginLimits } from './login-limit';
import { verifyPassword } from './passwords';
import { memberOfToken } from './sessions';

/**
 * The token's member (its row as read at authentication), or code 8888 for a missing, unknown, expired or revoked
 * token. `counts` false: the request does not keep the session alive (services/auth/sessions.ts, memberOfToken).
 */
export async function requireMember(app: FastifyInstance, request: FastifyRequest, now: Date, counts = true) {
  const header = request.headers.token;
  const token = typeof header === 'string' ? header : undefined;
  const member = await memberOfToken(app.db, token, now, app.settings.sessionIdleSeconds, app.sessionCache, counts);
  if (!member || token === undefined) throw new ApiError(Code.tokenInvalid, 'token');
  return { memberId: member.id, member, token };
}

/** The login password checked with the login's limits (shared counters, 429 once locked). */
export async function checkLoginPassword(
  app: FastifyInstance,
  member: { account: string; passwordHash: string },
  password: string,
  ctx: { ip: string; now: Date },
) {
  const right = await limitAttempts(
    app.db,
    loginLimits(app.settings, 'login', { account: member.account, ...ctx }, app.metrics.loginAttempts.login),
    () => verifyPassword(password, member.passwordHash),
    (ok) => ok,
  );
  if (!right) throw forbidden('wrongPassword');
}
