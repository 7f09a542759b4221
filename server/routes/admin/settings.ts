import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

import { Code } from '../../../contract/envelope';
import { formatCents } from '../../../contract/money';
import {
  auditLog,
  bills,
  cards,
  depositChannels,
  members,
  orders,
  recharges,
  wallets,
  withdrawals,
} from '../../db/schema';
import { ApiError, notFound } from '../../errors';
import { message } from '../../messages';
import {
  changeConfig,
  CONFIG_KEYS,
  settingValues,
  SettingValueError,
  setDepositChannel,
  type ConfigKey,
} from '../../services/platform/config';
import { billItem, cardItem, rechargeItem, walletItem } from '../account';
import { withdrawalView } from '../../services/money/withdrawals';
import { withRef } from '../../services/money/record-ref';
import { orderPage } from '../trade';
import { readableAudit } from '../../services/operators/audit-view';
import { pageOf } from '../page-of';
import { issueResetCode } from '../../services/auth/password-resets';
import { ownPasskeys, passkeyItem, removePasskey } from '../../services/auth/passkeys';
import { securityEvent } from '../../services/members/security-events';
import { memberSummary } from './review';
import { deviceCount } from '../../services/members/push/subscriptions';
import { operatorCall } from './operator-call';

/** A LIKE pattern for what starts with `prefix`, its own %, _ and \ taken literally. */
const startsWith = (prefix: string) => `${prefix.replace(/[%_\\]/g, '\\$&')}%`;

/** Config and deposit channels, member lookup and the audit log. */
export default async function adminSettingsRoutes(app: FastifyInstance) {
  const db = app.db;

  operatorCall(app, 'config', async () => {
    // the settings' keys only, each as members get it (a default until saved): a row the console does not set
    // is not the console's to read
    return {
      keys: CONFIG_KEYS,
      values: await settingValues(db),
      channels: await db.select().from(depositChannels).orderBy(depositChannels.method),
    };
  });

  // Validated as the operator command validates it (services/platform/config.ts).
  operatorCall(app, 'configSet', async ({ body, actor, now, lang }) => {
    if (!(CONFIG_KEYS as string[]).includes(body.key)) {
      throw new ApiError(Code.invalid, 'unknownKey', { fields: { key: message('unknownKey', lang) } });
    }
    try {
      await changeConfig(db, body.key as ConfigKey, body.value, actor, now);
    } catch (error) {
      if (!(error instanceof SettingValueError)) throw error;
      const { problem } = error;
      const text = message(problem.key, lang, 'params' in problem ? problem.params : {});
      throw new ApiError(Code.invalid, problem.key, { fields: { value: text } }, text);
    }
    return {};
  });

  operatorCall(app, 'channelSet', async ({ body, actor, now }) => {
    await setDepositChannel(db, body, actor, now);
    return {};
  });

  // balance = Σ bills is the ledger's rule (services/money/ledger.ts); the line says whether it holds for this member.
  operatorCall(app, 'member', async ({ body }) => {
    const [member] = await db.select().from(members).where(eq(members.account, body.account));
    if (!member) throw notFound();
    const [[sum], ledger] = await Promise.all([
      db
        .select({ cents: sql<string>`coalesce(sum(${bills.amount}), 0)` })
        .from(bills)
        .where(eq(bills.memberId, member.id)),
      pageOf(db, bills, body, eq(bills.memberId, member.id), billItem),
    ]);
    const billsTotal = Number(sum?.cents ?? 0);
    return {
      ...(await memberSummary(db, member)),
      profile: { realName: member.realName, phone: member.phone, email: member.email },
      reconciliation: { billsTotal: formatCents(billsTotal), matches: billsTotal === member.balance },
      pushDevices: await deviceCount(db, member.id),
      ledger,
      passkeys: (await ownPasskeys(db, { memberId: member.id })).map(passkeyItem),
    };
  });

  // a lost phone the member reports: its passkey goes (audited, and the member's other devices are told)
  operatorCall(app, 'removeMemberPasskey', async ({ body, actor, now }) => {
    const [member] = await db.select({ id: members.id }).from(members).where(eq(members.account, body.account));
    if (!member) throw notFound();
    await db.transaction(async (tx) => {
      const name = await removePasskey(tx, { memberId: member.id }, body.id);
      if (name === undefined) throw notFound();
      await securityEvent(tx, member.id, { kind: 'passkeyRemoved', actor, detail: { name } }, now);
    });
    return {};
  });

  // a forgotten password: customer service reads the code out to the member (services/auth/password-resets.ts)
  operatorCall(app, 'resetCode', async ({ body, actor, operator, now }) => {
    const [member] = await db.select({ id: members.id }).from(members).where(eq(members.account, body.account));
    if (!member) throw notFound();
    return issueResetCode(db, member.id, { ...actor, operatorId: operator.id }, now);
  });

  operatorCall(app, 'members', async ({ body }) => {
    const where = body.prefix ? ilike(members.account, startsWith(body.prefix)) : undefined;
    return pageOf(
      db,
      members,
      body,
      where,
      (m) => ({
        id: m.id,
        account: m.account,
        nickname: m.nickname,
        balance: formatCents(m.balance),
        createdAt: m.createdAt.toISOString(),
      }),
      [asc(members.account)],
    );
  });

  // A member's records as their own screens list them (routes/account.ts, routes/trade.ts), newest first.
  operatorCall(app, 'memberRecords', async ({ body, lang }) => {
    const [member] = await db.select({ id: members.id }).from(members).where(eq(members.account, body.account));
    if (!member) throw notFound();
    switch (body.records) {
      case 'cards':
        return pageOf(db, cards, body, eq(cards.memberId, member.id), cardItem);
      case 'wallets':
        return pageOf(db, wallets, body, eq(wallets.memberId, member.id), walletItem);
      case 'recharges':
        return pageOf(db, recharges, body, eq(recharges.memberId, member.id), (r) =>
          withRef(app, 'recharge', member.id, rechargeItem(r)),
        );
      case 'withdrawals':
        return pageOf(db, withdrawals, body, eq(withdrawals.memberId, member.id), (w) =>
          withRef(app, 'withdrawal', member.id, withdrawalView(w)),
        );
      case 'orders':
        return orderPage(app, body, eq(orders.memberId, member.id), lang);
    }
  });

  operatorCall(app, 'audit', async ({ body }) => {
    const where = and(
      body.actor ? eq(auditLog.actor, body.actor) : undefined,
      body.action ? sql`${auditLog.action} like ${startsWith(body.action)}` : undefined,
    );
    // the chain's hashes are for audit:verify, not for reading
    const page = await pageOf(db, auditLog, body, where, (r) => r);
    return { ...page, data: await readableAudit(db, page.data) };
  });
}
