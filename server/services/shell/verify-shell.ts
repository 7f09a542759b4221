import type { Language } from '../../../contract/messages';
import { verifyShellMarkup } from '../../../contract/verify-screen';
import en from '../../../src/lib/i18n/locales/en/verify.json';
import zhHans from '../../../src/lib/i18n/locales/zh-Hans/verify.json';
import zhHant from '../../../src/lib/i18n/locales/zh-Hant/verify.json';
import { escapeHtml } from '../content/escape-html';
import { pagePath } from './pages';

/** Where index.html takes the verification screen's copy (inside #root, before the start-up splash). */
export const VERIFY_SHELL_MARKER = '<!--verify-shell-->';

// the app's own words for the screen, from its catalogs
const TEXTS: Record<Language, { prompt: string; start: string }> = { 'zh-Hant': zhHant, 'zh-Hans': zhHans, en };

/** Whether a request's first screen is the verification screen: /verify, case-insensitively, with or without a trailing slash. */
export function isVerifyPath(url: string): boolean {
  return pagePath(url) === '/verify';
}

/**
 * index.html with the verification screen's text and button written in, in the page's language, where the screen
 * will draw them: a new visitor's phone paints the text with the HTML instead of after the app's code and its
 * catalogs have arrived (2 s on a slow phone).
 */
export function verifyShellHtml(indexHtml: string, lang: Language): string {
  const { prompt, start } = TEXTS[lang];
  return indexHtml.replace(
    VERIFY_SHELL_MARKER,
    verifyShellMarkup({ prompt: escapeHtml(prompt), start: escapeHtml(start) }),
  );
}
