import i18next, { type BackendModule } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { languageOfTags } from '../../../contract/language-tags';
import type { Language } from '../../../contract/messages';
import { appStorage } from '../storage/storage';
import { followLanguage, loadUpColourChoice } from '../up-colour';

// The contract's list, restated (a test keeps them equal): importing contract/messages.ts here would put
// every validation text of the contract into the first load.
export const LANGUAGES = ['zh-Hant', 'zh-Hans', 'en'] as const satisfies readonly Language[];
export const DEFAULT_LANGUAGE: Language = 'zh-Hant';
export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** Each language named in itself, so that anyone can find theirs. */
export const LANGUAGE_NAMES = { 'zh-Hant': '繁體中文', 'zh-Hans': '简体中文', en: 'English' } as const;

export const NAMESPACES = [
  'common',
  'errors',
  'status',
  'verify',
  'auth',
  'home',
  'news',
  'account',
  'wallet',
  'records',
  'settings',
  'market',
  'trade',
  'term',
  'control',
  'breaks',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

const LANG_KEY = 'lang';
type Catalog = Record<string, unknown>;

// The shell's zh-Hant catalogs ship in the main bundle; every other catalog is its own chunk, loaded with
// the route that needs it (router.tsx), so the first load carries only what the first screen shows.
const bundled = import.meta.glob<Catalog>('./locales/zh-Hant/{common,errors}.json', {
  eager: true,
  import: 'default',
});
const onDemand = import.meta.glob<Catalog>(['./locales/*/*.json', '!./locales/zh-Hant/{common,errors}.json'], {
  import: 'default',
});

const namespaceOf = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.json'.length);

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = onDemand[`./locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (catalog) => callback(null, catalog),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

// what the server paints before the app runs (home's banner) reads this cookie; the app's own store is IndexedDB
const LANGUAGE_COOKIE_MAX_AGE = 400 * 86_400;

function applyLanguage(language: Language) {
  document.documentElement.lang = language;
  followLanguage(language);
  document.cookie = `lang=${language}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`;
}

/**
 * The language chosen on this device (the settings, or the switch on the verification and sign-in screens), else
 * the browser's when it is one of ours, else zh-Hant.
 */
export async function chosenLanguage(): Promise<Language> {
  const stored = await appStorage.get<string>(LANG_KEY).catch(() => null);
  return isLanguage(stored) ? stored : (languageOfTags(navigator.languages) ?? DEFAULT_LANGUAGE);
}

/**
 * Starts fetching the catalogs of `namespaces` in `language` and in the fallback, which i18next reads too: the
 * backend's read later gets the same modules. The first screen's catalogs then come with its code; left to
 * i18next they came a round trip after its own start had fetched the shell's (in English, where none is bundled,
 * the first screen's text waited two round trips longer than in Chinese).
 */
export function fetchCatalogs(language: Language, namespaces: readonly Namespace[]): void {
  for (const each of new Set([language, DEFAULT_LANGUAGE])) {
    // a failure is the backend's to report, when i18next reads the catalog
    for (const namespace of namespaces) onDemand[`./locales/${each}/${namespace}.json`]?.().catch(() => {});
  }
}

/** Starts i18next with the shell's namespaces loaded, in `language` (by default the chosen one). */
export async function initI18n(language?: Language): Promise<typeof i18next> {
  [language] = await Promise.all([language ?? chosenLanguage(), loadUpColourChoice()]);
  const resources = Object.fromEntries(Object.entries(bundled).map(([path, catalog]) => [namespaceOf(path), catalog]));
  if (!i18next.isInitialized) {
    await i18next
      .use(backend)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: [...LANGUAGES],
        load: 'currentOnly',
        ns: ['common', 'errors'],
        defaultNS: 'common',
        resources: { [DEFAULT_LANGUAGE]: resources },
        partialBundledLanguages: true,
        interpolation: { escapeValue: false },
        returnNull: false,
      });
  }
  applyLanguage(language);
  return i18next;
}

/** The current language, re-rendering on a switch: reads of server texts refetch when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** The language the app shows and asks the server for (`Accept-Language`). */
export function currentLanguage(): Language {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** Switches the language and remembers it (no expiry: a setting, not a cache). */
export async function setLanguage(language: Language): Promise<void> {
  await i18next.changeLanguage(language);
  await appStorage.set(LANG_KEY, language, null);
  applyLanguage(language);
}

export { i18next };
