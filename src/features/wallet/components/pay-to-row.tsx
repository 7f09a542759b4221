import { CopyButton } from './copy-button';
import styles from './wallet.module.css';

/** One line of where a deposit goes (an account, an address, a network), with a copy button when `copy`. */
export function PayToRow({
  label,
  value,
  testId,
  copy,
}: {
  label: string;
  value: string;
  testId: string;
  copy?: boolean;
}) {
  return (
    <div className={styles.accountRow}>
      <div>
        <div className={styles.accountLabel}>{label}</div>
        <div className={styles.accountValue} data-testid={testId}>
          {value}
        </div>
      </div>
      {copy && <CopyButton text={value} />}
    </div>
  );
}
