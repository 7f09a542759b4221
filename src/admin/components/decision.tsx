import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../contract/figures';
import { useDataClient } from '../../lib/query/data-client';
import { useConsoleWrite } from '../api/use-console-query';
import { Field, FormError, useSubmit } from './form';
import type { QueueItem } from '../../../contract/console/review';

export type { QueueItem };

const REASON_MAX = 200;

/**
 * Approve, or reject with the reason the member reads; each asks first, naming the amount and the member.
 * Then the page shows the item as it now is.
 */
export function Decision({ item, onDecided }: { item: QueueItem; onDecided: (message: string) => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState<'approve' | 'reject'>();
  const { busy, error, fields, submit } = useSubmit();
  const write = useConsoleWrite();
  const { cache } = useDataClient();
  async function decide(decision: 'approve' | 'reject') {
    setAsking(undefined);
    const body = { kind: item.kind, id: item.id, decision, ...(decision === 'reject' ? { reason } : {}) };
    let refused = '';
    const done = await submit(async () => {
      const result = await write('review', body);
      // decided by another operator first (409): say so, and show what they decided
      if (!result.ok && result.code === 409) refused = result.msg;
      return result;
    });
    if (done) onDecided(t(decision === 'approve' ? 'queue.approved' : 'queue.rejected'));
    else if (refused) {
      // what the other operator decided shows in place of this form
      await cache.invalidate('queueItem');
      onDecided(refused);
    }
  }
  const length = reason.length;
  const subject = {
    kind: t(`queue.kind.${item.kind}`),
    id: item.id,
    amount: formatMoney(item.amount),
    member: item.member.account,
  };
  return (
    <form className="card decision" onSubmit={(e) => e.preventDefault()}>
      <Field
        label={t('queue.reason')}
        error={length > REASON_MAX ? t('queue.reasonTooLong', { max: REASON_MAX }) : fields.reason}
      >
        <textarea
          name="reason"
          rows={2}
          value={reason}
          aria-describedby="reason-count"
          onChange={(e) => {
            setReason(e.target.value);
            setAsking(undefined);
          }}
        />
        <span id="reason-count" className={length > REASON_MAX ? 'counter over' : 'counter'}>
          {t('queue.reasonCount', { count: length, max: REASON_MAX })}
        </span>
      </Field>
      <FormError error={error} />
      {asking ? (
        <div className="confirm" role="alertdialog" aria-label={t(`queue.${asking}`)}>
          <p>{t(asking === 'approve' ? 'queue.confirmApprove' : 'queue.confirmReject', subject)}</p>
          <div className="actions">
            <button
              className={asking === 'approve' ? 'primary' : 'danger'}
              type="button"
              disabled={busy}
              onClick={() => void decide(asking)}
            >
              {t(`queue.${asking}`)}
            </button>
            <button type="button" onClick={() => setAsking(undefined)}>
              {t('common.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className="actions">
          <button className="primary" type="button" disabled={busy} onClick={() => setAsking('approve')}>
            {t('queue.approve')}
          </button>
          <button
            className="danger"
            type="button"
            disabled={busy || length > REASON_MAX}
            onClick={() => setAsking('reject')}
          >
            {t('queue.reject')}
          </button>
        </div>
      )}
    </form>
  );
}
