import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../contract/date-time';
import type { LimitItem } from '../../../../contract/limits';
import { CautionNote } from '../../../components/caution-note';
import { formatMoney } from '../../../../contract/figures';
import { confirmLimit, dropLimitChange } from '../api/limits';
import { limitValue } from '../lib/limit-text';
import card from './statement-card.module.css';
import styles from './limit-summary.module.css';

/** One kind's limits as they hold now: the member's, the house's, what is left, and a change waiting. */
export function LimitSummary({ item, timeZone, now }: { item: LimitItem; timeZone: string; now: number }) {
  const { t, i18n } = useTranslation('limits');
  const at = (iso: string) => formatDateTime(iso, i18n.language, timeZone);
  const { next } = item;
  const due = next !== null && Date.parse(next.from) <= now;
  return (
    <section className={styles.card} aria-label={t(`kind.${item.kind}`)}>
      <p className={styles.about}>{t(`about.${item.kind}`)}</p>
      <dl className={card.figures}>
        <div>
          <dt>{t('own')}</dt>
          <dd>{item.own ? limitValue(t, item.own) : t('none')}</dd>
        </div>
        {item.house && (
          <div>
            <dt>{t('house')}</dt>
            <dd>{limitValue(t, item.house)}</dd>
          </div>
        )}
        {/* a limit per order has no window: nothing is used up */}
        {item.left !== null && item.resetsAt && (
          <div>
            <dt>{t('left')}</dt>
            <dd>{t('leftUntil', { left: formatMoney(item.left), at: at(item.resetsAt) })}</dd>
          </div>
        )}
      </dl>
      {next && (
        <CautionNote className={styles.next}>
          {next.amount === null
            ? t('nextRemoval')
            : t('next', { value: limitValue(t, { ...next, amount: next.amount }) })}
          <br />
          {due ? t('nextDue') : t('nextFrom', { at: at(next.from) })}
        </CautionNote>
      )}
      {next && (
        <div className={styles.actions}>
          {due && (
            <Button size="small" color="primary" onClick={() => void confirmLimit(item.kind)}>
              {t('confirm')}
            </Button>
          )}
          <Button size="small" fill="outline" onClick={() => void dropLimitChange(item.kind)}>
            {t('keep')}
          </Button>
        </div>
      )}
    </section>
  );
}
