import { useState } from 'react';
import { formatMoney } from '../../../contract/figures';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { consoleCall } from '../api/client';
import { useConsoleQuery } from '../api/use-console-query';
import { Field, FormError, useSubmit } from '../components/form';
import { MemberCard, type MemberSummary } from '../components/member-card';
import { QueryBox, when } from '../components/query-box';
import { useConsoleLanguage } from '../i18n/i18n';

interface QueueItem {
  kind: 'recharge' | 'withdraw';
  id: number;
  amount: string;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
  reviewNote: string | null;
  fee?: string;
  to?: string;
  payee?: string;
  method?: string;
  reference?: string;
  member: MemberSummary;
}

/** Approve, or reject with the reason the member reads; then the page shows the item as it now is. */
function Decision({ item, onDecided }: { item: QueueItem; onDecided: (message: string) => Promise<void> }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const { busy, error, fields, submit } = useSubmit();
  async function decide(decision: 'approve' | 'reject') {
    const body = { kind: item.kind, id: item.id, decision, ...(decision === 'reject' ? { reason } : {}) };
    let refused = '';
    const done = await submit(async () => {
      const result = await consoleCall('review', body);
      // decided by another operator first (409): say so, and show what they decided
      if (!result.ok && result.code === 409) refused = result.msg;
      return result;
    });
    if (done) await onDecided(t(decision === 'approve' ? 'queue.approved' : 'queue.rejected'));
    else if (refused) await onDecided(refused);
  }
  return (
    <form className="card decision" onSubmit={(e) => e.preventDefault()}>
      <Field label={t('queue.reason')} error={fields.reason}>
        <textarea name="reason" rows={2} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
      </Field>
      <FormError error={error} />
      <div className="actions">
        <button className="primary" type="button" disabled={busy} onClick={() => void decide('approve')}>
          {t('queue.approve')}
        </button>
        <button className="danger" type="button" disabled={busy} onClick={() => void decide('reject')}>
          {t('queue.reject')}
        </button>
      </div>
    </form>
  );
}

/** One recharge or withdrawal: what it is, whose it is, where the money goes, and the decision. */
export default function QueueItemPage() {
  const { t } = useTranslation();
  const language = useConsoleLanguage();
  const { kind = '', id = '' } = useParams();
  const query = useConsoleQuery<QueueItem>('queueItem', { kind, id: Number(id) });
  const [notice, setNotice] = useState('');
  // The notice comes with the item as it now is, never beside the decision form it replaces.
  async function onDecided(message: string) {
    await query.refetch();
    setNotice(message);
  }
  return (
    <>
      <p>
        <Link to="/queue">← {t('queue.back')}</Link>
      </p>
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <QueryBox query={query}>
        {(item) => {
          const rows: Array<[string, string | null | undefined]> = [
            [t('queue.amount'), formatMoney(item.amount)],
            [t('queue.fee'), item.fee && formatMoney(item.fee)],
            [t('queue.method'), item.method && t(`method.${item.method}`)],
            [t('queue.reference'), item.reference],
            [t('queue.to'), item.to],
            [t('queue.payee'), item.payee],
            [t('queue.createdAt'), when(item.createdAt, language)],
            [t('queue.status'), t(`queue.${item.status}`)],
            [t('queue.reviewedBy'), item.reviewedBy],
            [t('queue.reviewedAt'), item.reviewedAt && when(item.reviewedAt, language)],
            [t('queue.reviewNote'), item.reviewNote],
          ];
          return (
            <div className="columns">
              <div>
                <section className="card">
                  <h1>
                    {t(`queue.kind.${item.kind}`)} #{item.id}
                  </h1>
                  <dl className="details">
                    {rows
                      .filter(([, value]) => value)
                      .map(([label, value]) => (
                        <div key={label}>
                          <dt>{label}</dt>
                          <dd>{value}</dd>
                        </div>
                      ))}
                  </dl>
                </section>
                {item.status === 'pending' && <Decision item={item} onDecided={onDecided} />}
              </div>
              <MemberCard member={item.member} />
            </div>
          );
        }}
      </QueryBox>
    </>
  );
}
