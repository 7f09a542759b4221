import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { signInBody } from '../../../contract/admin';
import { emptySchema } from '../../../contract/envelope';
import { operators } from '../../db/schema';
import { forbidden } from '../../errors';
import { audit } from '../../services/audit';
import { limitAttempts } from '../../services/attempt-limit';
import { loginLimits } from '../../services/login-limit';
import { rehashed, verifyPassword } from '../../services/passwords';
import { issueOperatorToken, revokeOperatorToken, secondFactor } from '../../services/operators';
import { actorOf, openAdminCall, operatorCall } from './operator-call';

/** A console session lasts a working shift. */
const OPERATOR_TOKEN_TTL_SECONDS = 8 * 3600;

export default async function adminAuthRoutes(app: FastifyInstance) {
  const s = app.settings;

  // Failed passwords and failed codes count alike, with the members' limits (an operator's account and address),
  // each attempt before its password is checked.
  openAdminCall(app, 'signIn', signInBody, async ({ body, now, request }) => {
    const checked = await limitAttempts(
      app.db,
      loginLimits(s, 'operator-login', { account: body.account, ip: request.ip, now }),
      async () => {
        const [operator] = await app.db.select().from(operators).where(eq(operators.account, body.account));
        if (!(await verifyPassword(body.password, operator?.passwordHash)) || !operator) return 'badLogin' as const;
        const factor = await secondFactor(app.db, operator, body.code, now);
        return factor === undefined ? ('badCode' as const) : { operator, factor };
      },
      (result) => typeof result === 'object',
    );
    if (typeof checked === 'string') throw forbidden(checked);
    const { operator, factor } = checked;
    const upgraded = await rehashed(body.password, operator.passwordHash);
    if (upgraded) {
      await app.db
        .update(operators)
        .set({ passwordHash: upgraded })
        .where(and(eq(operators.id, operator.id), eq(operators.passwordHash, operator.passwordHash)));
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
