import type { Language } from '../../../contract/messages';
import { simplifier } from './simplified';

/** A text the server writes for members, one per language; zh-Hant is always there and is the fallback. */
export type Localized = { 'zh-Hant': string } & Partial<Record<Language, string>>;

/** The text in `lang`, or zh-Hant when that language has none. */
export function pick(texts: Localized, lang: Language): string {
  return texts[lang] || texts['zh-Hant'];
}


/** The texts as stored: zh-Hans that the operator did not write is converted from zh-Hant, at write time. */
export async function localized(texts: Localized): Promise<Localized> {
  const given = Object.fromEntries(Object.entries(texts).filter(([, text]) => text !== undefined && text !== ''));
  if (given['zh-Hans']) return given as Localized;
  return { ...given, 'zh-Hant': texts['zh-Hant'], 'zh-Hans': (await simplifier())(texts['zh-Hant']) };
}

