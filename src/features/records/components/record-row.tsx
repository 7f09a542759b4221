import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MoneyText } from '../../../components/money-text';
import { formatDateTime } from '../../../lib/format/time';
import styles from './records.module.css';

interface RecordRowProps {
  to: string;
  title: string;
  time: string;
  /** a wire amount: signed (green in, red out) when it moved the balance, plain for a holding */
  amount: string;
  signed?: boolean;
  /** under the amount: a status tag or the balance after */
  aside?: ReactNode;
}

/** One record in a list: what, when, how much, and its state; opens the detail. */
export function RecordRow({ to, title, time, amount, signed = true, aside }: RecordRowProps) {
  return (
    <Link to={to} className={styles.row}>
      <div className={styles.main}>
        <div className={styles.title}>{title}</div>
        <time className={styles.time} dateTime={time}>
          {formatDateTime(time)}
        </time>
      </div>
      <div className={styles.side}>
        <span data-testid="record-amount">
          <MoneyText value={amount} signed={signed} className={styles.amount} />
        </span>
        {aside && <div className={styles.aside}>{aside}</div>}
      </div>
    </Link>
  );
}
