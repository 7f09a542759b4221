import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { QueryView } from '../../../components/query-view';
import { useStatements } from '../api/statements';
import { StatementCard } from '../components/statement-card';
import { downloadCsv, toCsv } from '../lib/csv';
import { statementTable } from '../lib/statement-rows';
import styles from './statements-page.module.css';

/** /my/statements: a statement for each of the last 12 months, on screen and as a CSV file. */
export default function StatementsPage() {
  const { t } = useTranslation('control');
  const statements = useStatements();
  return (
    <>
      <PageHeader title={t('statements.title')} />
      <QueryView query={statements}>
        {({ timeZone, months }) => (
          <>
            <div className={styles.intro}>
              <p className={styles.hint}>{t('statements.intro', { zone: timeZone })}</p>
              <Button
                className={styles.download}
                size="small"
                color="primary"
                fill="outline"
                onClick={() =>
                  downloadCsv(
                    t('statements.fileName', { from: months.at(-1)?.month, to: months[0]?.month }),
                    toCsv(statementTable(t, months)),
                  )
                }
              >
                {t('statements.download')}
              </Button>
            </div>
            {months.map((month) => (
              <StatementCard key={month.month} month={month} />
            ))}
          </>
        )}
      </QueryView>
    </>
  );
}
