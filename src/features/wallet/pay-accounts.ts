import type { Card, Wallet } from '../../../contract/wallet';

/** The three kinds of payout account: digital wallets, Hong Kong bank cards, bank cards. */
export type PayKind = 'wallet' | 'hkbank' | 'bank';

/** A saved card or wallet as lists and pickers show it; numbers and addresses masked. */
export interface PayAccount {
  type: 'card' | 'wallet';
  id: number;
  title: string;
  detail: string;
  /** the member's own name for it ('' when none) */
  label: string;
  /** the one a withdrawal form picks first */
  isDefault: boolean;
  /** added without the trade password: no withdrawal to it before this time (null: none to wait for) */
  coolsUntil: string | null;
}

/** "TXYZab…f9k2": enough to recognise an address, not to copy it off a shoulder. */
export function maskAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

export function cardAccount(card: Card): PayAccount {
  const detail = [card.label && card.bankName, card.numberMasked, card.holder, card.branch].filter(Boolean).join(' · ');
  const { id, label, isDefault, coolsUntil } = card;
  return { type: 'card', id, title: label || card.bankName, detail, label, isDefault, coolsUntil };
}

export function walletAccount(wallet: Wallet): PayAccount {
  const masked = maskAddress(wallet.address);
  const { id, label, isDefault, coolsUntil } = wallet;
  const shown = label
    ? { title: label, detail: `${wallet.chain} · ${masked}` }
    : { title: masked, detail: wallet.chain };
  return { type: 'wallet', id, ...shown, label, isDefault, coolsUntil };
}

/** Whether withdrawals to `account` must still wait at `now` (ms): the server refuses them until coolsUntil. */
export const isCooling = (account: Pick<PayAccount, 'coolsUntil'>, now: number) =>
  account.coolsUntil !== null && Date.parse(account.coolsUntil) > now;
