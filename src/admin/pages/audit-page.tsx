import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../../contract/envelope';
import { useConsoleQuery } from '../api/use-console-query';
import { Field } from '../components/form';
import { Pager, QueryBox, when } from '../components/query-box';
import { useConsoleLanguage } from '../i18n/i18n';

interface AuditRow {
  id: number;
  actor: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  address: string;
  at: string;
}

const json = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** Every operator action, newest first, filtered by who and by the action's prefix. */
export default function AuditPage() {
  const { t } = useTranslation();
  const language = useConsoleLanguage();
  const [draft, setDraft] = useState({ actor: '', action: '' });
  const [filters, setFilters] = useState({ actor: '', action: '' });
  const [page, setPage] = useState(1);
  const body = {
    ...(filters.actor ? { actor: filters.actor } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    page,
  };
  const query = useConsoleQuery<Page<AuditRow>>('audit', body);
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setPage(1);
    setFilters({ actor: draft.actor.trim(), action: draft.action.trim() });
  }
  return (
    <>
      <h1>{t('audit.title')}</h1>
      <form className="search" onSubmit={onSubmit}>
        <Field label={t('audit.actor')}>
          <input name="actor" value={draft.actor} onChange={(e) => setDraft({ ...draft, actor: e.target.value })} />
        </Field>
        <Field label={t('audit.actionPrefix')}>
          <input name="action" value={draft.action} onChange={(e) => setDraft({ ...draft, action: e.target.value })} />
        </Field>
        <button className="primary" type="submit">
          {t('common.search')}
        </button>
      </form>
      <QueryBox query={query}>
        {(log) => (
          <>
            <div className="scroll">
              <table className="audit">
                <thead>
                  <tr>
                    <th>{t('audit.at')}</th>
                    <th>{t('audit.actor')}</th>
                    <th>{t('audit.action')}</th>
                    <th>{t('audit.target')}</th>
                    <th>{t('audit.change')}</th>
                    <th>{t('audit.address')}</th>
                  </tr>
                </thead>
                <tbody>
                  {log.data.map((row) => (
                    <tr key={row.id}>
                      <td>{when(row.at, language)}</td>
                      <td>{row.actor}</td>
                      <td>
                        <code>{row.action}</code>
                      </td>
                      <td>{row.target}</td>
                      <td className="change">
                        <code>{json(row.before)}</code> → <code>{json(row.after)}</code>
                      </td>
                      <td>{row.address}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={page} total={log.total} pageSize={log.pageSize} onPage={setPage} />
          </>
        )}
      </QueryBox>
    </>
  );
}
