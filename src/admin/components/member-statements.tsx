import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STATEMENT_FIGURES } from '../../../contract/statements';
import { formatMoney } from '../../../contract/figures';
import { useConsoleQuery } from '../api/use-console-query';
import { QueryBox } from './query-box';

/** The member's monthly statements as the member's own screen shows them, one month at a time. */
export function MemberStatements({ account }: { account: string }) {
  const { t } = useTranslation();
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const query = useConsoleQuery('memberStatements', { account, timeZone });
  const [chosen, setChosen] = useState<string>();
  return (
    <section className="card" data-testid="member-statements">
      <h2>{t('statements.title')}</h2>
      <QueryBox query={query}>
        {({ months, timeZone: zone }) => {
          const month = months.find((m) => m.month === chosen) ?? months[0];
          if (!month) return null;
          return (
            <>
              <label>
                {t('statements.month')}{' '}
                <select value={month.month} onChange={(event) => setChosen(event.target.value)}>
                  {months.map((m) => (
                    <option key={m.month}>{m.month}</option>
                  ))}
                </select>
              </label>
              <p className="state">{t('statements.zone', { zone })}</p>
              <dl className="details">
                {STATEMENT_FIGURES.map((figure) => (
                  <div key={figure} data-figure={figure}>
                    <dt>{t(`statements.${figure}`)}</dt>
                    <dd className="num">{formatMoney(month[figure])}</dd>
                  </div>
                ))}
              </dl>
            </>
          );
        }}
      </QueryBox>
    </section>
  );
}
