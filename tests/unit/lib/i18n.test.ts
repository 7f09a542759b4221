import { DEFAULT_LANGUAGE as CONTRACT_DEFAULT, LANGUAGES as CONTRACT_LANGUAGES } from '../../../contract/messages';
import {
  currentLanguage,
  DEFAULT_LANGUAGE,
  i18next,
  initI18n,
  LANGUAGES,
  NAMESPACES,
  setLanguage,
} from '../../../src/lib/i18n/i18n';
import { appStorage } from '../../../src/lib/storage/storage';

type Tree = { [key: string]: string | Tree };
const catalogs = import.meta.glob<Tree>('../../../src/lib/i18n/locales/*/*.json', { eager: true, import: 'default' });

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : keys(value, `${prefix}${key}.`),
  );
}
const catalog = (lng: string, ns: string) => catalogs[`../../../src/lib/i18n/locales/${lng}/${ns}.json`];
/** A catalog's keys, each plural form (English's `_one`, `_other`) counted as its key: Chinese has one form. */
const textKeys = (lng: string, ns: string) =>
  [...new Set(keys(catalog(lng, ns)!).map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

describe('i18n', () => {
  afterEach(async () => {
    await setLanguage('zh-Hant');
  });

  it('offers exactly the contract languages, zh-Hant first', () => {
    expect(LANGUAGES).toEqual(CONTRACT_LANGUAGES);
    expect(DEFAULT_LANGUAGE).toBe(CONTRACT_DEFAULT);
  });

  it('starts in zh-Hant with the spec wording', () => {
    expect(currentLanguage()).toBe('zh-Hant');
    expect(i18next.t('request', { ns: 'errors' })).toBe('請求錯誤');
    expect(document.documentElement.lang).toBe('zh-Hant');
  });

  it('starts in the browser’s language when it is one of ours and nothing was chosen', async () => {
    await appStorage.remove('lang');
    const languages = Object.getOwnPropertyDescriptor(navigator, 'languages');
    try {
      for (const [tags, language] of [
        [['en-GB', 'zh-TW'], 'en'],
        [['fr-FR', 'zh-CN'], 'zh-Hans'],
        [['zh-HK'], 'zh-Hant'],
        [['fr-FR', 'de'], 'zh-Hant'],
      ] as const) {
        Object.defineProperty(navigator, 'languages', { value: tags, configurable: true });
        await i18next.changeLanguage('zh-Hant');
        await initI18n();
        expect(document.documentElement.lang, tags.join()).toBe(language);
      }
      // the choice made on this device wins over the browser's
      await appStorage.set('lang', 'zh-Hans', null);
      await initI18n();
      expect(document.documentElement.lang).toBe('zh-Hans');
    } finally {
      if (languages) Object.defineProperty(navigator, 'languages', languages);
    }
  });

  it('switches language, loading the catalogs on demand, and remembers the choice', async () => {
    await setLanguage('en');
    expect(currentLanguage()).toBe('en');
    expect(i18next.t('tab.mine', { ns: 'common' })).toBe('Me');
    expect(document.documentElement.lang).toBe('en');
    expect(await appStorage.get('lang')).toBe('en');

    await setLanguage('zh-Hans');
    expect(i18next.t('request', { ns: 'errors' })).toBe('请求错误');
    expect(await appStorage.get('lang')).toBe('zh-Hans');
  });

  it.each(NAMESPACES)('the catalog "%s" has the same texts in all three languages', (ns) => {
    const reference = textKeys('zh-Hant', ns);
    expect(reference.length).toBeGreaterThan(0);
    expect(textKeys('zh-Hans', ns)).toEqual(reference);
    expect(textKeys('en', ns)).toEqual(reference);
  });

  it('every namespace has a catalog file in every language', () => {
    for (const lng of ['zh-Hant', 'zh-Hans', 'en']) {
      for (const ns of NAMESPACES) expect(catalog(lng, ns), `${lng}/${ns}`).toBeDefined();
    }
  });
});
