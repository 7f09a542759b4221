import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult } from '../../../lib/api-client';
import { TradePasswordField } from '../../../lib/forms/trade-password-field';
import { useConfig, useProfile } from '../../../lib/query/use-call';
import styles from './wallet.module.css';

// passkeys (WebAuthn) load with this form, never with the app's first load
const PasskeyChoice = lazy(() => import('../../../components/passkeys/passkey-choice'));
export const passkeyClient = () => import('../../../lib/passkeys/api/passkey-client');

interface AddApprovalFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  /** approve with a passkey instead of the trade password (offered to a member who has one) */
  withPasskey: boolean;
  onPasskey: (on: boolean) => void;
}

/**
 * What a new payout account may be added with: the trade password or a passkey's approval, and it receives
 * withdrawals at once; without either, only after the cooling-off (payout_cooling_hours), which the hint says.
 */
export function AddApprovalField({ withPasskey, onPasskey, ...field }: AddApprovalFieldProps) {
  const { t } = useTranslation('wallet');
  const hasTradePassword = useProfile()?.hasTradePassword ?? false;
  const hours = useConfig()?.payout_cooling_hours ?? 0;
  if (hours === 0) return null;
  return (
    <>
      {hasTradePassword && !withPasskey && <TradePasswordField label={t('payCard.approval.label')} {...field} />}
      {(hasTradePassword || withPasskey) && (
        <p className={styles.approvalHint}>
          {withPasskey ? t('payCard.approval.passkeyHint') : t('payCard.approval.hint', { count: hours })}
        </p>
      )}
      <Suspense fallback={null}>
        <PasskeyChoice on={withPasskey} onChange={onPasskey} />
      </Suspense>
    </>
  );
}

/** The body's approval: the trade password when one was typed (an empty field adds the account to cool off). */
export const approval = (tradePassword: string) => (tradePassword ? { tradePassword } : {});

/** A passkey the member did not use says so beside the form, never as an empty error. */
export const saidWhenCancelled = <T,>(result: ApiResult<T>, cancelled: string): ApiResult<T> =>
  result.ok || result.msg ? result : { ...result, msg: cancelled };
