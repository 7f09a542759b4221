import { useState } from 'react';
import { formatMoney } from '../../../contract/figures';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useConsoleQuery } from '../api/use-console-query';
import { Decision } from '../components/decision';
import { MemberCard } from '../components/member-card';
import { QueryBox, when } from '../components/query-box';
import { useConsoleLanguage } from '../i18n/i18n';

/** One recharge or withdrawal: what it is, whose it is, where the money goes, and the decision. */
export default function QueueItemPage() {
  const { t } = useTranslation();
  const language = useConsoleLanguage();
  const { kind = '', id = '' } = useParams();
  const query = useConsoleQuery('queueItem', { kind, id: Number(id) });
  const [notice, setNotice] = useState('');
  // The notice comes with the item as it now is, never beside the decision form it replaces.
  function onDecided(message: string) {
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
