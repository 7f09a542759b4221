import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './install-guide.module.css';

/** iOS Safari's way to the home screen, drawn: its Share button, then "Add to Home Screen". */
export default function InstallGuide({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('common');
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => dialog.current?.showModal(), []);
  return (
    <dialog ref={dialog} className={styles.guide} aria-labelledby="install-guide-title" onClose={onClose}>
      <h2 id="install-guide-title" className={styles.title}>
        {t('install.guideTitle')}
      </h2>
      <ol className={styles.steps}>
        <li>
          <svg className={styles.picture} viewBox="0 0 48 48" aria-hidden="true">
            <rect x="2" y="2" width="44" height="44" rx="10" fill="#eef3fe" />
            <path d="M24 10v20M17 17l7-7 7 7M15 22h-2v16h22V22h-2" fill="none" stroke="#1a6df3" strokeWidth="2.5" />
          </svg>
          <span>{t('install.stepShare')}</span>
        </li>
        <li>
          <svg className={styles.picture} viewBox="0 0 48 48" aria-hidden="true">
            <rect x="2" y="2" width="44" height="44" rx="10" fill="#eef3fe" />
            <rect x="12" y="12" width="24" height="24" rx="5" fill="none" stroke="#1a6df3" strokeWidth="2.5" />
            <path d="M24 18v12M18 24h12" stroke="#1a6df3" strokeWidth="2.5" />
          </svg>
          <span>{t('install.stepAdd')}</span>
        </li>
      </ol>
      <form method="dialog">
        <button type="submit" className={styles.close}>
          {t('install.close')}
        </button>
      </form>
    </dialog>
  );
}
