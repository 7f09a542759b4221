import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Code } from '../../contract/envelope';
import { members } from '../db/schema';
import { ApiError, forbidden, isUniqueViolation } from '../errors';
import { countAttempt, limitAttempts } from '../services/auth/attempt-limit';
import { loginLimits, tooMany } from '../services/auth/login-limit';
import { hashPassword, rehashed, verifyPassword } from '../services/auth/passwords';
import { hashTradePassword, verifyTradePassword } from '../services/auth/trade-password';
import { createMember, toUserInfo, withMoney } from '../services/members/members';
import { checkLoginPassword } from '../services/auth/member-auth';
import { clientKey } from '../services/platform/client-key';
import { resetPassword } from '../services/auth/password-resets';
import { issueToken, revokeOtherTokens, revokeToken } from '../services/auth/sessions';
import { memberCall, openCall } from './define-call';

/** the calls that write the member's row (routes/define-call.ts) */
const CHANGES_MEMBER = { changesMember: true };

export default async function authRoutes(app: FastifyInstance) {
  const s = app.settings;

  openCall(app, 'register', async ({ body, now, request }) => {
    await countAttempt(app.db, {
      limits: [{ key: `register:ip:${clientKey(request.ip)}`, limit: s.registersPerIp }],
      windowSeconds: s.registerWindowSeconds,
      now,
      locked: tooMany,
      observe: { locked: () => app.metrics.rateLimited.inc({ limit: 'register' }) },
    });
    try {
      const member = await createMember(app.db, body.account, body.password, body.inviteCode ?? '');
      const token = await issueToken(app.db, member.id, now, s.tokenTtlSeconds);
      return { token, userInfo: toUserInfo(member) };
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError(Code.conflict, 'accountTaken');
      throw error;
    }
  });

  openCall(app, 'login', async ({ body, now, request }) => {
    const member = await limitAttempts(
      app.db,
      loginLimits(s, 'login', { account: body.account, ip: request.ip, now }, app.metrics.loginAttempts.login),
      async () => {
        const [row] = await app.db.select().from(members).where(eq(members.account, body.account));
        return (await verifyPassword(body.password, row?.passwordHash)) ? row : undefined;
      },
      (row) => row !== undefined,
    );
    if (!member) throw forbidden('badLogin');
    const upgraded = await rehashed(body.password, member.passwordHash);
    if (upgraded) {
      await app.db
        .update(members)
        .set({ passwordHash: upgraded })
        .where(and(eq(members.id, member.id), eq(members.passwordHash, member.passwordHash)));
    }
    const token = await issueToken(app.db, member.id, now, s.tokenTtlSeconds);
    return { token, userInfo: toUserInfo(member) };
  });

  // a forgotten password, with the one-time code an operator issued (services/auth/password-resets.ts)
  openCall(app, 'resetPassword', async ({ body, now, request }) => {
    await resetPassword(app, { ...body, address: request.ip, now });
    return {};
  });

  memberCall(app, 'logout', async ({ token, now }) => {
    await revokeToken(app.db, token, now, app.sessionCache);
    return {};
  });

  memberCall(app, 'userInfo', async ({ member }) => toUserInfo(await withMoney(app.db, member)));

  memberCall(app, 'balance', async ({ member }) => {
    const { balance, frozen, termBalance } = toUserInfo(await withMoney(app.db, member));
    return { balance, frozen, termBalance };
  });

  memberCall(
    app,
    'updateUserInfo',
    async ({ memberId, body }) => {
      const [row] = await app.db.update(members).set(body).where(eq(members.id, memberId)).returning();
      if (!row) throw new ApiError(Code.notFound, 'notFound');
      return toUserInfo(row);
    },
    CHANGES_MEMBER,
  );

  memberCall(
    app,
    'updatePassword',
    async ({ memberId, member, body, token, now, request }) => {
      await checkLoginPassword(app, member, body.oldPassword, { ip: request.ip, now });
      await app.db
        .update(members)
        .set({ passwordHash: await hashPassword(body.newPassword) })
        .where(eq(members.id, memberId));
      await revokeOtherTokens(app.db, memberId, token, now, app.sessionCache);
      return {};
    },
    CHANGES_MEMBER,
  );

  memberCall(
    app,
    'addTradePassword',
    async ({ memberId, member, body, now, request }) => {
      if (member.tradePasswordHash) throw new ApiError(Code.conflict, 'tradePasswordSet');
      await checkLoginPassword(app, member, body.password, { ip: request.ip, now });
      const tradePasswordHash = await hashTradePassword(body.tradePassword, app.tradePasswordKeys);
      // only while none is set: of two parallel requests, one wins and the other gets 409
      const set = await app.db
        .update(members)
        .set({ tradePasswordHash })
        .where(and(eq(members.id, memberId), isNull(members.tradePasswordHash)))
        .returning({ id: members.id });
      if (!set.length) throw new ApiError(Code.conflict, 'tradePasswordSet');
      return {};
    },
    CHANGES_MEMBER,
  );

  memberCall(
    app,
    'updateTradePassword',
    async ({ memberId, member, body, now, lang }) => {
      if (!member.tradePasswordHash) throw new ApiError(Code.rule, 'tradePasswordNotSet');
      const target = { memberId, password: body.oldTradePassword, hash: member.tradePasswordHash };
      await verifyTradePassword(app.db, target, { now, lang, settings: s, keys: app.tradePasswordKeys });
      const tradePasswordHash = await hashTradePassword(body.newTradePassword, app.tradePasswordKeys);
      await app.db.update(members).set({ tradePasswordHash }).where(eq(members.id, memberId));
      return {};
    },
    CHANGES_MEMBER,
  );
}
