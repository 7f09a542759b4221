import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TermPosition } from '../../../../contract/term';
import { newIdempotencyKey, outcomeUnknown } from '../../../lib/api-client';
import { confirm } from '../../../lib/confirm';
import { formatMoney } from '../../../../contract/figures';
import { formatRate } from '../../../lib/format/rate';
import { formatDateTime } from '../../../lib/format/time';
import { useOnline } from '../../../lib/hooks/use-online';
import { moveOut } from '../api/move-out';
import { MaturityCountdown } from './maturity-countdown';
import styles from './position-row.module.css';

interface Props {
  position: TermPosition;
  onMovedOut: (position: TermPosition) => void;
}

/** A term position: amount, rate, maturity countdown, interest; active ones can be moved out. */
export function PositionRow({ position: p, onMovedOut }: Props) {
  const { t, i18n } = useTranslation('term');
  const online = useOnline();
  const [sending, setSending] = useState(false);
  // One key per move-out of this position, kept while the outcome is unknown (time-out) so a retry is safe.
  const key = useRef<string | null>(null);
  const matured = Date.parse(p.maturesAt) <= Date.now();

  async function confirmMoveOut() {
    const ok = await confirm({
      title: t('moveOut.title'),
      content: matured
        ? t('moveOut.matured', { amount: formatMoney(p.amount), interest: formatMoney(p.interest) })
        : t('moveOut.early', { amount: formatMoney(p.amount), interest: formatMoney(p.interest) }),
      confirmText: matured ? t('moveOut.confirm') : t('moveOut.confirmEarly'),
      cancelText: t('moveOut.cancel'),
    });
    if (!ok) return;
    key.current ??= newIdempotencyKey();
    setSending(true);
    const result = await moveOut(p.id, key.current);
    setSending(false);
    if (result.ok) {
      key.current = null;
      onMovedOut(result.data);
    } else if (!outcomeUnknown(result.code)) {
      key.current = null;
    }
  }

  return (
    <div className={styles.row} data-testid="term-position" data-status={p.status}>
      <div className={styles.head}>
        <strong>{p.name}</strong>
        <span className={styles.rate}>{t('rateShort', { rate: formatRate(p.annualRate) })}</span>
        <span className={`${styles.status} ${styles[p.status]}`}>{t(`status.${p.status}`)}</span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('amount')}</dt>
          <dd>{formatMoney(p.amount)}</dd>
        </div>
        <div>
          <dt>{p.status === 'active' ? t('accrued') : t('interestPaid')}</dt>
          <dd>{formatMoney(p.status === 'active' ? p.accrued : p.interest)}</dd>
        </div>
        <div>
          <dt>{t('interestAtMaturity')}</dt>
          <dd>{formatMoney(p.interest)}</dd>
        </div>
        <div>
          <dt>{t('maturesAt')}</dt>
          <dd>{formatDateTime(p.maturesAt, i18n.language)}</dd>
        </div>
      </dl>
      {p.status === 'active' && (
        <div className={styles.foot}>
          <span className={styles.when}>
            <MaturityCountdown maturesAt={p.maturesAt} />
            {!matured && <small>{t('earlyNote')}</small>}
          </span>
          <button
            type="button"
            className={styles.out}
            disabled={!online || sending}
            onClick={() => void confirmMoveOut()}
          >
            {sending ? t('moveOut.sending') : t('moveOut.button')}
          </button>
        </div>
      )}
    </div>
  );
}
