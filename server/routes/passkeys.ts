import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { members } from '../db/schema';
import { forbidden, invalidField, notFound, rule } from '../errors';
import { verifyTradePassword } from '../services/trade-password';
import { checkLoginPassword } from '../services/member-auth';
import { toUserInfo } from '../services/members';
import {
  approvalHash,
  assertionOptions,
  ownPasskeys,
  passkeyItem,
  registerPasskey,
  registrationOptions,
  relyingParty,
  removePasskey,
  renamePasskey,
  verifyAssertion,
} from '../services/passkeys';
import { issueToken } from '../services/sessions';
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

  memberCall(app, 'passkeyRegister', async ({ memberId, body, now, request }) => {
    const input = { owner: { memberId }, response: body.response, name: body.name };
    return passkeyItem(await registerPasskey(db, party(request), input, now));
  });

  memberCall(app, 'passkeys', async ({ memberId }) => ({
    list: (await ownPasskeys(db, { memberId })).map(passkeyItem),
  }));

  memberCall(app, 'renamePasskey', async ({ memberId, body }) => {
    const row = await renamePasskey(db, { memberId }, body.id, body.name);
    if (!row) throw notFound();
    return passkeyItem(row);
  });

  memberCall(app, 'removePasskey', async ({ memberId, body }) => {
    if (!(await removePasskey(db, { memberId }, body.id))) throw notFound();
    return {};
  });

  openCall(app, 'passkeyLoginOptions', async ({ now, request }) => ({
    ...(await assertionOptions(db, party(request), { purpose: 'login' }, now)),
  }));

  openCall(app, 'passkeyLogin', async ({ body, now, request }) => {
    const response = body.response as AuthenticationResponseJSON;
    const checked = await verifyAssertion(db, party(request), { response, purpose: 'login', kind: 'member' }, now);
    if (!checked.ok) throw forbidden(checked.reason);
    const [member] = await db.select().from(members).where(eq(members.id, checked.passkey.memberId!));
    const token = await issueToken(db, member!.id, now, app.settings.tokenTtlSeconds);
    return { token, userInfo: toUserInfo(member!) };
  });

  memberCall(app, 'passkeyApprovalOptions', async ({ memberId, body, now, request }) => {
    if (!(await ownPasskeys(db, { memberId })).length) throw rule('passkeyUnknown');
    const bound = { purpose: 'approve' as const, owner: { memberId }, requestHash: approvalHash(memberId, body) };
    return { ...(await assertionOptions(db, party(request), bound, now)) };
  });
}
