import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { DepositMethod } from '../../contract/content';
import { formatCents } from '../../contract/money';
import { maskCardNumber, type BillKind, type CardKind, type ReviewStatus } from '../../contract/wallet';
import { bills, cards, recharges, wallets, withdrawals } from '../db/schema';
import { memberCall, moneyCall, type MemberContext } from './define-call';
import { pageOf } from './page-of';
import type { Tx } from '../db/client';
import { lockMember } from '../services/money/ledger';
import { addCard, addWallet, deletePayAccount, updatePayAccount } from '../services/money/pay-accounts';
import {
  cancelWithdrawal,
  checkTradePassword,
  placeWithdrawal,
  shortAddress,
  withdrawalView,
} from '../services/money/withdrawals';
import { coolsUntil } from '../services/money/payout-cooling';
import { memberActor, securityEvent } from '../services/members/security-events';
import { reviewRecharge } from '../services/money/reviews';
import { checkLimits } from '../services/protection/limits';
import { DEMO_ACTOR } from '../services/operators/audit';
import { recordEvent } from '../services/platform/events';
import { passkeyWithdrawBody } from '../../contract/passkeys';
import { checkKeyHeader } from '../services/platform/idempotency';
import { approveWithPasskey } from '../services/auth/passkey-approval';
import { approvalHash, payAccountHash, relyingParty } from '../services/auth/passkeys';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { PayAccountApproval } from '../../contract/passkeys';
import { withBillRefs, withRef, type RecordKind, type RecordNaming } from '../services/money/record-ref';
import { RECORD_KEY } from '../services/money/record-key';
import { invalidField } from '../errors';
import type { Language } from '../../contract/messages';
import { refuseDuringBreak } from '../services/protection/breaks';

/** The member's own rows, narrowed by the optional filters that are set. */
export function mine(
  memberColumn: PgColumn,
  memberId: number,
  ...filters: Array<[PgColumn, unknown]>
): SQL | undefined {
  return and(eq(memberColumn, memberId), ...filters.filter(([, v]) => v !== undefined).map(([c, v]) => eq(c, v)));
}

/** A record list's request, as myRecords reads it. */
interface RecordQuery {
  memberId: number;
  body: { id?: number | undefined; key?: string | undefined };
  lang: Language;
}

/**
 * The member's own records of `kind`, narrowed by the list's `id` or `key` and the other filters that are set. A
 * key of the wrong shape is a 400; one that names no record of this kind of this member's (another member's,
 * another kind's, a forged one) finds nothing: it is read as id 0, which no row has.
 */
export function myRecords(
  naming: RecordNaming,
  kind: RecordKind,
  table: { id: PgColumn; memberId: PgColumn },
  { memberId, body, lang }: RecordQuery,
  ...filters: Array<[PgColumn, unknown]>
): SQL | undefined {
  const { key } = body;
  if (key !== undefined && !RECORD_KEY.test(key)) throw invalidField('key', 'v.id', lang);
  const keyed = key === undefined ? undefined : (naming.recordKeys.decode(kind, memberId, key) ?? 0);
  return mine(table.memberId, memberId, [table.id, body.id], [table.id, keyed], ...filters);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type WalletRow = typeof wallets.$inferSelect;
type CardRow = typeof cards.$inferSelect;
export const walletItem = (w: WalletRow) => ({
  id: w.id,
  chain: w.chain as 'TRC20' | 'ERC20',
  address: w.address,
  label: w.label,
  isDefault: w.isDefault,
  createdAt: w.createdAt.toISOString(),
  coolsUntil: iso(w.coolsUntil),
});
export const cardItem = (c: CardRow) => ({
  id: c.id,
  kind: c.kind as CardKind,
  bankName: c.bankName,
  holder: c.holder,
  numberMasked: maskCardNumber(c.number),
  branch: c.branch,
  label: c.label,
  isDefault: c.isDefault,
  createdAt: c.createdAt.toISOString(),
  coolsUntil: iso(c.coolsUntil),
});

/** A recharge as the member's records show it (and the console's member page). */
export const rechargeItem = (r: typeof recharges.$inferSelect) => ({
  id: r.id,
  method: r.method as DepositMethod,
  amount: formatCents(r.amount),
  status: r.status as ReviewStatus,
  reference: r.reference,
  createdAt: r.createdAt.toISOString(),
  reviewedAt: iso(r.reviewedAt),
  reviewNote: r.reviewNote,
});

/** A bill as the member's ledger shows it (and the console beside a member). */
export const billItem = (b: typeof bills.$inferSelect) => ({
  id: b.id,
  kind: b.kind as BillKind,
  amount: formatCents(b.amount),
  balanceAfter: formatCents(b.balanceAfter),
  refType: b.refType,
  refId: b.refId,
  memo: b.memo,
  createdAt: b.createdAt.toISOString(),
});

export default async function accountRoutes(app: FastifyInstance) {
  const db = app.db;

  /** Payout account changes take the member's row lock: no duplicate slips in, no withdrawal starts meanwhile. */
  const locked = <T>(memberId: number, work: (tx: Tx) => Promise<T>) =>
    db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      return work(tx);
    });

  /**
   * A new payout account: approved with the trade password or a passkey it receives withdrawals at once, else
   * after the cooling-off; audited and told to the member's other devices, in the add's transaction.
   */
  async function addPayAccount<T>(
    ctx: MemberContext<'addWallet' | 'addCard' | 'addCardWithPasskey' | 'addWalletWithPasskey'>,
    approval:
      { tradePassword?: string | undefined } | { passkey: AuthenticationResponseJSON; account: PayAccountApproval },
    add: (tx: Tx, coolsUntil: Date | null) => Promise<T>,
    told: (row: T) => { kind: 'walletAdded' | 'cardAdded'; detail: Record<string, string> },
  ): Promise<T> {
    const { memberId, member, now, lang, request, token } = ctx;
    const approvalCtx = { now, lang, settings: app.settings, keys: app.tradePasswordKeys };
    let approved = false;
    if ('passkey' in approval) {
      const target = { memberId, response: approval.passkey, requestHash: payAccountHash(memberId, approval.account) };
      await approveWithPasskey(db, relyingParty(app.settings, request), target, approvalCtx);
      approved = true;
    } else if (approval.tradePassword !== undefined) {
      await checkTradePassword(db, memberId, approval.tradePassword, approvalCtx);
      approved = true;
    }
    return locked(memberId, async (tx) => {
      const row = await add(tx, await coolsUntil(tx, approved, now));
      const actor = memberActor(member.account, request.ip);
      await securityEvent(tx, memberId, { ...told(row), actor, token }, now);
      return row;
    });
  }
  const walletAdded = (w: WalletRow) => ({
    kind: 'walletAdded' as const,
    detail: { chain: w.chain, address: shortAddress(w.address) },
  });
  const cardAdded = (c: CardRow) => ({
    kind: 'cardAdded' as const,
    detail: { bankName: c.bankName, number: maskCardNumber(c.number) },
  });

  memberCall(app, 'addWallet', async (ctx) =>
    walletItem(
      await addPayAccount(ctx, ctx.body, (tx, cools) => addWallet(tx, ctx.memberId, ctx.body, cools), walletAdded),
    ),
  );
  memberCall(app, 'addWalletWithPasskey', async (ctx) => {
    const { wallet, passkey } = ctx.body;
    const account = { call: 'addWallet' as const, chain: wallet.chain, address: wallet.address };
    const add = (tx: Tx, cools: Date | null) => addWallet(tx, ctx.memberId, wallet, cools);
    return walletItem(
      await addPayAccount(ctx, { passkey: passkey as AuthenticationResponseJSON, account }, add, walletAdded),
    );
  });
  memberCall(app, 'wallets', ({ memberId, body }) =>
    pageOf(db, wallets, body, mine(wallets.memberId, memberId), walletItem),
  );

  memberCall(app, 'addCard', async (ctx) =>
    cardItem(await addPayAccount(ctx, ctx.body, (tx, cools) => addCard(tx, ctx.memberId, ctx.body, cools), cardAdded)),
  );
  memberCall(app, 'addCardWithPasskey', async (ctx) => {
    const { card, passkey } = ctx.body;
    const account = { call: 'addCard' as const, number: card.number };
    const add = (tx: Tx, cools: Date | null) => addCard(tx, ctx.memberId, card, cools);
    return cardItem(
      await addPayAccount(ctx, { passkey: passkey as AuthenticationResponseJSON, account }, add, cardAdded),
    );
  });
  memberCall(app, 'cards', ({ memberId, body }) =>
    pageOf(db, cards, body, mine(cards.memberId, memberId, [cards.kind, body.kind]), cardItem),
  );
  memberCall(app, 'updatePayAccount', async ({ memberId, body }) => {
    await locked(memberId, (tx) => updatePayAccount(tx, memberId, body));
    return {};
  });
  memberCall(app, 'deletePayAccount', async ({ memberId, body }) => {
    await locked(memberId, (tx) => deletePayAccount(tx, memberId, body));
    return {};
  });

  moneyCall(app, 'recharge', async ({ memberId, body, now, lang }, tx) => {
    await refuseDuringBreak(tx, memberId, now, lang);
    await checkLimits(tx, memberId, 'deposit', body.amount, now, lang);
    const [row] = await tx
      .insert(recharges)
      .values({
        memberId,
        method: body.method,
        amount: body.amount,
        status: 'pending',
        reference: body.reference ?? '',
        createdAt: now,
      })
      .returning({ id: recharges.id });
    const id = row!.id;
    // the console's review queue hears of it (and the member's other tabs)
    await recordEvent(tx, memberId, 'recharge', { id, status: 'pending', reason: null });
    // the embedded demo approves at once (DEMO); production waits for the operator
    if (app.settings.demo) await reviewRecharge(tx, id, { decision: 'approve', actor: DEMO_ACTOR }, now);
    const status = app.settings.demo ? ('approved' as const) : ('pending' as const);
    return { id, key: app.recordKeys.encode('recharge', memberId, id), status };
  });
  memberCall(app, 'recharges', ({ memberId, body, lang }) =>
    pageOf(
      db,
      recharges,
      body,
      myRecords(app, 'recharge', recharges, { memberId, body, lang }, [recharges.status, body.status]),
      (r) => withRef(app, 'recharge', memberId, rechargeItem(r)),
    ),
  );

  // approved with the trade password, or with a passkey's assertion for this very withdrawal
  moneyCall(
    app,
    'withdraw',
    async ({ memberId, body, now, lang }, tx) => {
      const placed = await placeWithdrawal(tx, memberId, body, { now, lang });
      return { ...placed, key: app.recordKeys.encode('withdrawal', memberId, placed.id) };
    },
    async ({ memberId, body, now, lang, request }) => {
      const ctx = { now, lang, settings: app.settings, keys: app.tradePasswordKeys };
      if ('tradePassword' in body) return checkTradePassword(db, memberId, body.tradePassword, ctx);
      const move = { call: 'withdraw', ...body, idempotencyKey: checkKeyHeader(request.headers['idempotency-key']) };
      const target = { memberId, response: body.passkey, requestHash: approvalHash(memberId, move) };
      await approveWithPasskey(db, relyingParty(app.settings, request), target, ctx);
    },
    passkeyWithdrawBody,
  );
  memberCall(app, 'withdraws', ({ memberId, body, lang }) =>
    pageOf(
      db,
      withdrawals,
      body,
      myRecords(app, 'withdrawal', withdrawals, { memberId, body, lang }, [withdrawals.status, body.status]),
      (w) => withRef(app, 'withdrawal', memberId, withdrawalView(w)),
    ),
  );
  moneyCall(app, 'cancelWithdraw', async ({ memberId, member, body, now, request }, tx) => {
    const actor = { operatorId: null, account: `member:${member.account}`, address: request.ip };
    return withRef(app, 'withdrawal', memberId, await cancelWithdrawal(tx, memberId, body.id, actor, now));
  });

  memberCall(app, 'bills', ({ memberId, body, lang }) =>
    pageOf(db, bills, body, myRecords(app, 'bill', bills, { memberId, body, lang }, [bills.kind, body.kind]), (b) =>
      withBillRefs(app, memberId, billItem(b)),
    ),
  );
}
