import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { pendingUpdateAtom } from '../../lib/pwa/pwa.atoms';
import styles from './reload-prompt.module.css';

/** Offers a waiting new version; it applies only when the user says so. */
export function ReloadPrompt() {
  const { t } = useTranslation('common');
  const [update, setUpdate] = useAtom(pendingUpdateAtom);
  if (!update) return null;
  return (
    <div className={styles.prompt} role="alertdialog" aria-labelledby="reload-prompt-text">
      <span id="reload-prompt-text" className={styles.text}>
        {t('update.available')}
      </span>
      <button type="button" className={styles.later} onClick={() => setUpdate(null)}>
        {t('update.later')}
      </button>
      <button type="button" className={styles.reload} onClick={update.apply}>
        {t('update.reload')}
      </button>
    </div>
  );
}
