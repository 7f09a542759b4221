import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../../contract/figures';
import type { Issue } from '../../../../contract/trade';
import { formatDateTime } from '../../../lib/format/time';
import styles from './issue-row.module.css';

/** One past period: number, close time, open → close price and the result. */
export function IssueRow({ issue }: { issue: Issue }) {
  const { t, i18n } = useTranslation('trade');
  return (
    <div className={styles.row} data-testid="issue-row">
      <span className={styles.main}>
        <strong>{t('orders.issue', { issue: issue.issueNo })}</strong>
        <small>{formatDateTime(issue.closeAt, i18n.language)}</small>
      </span>
      <span className={styles.prices}>
        {formatPrice(issue.openPrice)} → {formatPrice(issue.closePrice)}
      </span>
      <span className={`${styles.result} ${styles[issue.result]}`}>{t(`issues.result.${issue.result}`)}</span>
    </div>
  );
}
