import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Code } from '../../contract/envelope';
import { ApiError } from '../errors';
import { memberOfToken } from './sessions';

/** The token's member (its row as read at authentication), or code 8888 for a missing, unknown, expired or revoked token. */
export async function requireMember(app: FastifyInstance, request: FastifyRequest, now: Date) {
  const header = request.headers.token;
  const token = typeof header === 'string' ? header : undefined;
  const member = await memberOfToken(app.db, token, now, app.settings.sessionIdleSeconds, app.sessionCache);
  if (!member || token === undefined) throw new ApiError(Code.tokenInvalid, 'token');
  return { memberId: member.id, member, token };
}
