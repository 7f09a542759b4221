import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Code } from '../../contract/envelope';
import { members } from '../db/schema';
import { ApiError, forbidden, isUniqueViolation } from '../errors';
import { hashPassword, verifyPassword } from '../services/passwords';
import { recordEvent, retryAfter } from '../services/rate-limits';
import { verifyTradePassword } from '../services/trade-password';
import { createMember, toUserInfo } from '../services/members';
import { issueToken, revokeOtherTokens, revokeToken } from '../services/sessions';
import { memberCall, openCall } from './define-call';

const tooMany = (seconds: number) => new ApiError(Code.tooMany, 'tooMany', { retryAfter: seconds });

export default async function authRoutes(app: FastifyInstance) {
  const s = app.settings;

  openCall(app, 'register', async ({ body, now, request }) => {
    const ipKey = `register:ip:${request.ip}`;
    const wait = await retryAfter(app.db, ipKey, s.registersPerIp, s.registerWindowSeconds, now);
    if (wait) throw tooMany(wait);
    await recordEvent(app.db, [ipKey], now);
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
    const accountKey = `login:account:${body.account.toLowerCase()}`;
    const ipKey = `login:ip:${request.ip}`;
    const wait =
      (await retryAfter(app.db, accountKey, s.loginFailuresPerAccount, s.loginWindowSeconds, now)) ??
      (await retryAfter(app.db, ipKey, s.loginFailuresPerIp, s.loginWindowSeconds, now));
    if (wait) throw tooMany(wait);
    const [member] = await app.db.select().from(members).where(eq(members.account, body.account));
    if (!(await verifyPassword(body.password, member?.passwordHash)) || !member) {
      await recordEvent(app.db, [accountKey, ipKey], now);
      throw forbidden('badLogin');
    }
    const token = await issueToken(app.db, member.id, now, s.tokenTtlSeconds);
    return { token, userInfo: toUserInfo(member) };
  });

  memberCall(app, 'logout', async ({ token, now }) => {
    await revokeToken(app.db, token, now);
    return {};
  });

  memberCall(app, 'userInfo', async ({ member }) => toUserInfo(member));

  memberCall(app, 'balance', async ({ member }) => {
    const { balance, frozen, termBalance } = toUserInfo(member);
    return { balance, frozen, termBalance };
  });

  memberCall(app, 'updateUserInfo', async ({ memberId, body }) => {
    const [row] = await app.db.update(members).set(body).where(eq(members.id, memberId)).returning();
    if (!row) throw new ApiError(Code.notFound, 'notFound');
    return toUserInfo(row);
  });

  memberCall(app, 'updatePassword', async ({ memberId, member, body, token, now }) => {
    if (!(await verifyPassword(body.oldPassword, member.passwordHash))) throw forbidden('wrongPassword');
    await app.db
      .update(members)
      .set({ passwordHash: await hashPassword(body.newPassword) })
      .where(eq(members.id, memberId));
    await revokeOtherTokens(app.db, memberId, token, now);
    return {};
  });

  memberCall(app, 'addTradePassword', async ({ memberId, member, body }) => {
    if (member.tradePasswordHash) throw new ApiError(Code.conflict, 'tradePasswordSet');
    if (!(await verifyPassword(body.password, member.passwordHash))) throw forbidden('wrongPassword');
    const tradePasswordHash = await hashPassword(body.tradePassword);
    // only while none is set: of two parallel requests, one wins and the other gets 409
    const set = await app.db
      .update(members)
      .set({ tradePasswordHash })
      .where(and(eq(members.id, memberId), isNull(members.tradePasswordHash)))
      .returning({ id: members.id });
    if (!set.length) throw new ApiError(Code.conflict, 'tradePasswordSet');
    return {};
  });

  memberCall(app, 'updateTradePassword', async ({ memberId, member, body, now, lang }) => {
    if (!member.tradePasswordHash) throw new ApiError(Code.rule, 'tradePasswordNotSet');
    const target = { memberId, password: body.oldTradePassword, hash: member.tradePasswordHash };
    await verifyTradePassword(app.db, target, { now, lang, settings: s });
    const tradePasswordHash = await hashPassword(body.newTradePassword);
    await app.db.update(members).set({ tradePasswordHash }).where(eq(members.id, memberId));
    return {};
  });
}
