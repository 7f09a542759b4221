import { useTranslation } from 'react-i18next';
import { CautionNote } from '../../../components/caution-note';
import { formatDateTime } from '../../../lib/format/time';
import { usePayAccounts } from '../api/pay-accounts';
import { isCooling, type PayKind } from '../pay-accounts';
import styles from './wallet.module.css';

/**
 * Under the withdrawal's destination: an account added without the trade password cannot receive money until
 * its cooling-off ends (the server refuses until then), and the member reads why and until when.
 */
export function CoolingNotice({ kind, target }: { kind: PayKind; target: string }) {
  const { t } = useTranslation('wallet');
  const account = usePayAccounts(kind).data?.find((item) => String(item.id) === target);
  if (!account?.coolsUntil || !isCooling(account, Date.now())) return null;
  return (
    <CautionNote className={styles.cooling}>
      {t('withdraw.cooling', { until: formatDateTime(account.coolsUntil) })}
    </CautionNote>
  );
}
