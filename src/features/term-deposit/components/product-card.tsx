import { useTranslation } from 'react-i18next';
import type { TermPosition, TermProduct } from '../../../../contract/term';
import { formatMoney } from '../../../../contract/figures';
import { formatRate } from '../../../lib/format/rate';
import { MoveInForm } from './move-in-form';
import styles from './product-card.module.css';

interface Props {
  product: TermProduct;
  open: boolean;
  onToggle: () => void;
  onMovedIn: (position: TermPosition) => void;
}

/** A term product: days, annual rate and limits; opened, it holds the move-in form. */
export function ProductCard({ product, open, onToggle, onMovedIn }: Props) {
  const { t } = useTranslation('term');
  return (
    <article className={styles.card} data-testid="term-product">
      <button type="button" className={styles.head} aria-expanded={open} onClick={onToggle}>
        <span className={styles.name}>
          <strong>{product.name}</strong>
          <small>{t('limits', { min: formatMoney(product.minAmount), max: formatMoney(product.maxAmount) })}</small>
        </span>
        <span className={styles.rate}>
          <strong>{formatRate(product.annualRate)}</strong>
          <small>{t('annualRate')}</small>
        </span>
        <span className={styles.days}>
          <strong>{product.days}</strong>
          <small>{t('days')}</small>
        </span>
      </button>
      {open && <MoveInForm product={product} onDone={onMovedIn} />}
    </article>
  );
}
