import { memo } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { BRAND_NAME } from '../../../../contract/brand';
import { tokenAtom } from '../../../lib/state/app.atoms';
import { HomeIcon } from './home-icons';
import { useConfig } from '../../../lib/query/use-call';
import { useInstall } from '../../../components/pwa/use-install';
import styles from './home-header.module.css';

/** The brand's name; login/register for visitors; for members the app download, or else "add to home screen". */
export const HomeHeader = memo(function HomeHeader() {
  const { t } = useTranslation(['home', 'common']);
  const config = useConfig();
  const token = useAtomValue(tokenAtom);
  const { way, install, guide } = useInstall();
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{BRAND_NAME}</h1>
      {token ? (
        config?.download_url ? (
          <a
            className={styles.icon}
            href={config.download_url}
            aria-label={t('header.download')}
            title={t('header.download')}
          >
            <HomeIcon name="download" />
          </a>
        ) : (
          way && (
            <button
              type="button"
              className={styles.icon}
              onClick={install}
              aria-label={t('common:install.add')}
              title={t('common:install.add')}
            >
              <HomeIcon name="download" />
            </button>
          )
        )
      ) : (
        <nav className={styles.links}>
          <Link className={styles.link} to="/auth/login">
            {t('header.login')}
          </Link>
          <Link className={`${styles.link} ${styles.primary}`} to="/auth/register">
            {t('header.register')}
          </Link>
        </nav>
      )}
      {guide}
    </header>
  );
});
