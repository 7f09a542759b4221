// What every page the app shell serves shares: how its path is read and the language it is marked in.
import type { Language } from '../../../contract/messages';

/**
 * A page request's path as the app's router matches it: without its query, lower-case, without trailing slashes
 * ('/' for the root). The shells that paint a first screen (home, /verify) recognise their paths by it.
 */
export function pagePath(url: string): string {
  const pathname = url.split('?')[0] ?? '';
  return pathname.toLowerCase().replace(/\/+$/, '') || '/';
}

/** index.html marked in the page's language (the one the app will start in), for every page it serves. */
export function withPageLanguage(indexHtml: string, lang: Language): string {
  return indexHtml.replace(/<html lang="[^"]*">/, `<html lang="${lang}">`);
}
