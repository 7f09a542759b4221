import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router-dom';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES, setLanguage, useLanguage } from '../lib/i18n/i18n';
import styles from './language-switch.module.css';
import { visitorRoutes, type Layout } from './router';

/** The screens before sign-in: verification, sign-in, registration, a forgotten password. */
const BEFORE_SIGN_IN: readonly Layout[] = ['verify', 'auth'];

/**
 * The language switch of the screens before sign-in, as the settings' picker sets it: kept on this device, so it
 * is the member's language after sign-in too. A native select: the phone's own picker, and nothing more to load.
 * Rendered by the app rather than by those screens' layouts: there it split the start-up code into more chunks.
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname } = useLocation();
  const layout = visitorRoutes.find((route) => matchPath(route.path, pathname))?.layout;
  if (!layout || !BEFORE_SIGN_IN.includes(layout)) return null;
  return (
    <header className={styles.bar}>
      <select
        className={styles.switch}
        aria-label={t('language')}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void setLanguage(event.target.value);
        }}
      >
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </header>
  );
}
