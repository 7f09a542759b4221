import { asc, eq, ilike, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatCents } from '../../../contract/money';
import { bills, cards, members, orders, recharges, wallets, withdrawals } from '../../db/schema';
import { notFound } from '../../errors';
import { billItem, cardItem, rechargeItem, walletItem } from '../member-records';
import { withdrawalView } from '../../services/money/withdrawals';
import { withRef } from '../../services/money/record-ref';
import { orderPage } from '../trade';
import { pageOf } from '../page-of';
import { issueResetCode } from '../../services/auth/password-resets';
import { ownPasskeys, passkeyItem, removePasskey } from '../../services/auth/passkeys';
import { securityEvent } from '../../services/members/security-events';
import { memberSummary } from './review';
import { deviceCount } from '../../services/members/push/subscriptions';
import { operatorCall } from './operator-call';
import { startsWith } from './starts-with';

/** Members: the list, one member's page and records, their passkeys and a password reset code. */
export default async function adminMemberRoutes(app: FastifyInstance) {
  const db = app.db;

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

  // A member's records as their own screens list them (routes/member-records.ts, routes/trade.ts), newest first.
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
}
