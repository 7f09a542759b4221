import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { signInBody } from '../../../contract/admin';
import { Code, emptySchema } from '../../../contract/envelope';
import { operators } from '../../db/schema';
import { ApiError, forbidden } from '../../errors';
import { audit } from '../../services/audit';
import { verifyPassword } from '../../services/passwords';
import { recordEvent, retryAfter } from '../../services/rate-limits';
import { issueOperatorToken, revokeOperatorToken, secondFactor } from '../../services/operators';
import { actorOf, openAdminCall, operatorCall } from './operator-call';

/** A console session lasts a working shift. */
const OPERATOR_TOKEN_TTL_SECONDS = 8 * 3600;

export default async function adminAuthRoutes(app: FastifyInstance) {
  const s = app.settings;

  // Failed passwords and failed codes count alike, with the members' limits (an operator's account and address).
  openAdminCall(app, 'signIn', signInBody, async ({ body, now, request }) => {
    const accountKey = `operator-login:account:${body.account.toLowerCase()}`;
    const ipKey = `operator-login:ip:${request.ip}`;
    const wait =
      (await retryAfter(app.db, accountKey, s.loginFailuresPerAccount, s.loginWindowSeconds, now)) ??
      (await retryAfter(app.db, ipKey, s.loginFailuresPerIp, s.loginWindowSeconds, now));
    if (wait) throw new ApiError(Code.tooMany, 'tooMany', { retryAfter: wait });
    const [operator] = await app.db.select().from(operators).where(eq(operators.account, body.account));
    if (!(await verifyPassword(body.password, operator?.passwordHash)) || !operator) {
      await recordEvent(app.db, [accountKey, ipKey], now);
      throw forbidden('badLogin');
    }
    const factor = await secondFactor(app.db, operator, body.code, now);
    if (factor === undefined) {
      await recordEvent(app.db, [accountKey, ipKey], now);
      throw forbidden('badCode');
    }
    if (factor !== 'accepted') return factor;
    const token = await issueOperatorToken(app.db, operator.id, now, OPERATOR_TOKEN_TTL_SECONDS);
    // the first valid code after an enrolment offer confirms the new secret: that sign-in is the enrolment
    await audit(
      app.db,
      actorOf(operator, request),
      { action: operator.totpSecret === null ? 'totp.enrol' : 'signIn' },
      now,
    );
    return { step: 'done', token, account: operator.account, role: operator.role };
  });

  operatorCall(app, 'signOut', null, emptySchema, async ({ token, now, actor }) => {
    await revokeOperatorToken(app.db, token, now);
    await audit(app.db, actor, { action: 'signOut' }, now);
    return {};
  });

  operatorCall(app, 'me', null, emptySchema, async ({ operator }) => ({
    account: operator.account,
    role: operator.role,
  }));
}
