import { useTranslation } from 'react-i18next';
import type { Order } from '../../../../contract/trade';
import { formatMoney, formatPrice } from '../../../../contract/figures';
import { formatDateTime } from '../../../lib/format/time';
import styles from './my-orders.module.css';

/** The member's orders in this room: open ones wait for the close, settled ones show what came back. */
export function MyOrders({ orders }: { orders: readonly Order[] }) {
  const { t, i18n } = useTranslation('trade');
  return (
    <section className={styles.box} aria-label={t('orders.title')}>
      <h2 className={styles.title}>{t('orders.title')}</h2>
      {orders.length === 0 ? (
        <p className={styles.none}>{t('orders.none')}</p>
      ) : (
        <ul className={styles.list}>
          {orders.map((o) => (
            <li key={o.id} className={styles.row} data-testid="my-order" data-status={o.status}>
              <span className={`${styles.dir} ${styles[o.direction]}`}>{t(`order.${o.direction}`)}</span>
              <span className={styles.main}>
                <strong>{formatMoney(o.amount)}</strong>
                <small>
                  {t('orders.issue', { issue: o.issueNo })} · {formatDateTime(o.createdAt, i18n.language)}
                </small>
                <small>{t('orders.reference', { price: formatPrice(o.referencePrice) })}</small>
              </span>
              <span className={`${styles.status} ${styles[o.status]}`}>
                {t(`orders.status.${o.status}`)}
                {o.payout !== null && o.status !== 'lost' && <small>{formatMoney(o.payout)}</small>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
