import type { FastifyInstance } from 'fastify';
import { maskCardNumber } from '../../contract/wallet';
import { cards, wallets } from '../db/schema';
import { memberCall, type MemberContext } from './define-call';
import { pageOf } from './page-of';
import type { Tx } from '../db/client';
import { lockMember } from '../services/money/ledger';
import { addCard, addWallet, deletePayAccount, updatePayAccount } from '../services/money/pay-accounts';
import { checkTradePassword, shortAddress } from '../services/money/withdrawals';
import { coolsUntil } from '../services/money/payout-cooling';
import { memberActor, securityEvent } from '../services/members/security-events';
import { approveWithPasskey } from '../services/auth/passkey-approval';
import { payAccountHash, relyingParty } from '../services/auth/passkeys';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { PayAccountApproval } from '../../contract/passkeys';
import { cardItem, mine, walletItem, type CardRow, type WalletRow } from './member-records';

/** The member's payout accounts: wallets and bank cards, added (approved or cooling off), listed, changed, removed. */
export default async function payAccountRoutes(app: FastifyInstance) {
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
}
