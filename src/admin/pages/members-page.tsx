import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { formatMoney } from '../../../contract/figures';
import { useConsoleQuery } from '../api/use-console-query';
import { Field } from '../components/form';
import { Pager, QueryBox, when } from '../components/query-box';
import { useConsoleLanguage } from '../i18n/i18n';

/** Every member, found by the start of the account ("alice" finds alice_1), a page at a time. */
export default function MembersPage() {
  const { t } = useTranslation();
  const language = useConsoleLanguage();
  // the search lives in the address: Back from a member's page returns to the same list
  const [params, setParams] = useSearchParams();
  const prefix = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const [draft, setDraft] = useState(prefix);
  const query = useConsoleQuery('members', { ...(prefix ? { prefix } : {}), page });
  const go = (q: string, p: number) => setParams({ ...(q ? { q } : {}), ...(p > 1 ? { page: String(p) } : {}) });
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    go(draft.trim(), 1);
  }
  return (
    <>
      <h1>{t('members.title')}</h1>
      <form className="search" onSubmit={onSubmit}>
        <Field label={t('members.prefix')}>
          <input name="prefix" value={draft} autoComplete="off" onChange={(e) => setDraft(e.target.value)} />
        </Field>
        <button className="primary" type="submit">
          {t('common.search')}
        </button>
      </form>
      <QueryBox query={query}>
        {(list) => (
          <>
            <p className="state">{t('members.found', { count: list.total })}</p>
            {list.data.length > 0 && (
              <table className="member-list">
                <thead>
                  <tr>
                    <th>{t('members.account')}</th>
                    <th>{t('members.nickname')}</th>
                    <th className="num">{t('queue.balance')}</th>
                    <th>{t('members.joined')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.map((m) => (
                    <tr key={m.id}>
                      <td>
                        <Link to={`/members/${m.account}`}>{m.account}</Link>
                      </td>
                      <td>{m.nickname}</td>
                      <td className="num">{formatMoney(m.balance)}</td>
                      <td className="when">{when(m.createdAt, language)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <Pager page={page} total={list.total} pageSize={list.pageSize} onPage={(p) => go(prefix, p)} />
          </>
        )}
      </QueryBox>
    </>
  );
}
