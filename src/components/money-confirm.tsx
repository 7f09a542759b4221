import type { ReactNode } from 'react';
import { confirm } from '../lib/confirm';
import styles from './money-confirm.module.css';

interface MoneyConfirm {
  title: string;
  /** what the member pays, gets and when, in reading order */
  facts: ReadonlyArray<readonly [label: string, value: ReactNode]>;
  /** the risk, in one line */
  risk: string;
  confirmText: string;
  cancelText: string;
}

/** The question before money moves on a tap, as brokers ask it: the figures, then the risk. True: go on. */
export function confirmMoney({ title, facts, risk, confirmText, cancelText }: MoneyConfirm): Promise<boolean> {
  return confirm({
    title,
    content: (
      <div className={styles.sheet} data-testid="money-confirm">
        <dl className={styles.facts}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.risk} role="note">
          {risk}
        </p>
      </div>
    ),
    confirmText,
    cancelText,
  });
}
