import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleQuery } from '../api/use-console-query';
import { AuditEntry } from '../components/audit-entry';
import { Field } from '../components/form';
import { Pager, QueryBox } from '../components/query-box';

/** Every operator action and failed sign-in, newest first, in words; filtered by who and by the action's prefix. */
export default function AuditPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ actor: '', action: '' });
  const [filters, setFilters] = useState({ actor: '', action: '' });
  const [page, setPage] = useState(1);
  const body = {
    ...(filters.actor ? { actor: filters.actor } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    page,
  };
  const query = useConsoleQuery('audit', body);
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
            {log.data.length === 0 && <p className="state">{t('common.empty')}</p>}
            <ol className="audit-list">
              {log.data.map((row) => (
                <AuditEntry key={row.id} row={row} />
              ))}
            </ol>
            <Pager page={page} total={log.total} pageSize={log.pageSize} onPage={setPage} />
          </>
        )}
      </QueryBox>
    </>
  );
}
