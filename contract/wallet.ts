import * as z from 'zod/mini';
import { idSchema, isoTimeSchema, noControlChars, pageOf, pageQuery, recordFilters, recordNames } from './envelope';
import { amountInput, moneyString } from './money';
import { depositMethod } from './content';
import { tradePasswordField } from './auth';
import { applyRate, rateToPpm } from './rates';

export const CHAINS = ['TRC20', 'ERC20'] as const;
export const WALLET_ADDRESS: Record<(typeof CHAINS)[number], RegExp> = {
  TRC20: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  ERC20: /^0x[0-9a-fA-F]{40}$/,
};

/** The member's own name for a saved card or wallet ("Salary card"). */
const labelField = z.string().check(z.trim(), z.maxLength(30, { error: 'v.label' }), noControlChars);

export const addWalletBody = z
  .object({
    chain: z.enum(CHAINS, { error: 'v.chain' }),
    address: z.string({ error: 'v.required' }).check(z.trim(), z.minLength(1, { error: 'v.required' })),
    label: z.optional(labelField),
    /** with it, the wallet receives withdrawals at once; without it, after the cooling-off (payout_cooling_hours) */
    tradePassword: z.optional(tradePasswordField),
  })
  .check(z.refine((b) => WALLET_ADDRESS[b.chain].test(b.address), { error: 'v.address', path: ['address'] }));

export const walletItem = z.object({
  id: idSchema,
  chain: z.enum(CHAINS),
  address: z.string(),
  label: z.string(),
  isDefault: z.boolean(),
  createdAt: isoTimeSchema,
  /** added without the trade password: no withdrawal to it before this time (null: none to wait for) */
  coolsUntil: z.nullable(isoTimeSchema),
});
export type Wallet = z.infer<typeof walletItem>;

export const CARD_KINDS = ['bank', 'hkbank'] as const;
export const cardKind = z.enum(CARD_KINDS, { error: 'v.cardKind' });
export type CardKind = z.infer<typeof cardKind>;

const text = (max: number, error: string) =>
  z.string({ error }).check(z.trim(), z.minLength(1, { error }), z.maxLength(max, { error }), noControlChars);

/** A person's name in any script: letters and marks, with spaces, dots (also "·") , hyphens and apostrophes between. */
export const HOLDER_NAME = /^\p{L}[\p{L}\p{M} .·'’-]*$/u;

export const addCardBody = z.object({
  kind: cardKind,
  bankName: text(60, 'v.bankName'),
  holder: text(60, 'v.holder').check(z.regex(HOLDER_NAME, { error: 'v.holderLetters' })),
  /** digits only; a form strips the spaces people type */
  number: z.string({ error: 'v.cardNumber' }).check(z.regex(/^\d{8,19}$/, { error: 'v.cardNumber' })),
  branch: z.optional(z.string().check(z.trim(), z.maxLength(60, { error: 'v.branch' }), noControlChars)),
  /** as addWalletBody's */
  tradePassword: z.optional(tradePasswordField),
});

export const cardItem = z.object({
  id: idSchema,
  kind: cardKind,
  bankName: z.string(),
  holder: z.string(),
  numberMasked: z.string(),
  branch: z.string(),
  label: z.string(),
  isDefault: z.boolean(),
  createdAt: isoTimeSchema,
  coolsUntil: z.nullable(isoTimeSchema),
});
export type Card = z.infer<typeof cardItem>;

/** "**** 1234": only the last four digits ever leave the server. */
export function maskCardNumber(number: string): string {
  return `**** ${number.slice(-4)}`;
}

/** One saved card or wallet of the member's. */
export const payAccountRef = { type: z.enum(['card', 'wallet'], { error: 'v.target' }), id: idSchema };
/** Renames it, or makes it the one a withdrawal picks first (`isDefault: true`; false is not a request). */
export const updatePayAccountBody = z
  .object({ ...payAccountRef, label: z.optional(labelField), isDefault: z.optional(z.literal(true)) })
  .check(z.refine((b) => b.label !== undefined || b.isDefault !== undefined, { error: 'v.nothingToUpdate' }));
export const deletePayAccountBody = z.object(payAccountRef);

export const cardsBody = z.object({ kind: z.optional(cardKind), ...pageQuery });

/** A transaction hash (TxID): 64 hex digits, after 0x on Ethereum-style chains. */
export const TXID = /^(0x)?[0-9a-fA-F]{64}$/;
/** A digital-currency deposit names its transaction hash, as its instructions ask: a reviewer finds it on the chain. */
export const rechargeBody = z
  .object({
    method: depositMethod,
    amount: amountInput,
    reference: z.optional(z.string().check(z.trim(), z.maxLength(66, { error: 'v.reference' }), noControlChars)),
  })
  .check(
    z.refine((b) => b.method !== 'numbercard' || TXID.test(b.reference ?? ''), {
      error: 'v.txid',
      path: ['reference'],
    }),
  );
export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** A withdrawal can also be cancelled by its member while it is pending. */
export const WITHDRAW_STATUSES = [...REVIEW_STATUSES, 'cancelled'] as const;
export const withdrawStatus = z.enum(WITHDRAW_STATUSES, { error: 'v.status' });
export type WithdrawStatus = z.infer<typeof withdrawStatus>;
export const reviewStatus = z.enum(REVIEW_STATUSES, { error: 'v.status' });
export type ReviewStatus = z.infer<typeof reviewStatus>;

/** When an operator decided a recharge or withdrawal, and why, when they rejected it. */
const reviewed = { reviewedAt: z.nullable(isoTimeSchema), reviewNote: z.nullable(z.string()) };

export const rechargeResult = z.object({ id: idSchema, key: z.string(), status: z.enum(['pending', 'approved']) });
export const rechargeItem = z.object({
  id: idSchema,
  ...recordNames,
  method: depositMethod,
  amount: moneyString,
  status: reviewStatus,
  reference: z.string(),
  createdAt: isoTimeSchema,
  ...reviewed,
});
export type Recharge = z.infer<typeof rechargeItem>;

export const rechargesBody = z.object({ status: z.optional(reviewStatus), ...recordFilters });

export const withdrawTarget = z.object({ type: z.enum(['card', 'wallet'], { error: 'v.target' }), id: idSchema });
export const withdrawBody = z.object({ amount: amountInput, to: withdrawTarget, tradePassword: tradePasswordField });
/** A withdrawal before its approval: what the form checks when a passkey, not the trade password, approves it. */
export const withdrawMove = z.object({ amount: amountInput, to: withdrawTarget });
export const withdrawResult = z.object({
  id: idSchema,
  key: z.string(),
  amount: moneyString,
  fee: moneyString,
  status: z.literal('pending'),
});
export const withdrawItem = z.object({
  id: idSchema,
  ...recordNames,
  amount: moneyString,
  fee: moneyString,
  /** label: the masked card number or the shortened wallet address */
  to: z.object({ type: z.enum(['card', 'wallet']), id: idSchema, label: z.string() }),
  status: withdrawStatus,
  createdAt: isoTimeSchema,
  ...reviewed,
});
export type Withdrawal = z.infer<typeof withdrawItem>;
export const withdrawsBody = z.object({ status: z.optional(withdrawStatus), ...recordFilters });
export const cancelWithdrawBody = z.object({ id: idSchema });

/** The withdrawal fee: amount × rate, half up to the cent. Client preview and server use this one. */
export function withdrawFeeCents(amountCents: number, feeRate: string): number {
  return applyRate(amountCents, rateToPpm(feeRate));
}

export const BILL_KINDS = [
  'recharge',
  'withdraw',
  'withdraw_refund',
  'order',
  'payout',
  'order_refund',
  'term_in',
  'term_out',
  'adjust',
] as const;
export const billKind = z.enum(BILL_KINDS, { error: 'v.kind' });
export type BillKind = z.infer<typeof billKind>;
export const billsBody = z.object({ kind: z.optional(billKind), ...recordFilters });
export const billItem = z.object({
  id: idSchema,
  ...recordNames,
  kind: billKind,
  amount: moneyString,
  balanceAfter: moneyString,
  refType: z.string(),
  refId: z.nullable(z.int()),
  /** the reference and the key of the record behind it (a recharge, withdrawal, order or term deposit), null when none */
  sourceRef: z.nullable(z.string()),
  sourceKey: z.nullable(z.string()),
  memo: z.string(),
  createdAt: isoTimeSchema,
});
export type Bill = z.infer<typeof billItem>;

export const walletPage = pageOf(walletItem);
export const cardPage = pageOf(cardItem);
export const rechargePage = pageOf(rechargeItem);
export const withdrawPage = pageOf(withdrawItem);
export const billPage = pageOf(billItem);
