import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { members } from '../db/schema';
import { forbidden, invalidField, notFound, rule } from '../errors';
import { verifyTradePassword } from '../services/auth/trade-password';
import { checkLoginPassword } from '../services/auth/member-auth';
import { toUserInfo } from '../services/members/members';
import {
  approvalHash,
  assertionOptions,
  ownPasskeys,
  passkeyItem,
  payAccountHash,
  registerPasskey,
  registrationOptions,
  relyingParty,
  removePasskey,
  renamePasskey,
} from '../services/auth/passkeys';
import { loginChallenges, loginOptions, verifyLogin } from '../services/auth/passkey-login';
import { issueToken } from '../services/auth/sessions';
import { memberActor, securityEvent } from '../services/members/security-events';
import { memberCall, openCall } from './define-call';

/** Members' passkeys: add (after the login password), list, rename, remove; sign in; approve a money move. */
export default async function passkeyRoutes(app: FastifyInstance) {
  const db = app.db;
  const party = (request: Parameters<typeof relyingParty>[1]) => relyingParty(app.settings, request);

  memberCall(app, 'passkeyRegisterOptions', async ({ member, body, now, lang, request }) => {
    await checkLoginPassword(app, member, body.password, { ip: request.ip, now });
    // the passkey will approve withdrawals in the trade password's place: only who knows that may add one
    if (member.tradePasswordHash) {
      if (body.tradePassword === undefined) throw invalidField('tradePassword', 'v.tradePassword', lang);
      const target = { memberId: member.id, password: body.tradePassword, hash: member.tradePasswordHash };
      await verifyTradePassword(db, target, { now, lang, settings: app.settings, keys: app.tradePasswordKeys });
    }
    const user = { owner: { memberId: member.id }, name: member.account, displayName: member.nickname };
    return { ...(await registrationOptions(db, party(request), user, now)) };
  });

  // each told to the member's other devices and audited, in the change's transaction (services/members/security-events.ts)
  memberCall(app, 'passkeyRegister', async ({ memberId, member, body, now, request, token }) => {
    const input = { owner: { memberId }, response: body.response, name: body.name };
    const actor = memberActor(member.account, request.ip);
    return db.transaction(async (tx) => {
      const row = await registerPasskey(tx, party(request), input, now);
      await securityEvent(tx, memberId, { kind: 'passkeyAdded', actor, token, detail: { name: row.name } }, now);
      return passkeyItem(row);
    });
  });

  memberCall(app, 'passkeys', async ({ memberId }) => ({
    list: (await ownPasskeys(db, { memberId })).map(passkeyItem),
  }));

  memberCall(app, 'renamePasskey', async ({ memberId, body }) => {
    const row = await renamePasskey(db, { memberId }, body.id, body.name);
    if (!row) throw notFound();
    return passkeyItem(row);
  });

  memberCall(app, 'removePasskey', async ({ memberId, member, body, now, request, token }) => {
    const actor = memberActor(member.account, request.ip);
    await db.transaction(async (tx) => {
      const name = await removePasskey(tx, { memberId }, body.id);
      if (name === undefined) throw notFound();
      await securityEvent(tx, memberId, { kind: 'passkeyRemoved', actor, token, detail: { name } }, now);
    });
    return {};
  });

  // signed, not stored: anybody may ask (services/auth/passkey-login.ts)
  const challenges = loginChallenges(app.idempotencySecret);
  openCall(app, 'passkeyLoginOptions', async ({ now, request }) => ({
    ...(await loginOptions(party(request), challenges, now)),
  }));

  openCall(app, 'passkeyLogin', async ({ body, now, request }) => {
    const response = body.response as AuthenticationResponseJSON;
    const checked = await verifyLogin(db, party(request), challenges, response, now);
    if (!checked.ok) throw forbidden(checked.reason);
    const [member] = await db.select().from(members).where(eq(members.id, checked.passkey.memberId!));
    const token = await db.transaction(async (tx) => {
      const issued = await issueToken(tx, member!.id, now, app.settings.tokenTtlSeconds);
      const actor = memberActor(member!.account, request.ip);
      const detail = { name: checked.passkey.name };
      await securityEvent(tx, member!.id, { kind: 'passkeySignIn', actor, token: issued, detail }, now);
      return issued;
    });
    return { token, userInfo: toUserInfo(member!) };
  });

  memberCall(app, 'passkeyApprovalOptions', async ({ memberId, body, now, request }) => {
    if (!(await ownPasskeys(db, { memberId })).length) throw rule('passkeyUnknown');
    const requestHash = body.call === 'withdraw' ? approvalHash(memberId, body) : payAccountHash(memberId, body);
    const bound = { purpose: 'approve' as const, owner: { memberId }, requestHash };
    return { ...(await assertionOptions(db, party(request), bound, now)) };
  });
}
