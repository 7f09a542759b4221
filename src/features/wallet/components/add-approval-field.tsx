import { useTranslation } from 'react-i18next';
import { TradePasswordField } from '../../../lib/forms/trade-password-field';
import { useConfig, useProfile } from '../../../lib/query/use-call';
import styles from './wallet.module.css';

interface AddApprovalFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/**
 * The trade password a new payout account may be added with: with it the account receives withdrawals at once,
 * without it only after the cooling-off (payout_cooling_hours), which the hint says. Shown to a member who has one.
 */
export function AddApprovalField(props: AddApprovalFieldProps) {
  const { t } = useTranslation('wallet');
  const hasTradePassword = useProfile()?.hasTradePassword ?? false;
  const hours = useConfig()?.payout_cooling_hours ?? 0;
  if (!hasTradePassword || hours === 0) return null;
  return (
    <>
      <TradePasswordField label={t('payCard.approval.label')} {...props} />
      <p className={styles.approvalHint}>{t('payCard.approval.hint', { count: hours })}</p>
    </>
  );
}

/** The body's approval: the trade password when one was typed (an empty field adds the account to cool off). */
export const approval = (tradePassword: string) => (tradePassword ? { tradePassword } : {});
