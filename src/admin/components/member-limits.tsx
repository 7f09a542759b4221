import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMIT_KINDS, periodsOf, type LimitKind, type LimitPeriod } from '../../../contract/limits';
import { formatMoney } from '../../../contract/figures';
import { useConsoleQuery, useConsoleWrite } from '../api/use-console-query';
import { Field, FormError, useSubmit } from './form';
import { QueryBox } from './query-box';

/**
 * The member's limits (issue 44 §1) and the house's own limit for them: it holds at once, beside the member's,
 * so the lower applies; the member sees it on their Limits screen. Every change is in the audit log.
 */
export function MemberLimits({ account }: { account: string }) {
  const { t } = useTranslation();
  const query = useConsoleQuery('memberLimits', { account });
  const { busy, error, fields, submit } = useSubmit();
  const write = useConsoleWrite();
  const [kind, setKind] = useState<LimitKind>('deposit');
  const [period, setPeriod] = useState<LimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const value = (v: { amount: string; period: LimitPeriod } | null) =>
    v ? t('limits.value', { amount: formatMoney(v.amount), period: t(`limits.period.${v.period}`) }) : '—';

  async function save(event: FormEvent, remove = false) {
    event.preventDefault();
    const body = { account, kind, period, ...(remove ? {} : { amount: amount.trim() }) };
    if (await submit(() => write('houseLimit', body))) setAmount('');
  }
  const periods = periodsOf(kind);

  return (
    <form className="card" data-testid="member-limits" onSubmit={(e) => void save(e)}>
      <h2>{t('limits.title')}</h2>
      <p className="field-help">{t('limits.help')}</p>
      <QueryBox query={query}>
        {({ limits }) => (
          <table>
            <thead>
              <tr>
                <th>{t('limits.kindHead')}</th>
                <th>{t('limits.own')}</th>
                <th>{t('limits.house')}</th>
              </tr>
            </thead>
            <tbody>
              {limits.map((item) => (
                <tr key={item.kind}>
                  <td>{t(`limits.kind.${item.kind}`)}</td>
                  <td>
                    {value(item.own)}
                    {item.next && ` (${t('limits.waiting')})`}
                  </td>
                  <td>{value(item.house)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryBox>
      <Field label={t('limits.kindHead')}>
        <select
          value={kind}
          onChange={(e) => {
            const next = e.target.value as LimitKind;
            setKind(next);
            if (!periodsOf(next).includes(period)) setPeriod('day');
          }}
        >
          {LIMIT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`limits.kind.${k}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('limits.periodHead')} error={fields.period}>
        <select value={period} onChange={(e) => setPeriod(e.target.value as LimitPeriod)}>
          {periods.map((p) => (
            <option key={p} value={p}>
              {t(`limits.period.${p}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t('limits.amount')} error={fields.amount}>
        <input inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
      </Field>
      <button type="submit" disabled={busy}>
        {t('limits.save')}
      </button>{' '}
      <button type="button" disabled={busy} onClick={(e) => void save(e, true)}>
        {t('limits.remove')}
      </button>
      <FormError error={error} />
    </form>
  );
}
