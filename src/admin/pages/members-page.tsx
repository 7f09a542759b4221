import { useState, type FormEvent } from 'react';
import { formatMoney } from '../../../contract/figures';
import { useTranslation } from 'react-i18next';
import type { Page } from '../../../contract/envelope';
import { useConsoleQuery } from '../api/use-console-query';
import { Field } from '../components/form';
import { BillsTable, MemberCard, type Bill, type MemberSummary } from '../components/member-card';
import { Pager, QueryBox, when } from '../components/query-box';
import { useConsoleLanguage } from '../i18n/i18n';

interface MemberData extends MemberSummary {
  reconciliation: { billsTotal: string; matches: boolean };
  ledger: Page<Bill>;
}

/** A member by account: balances, the whole ledger, and whether Σ bills = balance. */
export default function MembersPage() {
  const { t } = useTranslation();
  const language = useConsoleLanguage();
  const [draft, setDraft] = useState('');
  const [account, setAccount] = useState('');
  const [page, setPage] = useState(1);
  const query = useConsoleQuery<MemberData>('member', { account, page }, account !== '');
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setPage(1);
    setAccount(draft.trim());
  }
  return (
    <>
      <h1>{t('members.title')}</h1>
      <form className="search" onSubmit={onSubmit}>
        <Field label={t('members.account')}>
          <input name="account" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </Field>
        <button className="primary" type="submit">
          {t('common.search')}
        </button>
      </form>
      {account && (
        <QueryBox query={query}>
          {(member) => (
            <>
              <MemberCard member={member} withBills={false} />
              <p className={member.reconciliation.matches ? 'notice' : 'form-error'} role="status">
                {member.reconciliation.matches
                  ? t('members.reconciled', { total: formatMoney(member.reconciliation.billsTotal) })
                  : t('members.unreconciled', {
                      total: formatMoney(member.reconciliation.billsTotal),
                      balance: formatMoney(member.balance),
                    })}
              </p>
              <p>
                {t('members.joined')}: {when(member.createdAt, language)}
              </p>
              <h2>{t('members.ledger')}</h2>
              <BillsTable bills={member.ledger.data} />
              <Pager page={page} total={member.ledger.total} pageSize={member.ledger.pageSize} onPage={setPage} />
            </>
          )}
        </QueryBox>
      )}
    </>
  );
}
