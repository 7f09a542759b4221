import type { Card, Wallet } from '../../../contract/wallet';

/** The three kinds of payout account: digital wallets, Hong Kong bank cards, bank cards. */
export type PayKind = 'wallet' | 'hkbank' | 'bank';

/** A saved card or wallet as lists and pickers show it; numbers and addresses masked. */
export interface PayAccount {
  type: 'card' | 'wallet';
  id: number;
  title: string;
  detail: string;
}

/** "TXYZab…f9k2": enough to recognise an address, not to copy it off a shoulder. */
export function maskAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

export function cardAccount(card: Card): PayAccount {
  const detail = [card.numberMasked, card.holder, card.branch].filter(Boolean).join(' · ');
  return { type: 'card', id: card.id, title: card.bankName, detail };
}

export function walletAccount(wallet: Wallet): PayAccount {
  const masked = maskAddress(wallet.address);
  if (!wallet.label) return { type: 'wallet', id: wallet.id, title: masked, detail: wallet.chain };
  return { type: 'wallet', id: wallet.id, title: wallet.label, detail: `${wallet.chain} · ${masked}` };
}
