import { useTranslation } from 'react-i18next';
import styles from './reload-prompt.module.css';

/** The offer of a waiting new version: "later" dismisses it, "update" applies it. */
export default function UpdateOffer({ apply, dismiss }: { apply: () => void; dismiss: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.prompt} role="alertdialog" aria-labelledby="reload-prompt-text">
      <span id="reload-prompt-text" className={styles.text}>
        {t('update.available')}
      </span>
      <button type="button" className={styles.later} onClick={dismiss}>
        {t('update.later')}
      </button>
      <button type="button" className={styles.reload} onClick={apply}>
        {t('update.reload')}
      </button>
    </div>
  );
}
