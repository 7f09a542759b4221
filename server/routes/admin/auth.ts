import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { operators } from '../../db/schema';
import { forbidden } from '../../errors';
import { limitAttempts } from '../../services/auth/attempt-limit';
import { audit } from '../../services/operators/audit';
import { loginLimits } from '../../services/auth/login-limit';
import { rehashed, verifyPassword } from '../../services/auth/passwords';
import { secondFactor, signOutOperator } from '../../services/operators/operators';
import { openAdminCall, operatorCall } from './operator-call';
import { passkeyItem, registerPasskey, registrationOptions, relyingParty } from '../../services/auth/passkeys';

/** How long after signing in an operator may add a passkey. */
export const PASSKEY_ENROL_WINDOW_MS = 10 * 60_000;

/** Why a console sign-in failed, as the audit log records it. */
const FAILURE_REASONS = {
  badLogin: 'password',
  badCode: 'code',
  passkeyRequired: 'passkeyRequired',
  operatorDisabled: 'disabled',
} as const;

export default async function adminAuthRoutes(app: FastifyInstance) {
  const s = app.settings;

  // Failed passwords and failed codes count alike, with the members' limits (an operator's account and address),
  // each answer decided under the limit's lock (services/auth/attempt-limit.ts).
  openAdminCall(app, 'signIn', async ({ body, now, request }) => {
    const checked = await limitAttempts(
      app.db,
      loginLimits(
        s,
        'operator-login',
        { account: body.account, ip: request.ip, now },
        app.metrics.loginAttempts.operator,
      ),
      async () => {
        const [operator] = await app.db.select().from(operators).where(eq(operators.account, body.account));
        if (!(await verifyPassword(body.password, operator?.passwordHash)) || !operator) return 'badLogin' as const;
        if (operator.disabledAt) return 'operatorDisabled' as const;
        const party = relyingParty(s, request);
        const next = await secondFactor(app.db, operator, body, { now, address: request.ip, party });
        return typeof next === 'string' ? next : { operator, next };
      },
      // a disabled operator's right password is no failed guess; a code where the role requires the passkey is
      (result) => result !== 'badLogin' && result !== 'badCode' && result !== 'passkeyRequired',
    );
    if (typeof checked === 'string') {
      // in a transaction of its own: the sign-in fails, and its refusal must not take the row with it
      const reason = FAILURE_REASONS[checked];
      await app.db.transaction((tx) =>
        audit(
          tx,
          { operatorId: null, account: body.account, address: request.ip },
          { action: 'signIn.failed', target: body.account, after: { reason } },
          now,
        ),
      );
      throw forbidden(checked);
    }
    const { operator, next } = checked;
    const upgraded = await rehashed(body.password, operator.passwordHash);
    if (upgraded) {
      await app.db
        .update(operators)
        .set({ passwordHash: upgraded })
        .where(and(eq(operators.id, operator.id), eq(operators.passwordHash, operator.passwordHash)));
    }
    return next;
  });

  operatorCall(app, 'signOut', async ({ token, now, actor }) => {
    await signOutOperator(app.db, token, actor, now);
    return {};
  });

  // A signed-in operator enrols a passkey to use in place of the authenticator's code, within minutes of signing
  // in with both factors: a console token alone (copied from a browser left open) must not add a factor of its own.
  const freshSignIn = ({ signedInAt, now }: { signedInAt: Date; now: Date }) => {
    if (now.getTime() - signedInAt.getTime() > PASSKEY_ENROL_WINDOW_MS) throw forbidden('signInAgain');
  };
  operatorCall(app, 'passkeyOptions', async ({ operator, now, request, signedInAt }) => {
    freshSignIn({ signedInAt, now });
    const user = { owner: { operatorId: operator.id }, name: operator.account, displayName: operator.account };
    return { ...(await registrationOptions(app.db, relyingParty(s, request), user, now)) };
  });
  operatorCall(app, 'addPasskey', async ({ operator, actor, body, now, request, signedInAt }) => {
    freshSignIn({ signedInAt, now });
    const input = { owner: { operatorId: operator.id }, response: body.response, name: body.name };
    const row = await registerPasskey(app.db, relyingParty(s, request), input, now);
    await app.db.transaction((tx) => audit(tx, actor, { action: 'passkey.add', after: { name: row.name } }, now));
    return passkeyItem(row);
  });

  operatorCall(app, 'me', async ({ operator, passkeyNeeded }) => ({
    account: operator.account,
    role: operator.role,
    passkeyNeeded,
  }));
}
