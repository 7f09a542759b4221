import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './record-links.module.css';

const RECORDS = ['ledgerRecord', 'rechargeRecord', 'withdrawRecord', 'tradeRecord', 'terminalRecord'] as const;

/** The buttons to the member's record lists (the "details" of the asset overview). */
export function RecordLinks() {
  const { t } = useTranslation('common');
  return (
    <nav className={styles.list} aria-label={t('title.assetDetails')}>
      {RECORDS.map((record) => (
        <Link key={record} className={styles.link} to={`/my/${record.toLowerCase()}`}>
          {t(`title.${record}`)}
          <span aria-hidden="true" className={styles.arrow}>
            ›
          </span>
        </Link>
      ))}
    </nav>
  );
}
