import { useTranslation } from 'react-i18next';
import { STATEMENT_FIGURES, type StatementMonth } from '../../../../contract/statements';
import { MoneyText } from '../../../components/money-text';
import { PARTS } from '../lib/statement-rows';
import styles from './statement-card.module.css';

const BALANCES = new Set(['opening', 'closing']);

/** "2026-11" → "November 2026" / "2026年11月" */
export function monthName(month: string, language: string): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, index - 1, 1)),
  );
}

/** One month of the statement: opening, what moved the balance, closing, and the net result. */
export function StatementCard({ month }: { month: StatementMonth }) {
  const { t, i18n } = useTranslation('control');
  return (
    <section className={styles.card} data-testid="statement-month" data-month={month.month}>
      <h2>{monthName(month.month, i18n.language)}</h2>
      <dl className={styles.figures}>
        {STATEMENT_FIGURES.map((figure) => (
          <div
            key={figure}
            className={
              PARTS.has(figure) ? styles.part : figure === 'closing' || figure === 'netResult' ? styles.total : ''
            }
            data-figure={figure}
          >
            <dt>{t(`statements.figure.${figure}`)}</dt>
            <dd>
              <MoneyText value={month[figure]} signed={!BALANCES.has(figure)} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
