import { formatMoney, moneySign } from '../../contract/figures';
import styles from './money-text.module.css';

interface MoneyTextProps {
  /** a wire money string ("1234.50") */
  value: string;
  /** "+" on positive values and green/red by sign (ledger amounts) */
  signed?: boolean;
  className?: string;
}

/** A money amount, grouped with two decimals; coloured by sign when `signed`. */
export function MoneyText({ value, signed = false, className }: MoneyTextProps) {
  const sign = moneySign(value);
  const tone = signed && sign !== 0 ? (sign > 0 ? styles.positive : styles.negative) : '';
  return (
    <span className={[styles.money, tone, className].filter(Boolean).join(' ')}>
      {formatMoney(value, { sign: signed })}
    </span>
  );
}
