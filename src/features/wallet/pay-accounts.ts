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
}

/** "TXYZab…f9k2": enough to recognise an address, not to copy it off a shoulder. */
export function maskAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

export function cardAccount(card: Card): PayAccount {
  const detail = [card.label && card.bankName, card.numberMasked, card.holder, card.branch].filter(Boolean).join(' · ');
  const { id, label, isDefault } = card;
  return { type: 'card', id, title: label || card.bankName, detail, label, isDefault };
}

export function walletAccount(wallet: Wallet): PayAccount {
  const masked = maskAddress(wallet.address);
  const { id, label, isDefault } = wallet;
  if (!label) return { type: 'wallet', id, title: masked, detail: wallet.chain, label, isDefault };
  return { type: 'wallet', id, title: label, detail: `${wallet.chain} · ${masked}`, label, isDefault };
}
