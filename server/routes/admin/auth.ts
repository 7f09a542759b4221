import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { signInBody } from '../../../contract/admin';
import { Code, emptySchema } from '../../../contract/envelope';
import { operators } from '../../db/schema';
import { ApiError, forbidden } from '../../errors';
import { verifyPassword } from '../../services/passwords';
import { recordEvent, retryAfter } from '../../services/rate-limits';
import { secondFactor, signOutOperator } from '../../services/operators';
import { openAdminCall, operatorCall } from './operator-call';

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
    if (operator.disabledAt) throw forbidden('operatorDisabled');
    const next = await secondFactor(app.db, operator, body, now, request.ip);
    if (next === undefined) {
      await recordEvent(app.db, [accountKey, ipKey], now);
      throw forbidden('badCode');
    }
    return next;
  });

  operatorCall(app, 'signOut', null, emptySchema, async ({ token, now, actor }) => {
    await signOutOperator(app.db, token, actor, now);
    return {};
  });

  operatorCall(app, 'me', null, emptySchema, async ({ operator }) => ({
    account: operator.account,
    role: operator.role,
  }));
}
