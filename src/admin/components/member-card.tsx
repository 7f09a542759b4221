import { useTranslation } from 'react-i18next';
import { formatMoney, moneySign } from '../../../contract/figures';
import { useConsoleLanguage } from '../i18n/i18n';
import { when } from './query-box';

/** console.css's sign colours, by moneySign */
const SIGN_CLASS = { [-1]: 'negative', 0: '', 1: 'positive' } as const;

export interface Bill {
  id: number;
  kind: string;
  amount: string;
  balanceAfter: string;
  createdAt: string;
}
export interface MemberSummary {
  id: number;
  account: string;
  nickname: string;
  balance: string;
  frozen: string;
  termBalance: string;
  createdAt: string;
  bills: Bill[];
}

export function BillsTable({ bills }: { bills: Bill[] }) {
  const { t } = useTranslation();
  const language = useConsoleLanguage();
  if (bills.length === 0) return <p className="state">{t('common.empty')}</p>;
  return (
    <table>
      <thead>
        <tr>
          <th>{t('members.at')}</th>
          <th>{t('members.kind')}</th>
          <th className="num">{t('queue.amount')}</th>
          <th className="num">{t('members.balanceAfter')}</th>
        </tr>
      </thead>
      <tbody>
        {bills.map((bill) => (
          <tr key={bill.id}>
            <td className="when">{when(bill.createdAt, language)}</td>
            <td>{t(`bill.${bill.kind}`, { defaultValue: bill.kind })}</td>
            <td className={`num ${SIGN_CLASS[moneySign(bill.amount)]}`}>{formatMoney(bill.amount, { sign: true })}</td>
            <td className="num">{formatMoney(bill.balanceAfter)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A member's balances (and, unless `ledger` is drawn by the caller, the recent ledger). */
export function MemberCard({ member, withBills = true }: { member: MemberSummary; withBills?: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="card">
      <h2>
        {t('queue.memberTitle')}: {member.account}{' '}
        {member.nickname !== member.account && <small>{member.nickname}</small>}
      </h2>
      <dl className="figures">
        <div>
          <dt>{t('queue.balance')}</dt>
          <dd>{formatMoney(member.balance)}</dd>
        </div>
        <div>
          <dt>{t('queue.frozen')}</dt>
          <dd>{formatMoney(member.frozen)}</dd>
        </div>
        <div>
          <dt>{t('queue.termBalance')}</dt>
          <dd>{formatMoney(member.termBalance)}</dd>
        </div>
      </dl>
      {withBills && (
        <>
          <h3>{t('queue.recentBills')}</h3>
          <BillsTable bills={member.bills} />
        </>
      )}
    </section>
  );
}
