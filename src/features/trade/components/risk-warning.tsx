import { useTranslation } from 'react-i18next';
import { useRiskWarning } from '../api/risk-warning';
import { riskWarningText } from '../lib/risk-warning-text';
import styles from './risk-warning.module.css';

/** The share of member accounts that lost money, as the server last computed it (nothing until it answers). */
export function RiskWarning() {
  const { t } = useTranslation('trade');
  const { data } = useRiskWarning();
  if (!data) return null;
  return (
    <p className={styles.warning} role="note" data-testid="risk-warning">
      {riskWarningText(t, data)}
    </p>
  );
}
