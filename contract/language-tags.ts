import type { Language } from './messages';

/**
 * The first of a browser's preferred language tags (BCP 47, most preferred first) that is one of ours: simplified
 * Chinese (zh-Hans, zh-CN, zh-SG) → zh-Hans, any other Chinese → zh-Hant, any English → en; none → undefined.
 * The app starts in it (navigator.languages) and the server answers in it (Accept-Language).
 */
export function languageOfTags(tags: readonly string[]): Language | undefined {
  for (const raw of tags) {
    const tag = raw.trim().toLowerCase();
    if (/^zh-(hans|cn|sg)\b/.test(tag)) return 'zh-Hans';
    if (/^zh\b/.test(tag)) return 'zh-Hant';
    if (/^en\b/.test(tag)) return 'en';
  }
  return undefined;
}
