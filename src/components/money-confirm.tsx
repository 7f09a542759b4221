import type { ReactNode } from 'react';
import { confirm } from '../lib/confirm';
import { duringSheet } from '../lib/reality-check/session-clock';
import styles from './money-confirm.module.css';

interface MoneyConfirm {
  title: string;
  /** what the member pays, gets and when, in reading order */
  facts: ReadonlyArray<readonly [label: string, value: ReactNode]>;
  /** the risk, in one line */
  risk: string;
  /** what happened to others who did the same (the order sheet's risk warning), under the risk */
  warning?: string;
  confirmText: string;
  cancelText: string;
}

/** The question before money moves on a tap, as brokers ask it: the figures, then the risk. True: go on. */
export function confirmMoney({ title, facts, risk, warning, confirmText, cancelText }: MoneyConfirm): Promise<boolean> {
  return duringSheet(
    confirm({
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
          {warning && (
            <p className={styles.warning} data-testid="money-confirm-warning">
              {warning}
            </p>
          )}
        </div>
      ),
      confirmText,
      cancelText,
    }),
  );
}
