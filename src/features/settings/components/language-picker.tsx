import CheckList from 'antd-mobile/es/components/check-list';
import { useTranslation } from 'react-i18next';
import { loadConfig } from '../../../lib/config';
import { currentLanguage, isLanguage, LANGUAGE_NAMES, LANGUAGES, setLanguage } from '../../../lib/i18n/i18n';

/** Each language named in itself; applies at once. */
export function LanguagePicker() {
  const { t } = useTranslation('settings');
  return (
    <CheckList
      mode="card"
      aria-label={t('language')}
      value={[currentLanguage()]}
      onChange={(selected) => {
        const language = selected[0];
        // the deposit channels' texts come with the config, in the language asked for
        if (isLanguage(language)) void setLanguage(language).then(() => loadConfig());
      }}
    >
      {LANGUAGES.map((language) => (
        <CheckList.Item key={language} value={language}>
          <span lang={language}>{LANGUAGE_NAMES[language]}</span>
        </CheckList.Item>
      ))}
    </CheckList>
  );
}
