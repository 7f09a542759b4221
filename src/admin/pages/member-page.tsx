import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../contract/figures';
import { Link, useParams } from 'react-router-dom';
import { useConsoleQuery } from '../api/use-console-query';
import { BillsTable, MemberCard } from '../components/member-card';
import { Pager, QueryBox, when } from '../components/query-box';
import { MemberRecords } from '../components/member-records';
import { MemberResetCode } from '../components/member-reset-code';
import { MemberPasskeys } from '../components/member-passkeys';
import { MemberStatements } from '../components/member-statements';
import { MemberLimits } from '../components/member-limits';
import { MemberBreaks } from '../components/member-breaks';
import { useConsoleLanguage } from '../i18n/i18n';

/** A member's page: profile, balances and whether Σ bills = balance, passkeys, the ledger, and each kind of record. */
export default function MemberPage() {
  const { t } = useTranslation();
  const language = useConsoleLanguage();
  const { account = '' } = useParams();
  const [page, setPage] = useState(1);
  const query = useConsoleQuery('member', { account, page });
  return (
    <>
      <p>
        <Link to="/members">← {t('members.back')}</Link>
      </p>
      <h1>{account}</h1>
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
            <section className="card">
              <h2>{t('members.profile')}</h2>
              <dl className="details">
                {(
                  [
                    [t('members.nickname'), member.nickname],
                    [t('members.realName'), member.profile.realName],
                    [t('members.phone'), member.profile.phone],
                    [t('members.email'), member.profile.email],
                    [t('members.joined'), when(member.createdAt, language)],
                    [
                      t('members.notifications'),
                      member.pushDevices
                        ? t('members.notificationsOn', { count: member.pushDevices })
                        : t('members.notificationsOff'),
                    ],
                  ] as const
                ).map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value || '—'}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <MemberResetCode account={member.account} />
            <MemberPasskeys account={member.account} passkeys={member.passkeys} />
            <MemberBreaks account={member.account} />
            <MemberRecords account={member.account} />
            <MemberStatements account={member.account} />
            <MemberLimits account={member.account} />
            <h2>{t('members.ledger')}</h2>
            <BillsTable bills={member.ledger.data} />
            <Pager page={page} total={member.ledger.total} pageSize={member.ledger.pageSize} onPage={setPage} />
          </>
        )}
      </QueryBox>
    </>
  );
}
