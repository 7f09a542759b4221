import { useTranslation } from 'react-i18next';
import type { Config } from '../../../../contract/content';
import { formatCents } from '../../../../contract/money';
import { formatMoney } from '../../../../contract/figures';
import { formatRate } from '../../../lib/format/rate';
import { quoteWithdrawal } from '../withdraw-rules';
import styles from './withdraw-quote-view.module.css';

/** Limits and fee rate from config; with an amount typed, its fee, what arrives and what leaves the balance. */
export function WithdrawQuoteView({ text, config }: { text: string; config: Config }) {
  const { t } = useTranslation('wallet');
  const quote = quoteWithdrawal(text, config.withdraw_fee_rate);
  const show = (cents: number) => formatMoney(formatCents(cents));
  return (
    <dl className={styles.quote} aria-live="polite">
      <div>
        <dt>{t('withdraw.limits')}</dt>
        <dd>
          {t('withdraw.limitsValue', { min: formatMoney(config.withdraw_min), max: formatMoney(config.withdraw_max) })}
        </dd>
      </div>
      <div>
        <dt>{t('withdraw.fee', { rate: formatRate(config.withdraw_fee_rate) })}</dt>
        <dd data-testid="withdraw-fee">{quote ? show(quote.fee) : '—'}</dd>
      </div>
      <div>
        <dt>{t('withdraw.received')}</dt>
        <dd data-testid="withdraw-received">{quote ? show(quote.amount) : '—'}</dd>
      </div>
      <div>
        <dt>{t('withdraw.total')}</dt>
        <dd data-testid="withdraw-total">{quote ? show(quote.total) : '—'}</dd>
      </div>
    </dl>
  );
}
