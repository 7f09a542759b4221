import type { TFunction } from 'i18next';
import { limitBreach } from '../../../contract/amount-limits';
import type { Balance } from '../../../contract/member';
import type { Config } from '../../../contract/content';
import { formatCents, moneyToCents, parseAmountInput } from '../../../contract/money';
import { withdrawFeeCents } from '../../../contract/wallet';
import { formatMoney } from '../../../contract/figures';

export interface WithdrawQuote {
  amount: number;
  fee: number;
  /** amount + fee: what leaves the balance (and waits in frozen) */
  total: number;
}

/** The fee and totals of what was typed, in cents; null until it is an amount above zero. */
export function quoteWithdrawal(text: string, feeRate: string): WithdrawQuote | null {
  const amount = parseAmountInput(text);
  if (amount === undefined || amount <= 0) return null;
  const fee = withdrawFeeCents(amount, feeRate);
  return { amount, fee, total: amount + fee };
}

/** Rules of config and balance the contract cannot know: limits, and amount + fee within the balance. */
export function withdrawAmountError(
  text: string,
  config: Config,
  balance: Balance | null,
  t: TFunction<'wallet'>,
): string | undefined {
  const quote = quoteWithdrawal(text, config.withdraw_fee_rate);
  if (!quote) return undefined;
  const breach = limitBreach(quote.amount, moneyToCents(config.withdraw_min), moneyToCents(config.withdraw_max));
  if (breach === 'belowMin') return t('withdraw.belowMin', { min: formatMoney(config.withdraw_min) });
  if (breach === 'aboveMax') return t('withdraw.aboveMax', { max: formatMoney(config.withdraw_max) });
  if (balance && quote.total > moneyToCents(balance.balance)) {
    return t('withdraw.insufficient', { total: formatMoney(formatCents(quote.total)) });
  }
  return undefined;
}
