import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../../../contract/messages';
import en from './en';
import zhHans from './zh-Hans';
import zhHant from './zh-Hant';

/** The console's three catalogs are small and ship with it; the operator's choice is kept on this device. */
const KEY = 'console-lang';

export async function initConsoleI18n() {
  const stored = localStorage.getItem(KEY);
  const lng = isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  document.documentElement.lang = lng;
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: { 'zh-Hant': { console: zhHant }, 'zh-Hans': { console: zhHans }, en: { console: en } },
    defaultNS: 'console',
    interpolation: { escapeValue: false },
  });
}

export const consoleLanguage = (): Language => (isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE);

export function useConsoleLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

export async function setConsoleLanguage(language: Language) {
  localStorage.setItem(KEY, language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}

export const LANGUAGE_NAMES: Record<Language, string> = { 'zh-Hant': '繁體中文', 'zh-Hans': '简体中文', en: 'English' };
