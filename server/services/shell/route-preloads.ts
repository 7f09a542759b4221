import { CALL_INDEX } from '../../../contract/call-index';
import type { Language } from '../../../contract/messages';
import { MEMBER_ROUTES_MODULE, memberPagesModule, ROUTE_TABLE } from '../../../contract/routes';
import { escapeHtml } from '../content/escape-html';

/** What the build's .vite/manifest.json says of a module: its file, the chunks it imports, its styles. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** The cookie the app sets while a member is signed in (src/lib/session.ts): a hint, never a credential. */
export const SIGNED_IN_COOKIE = 'signed_in';
/** Where index.html takes the preloads (in its head). */
export const ROUTE_PRELOADS_MARKER = '<!--route-preloads-->';

const BOOT = 'src/app/boot.tsx';
const CIPHER = 'src/lib/storage/cipher.ts';
// the app ships these catalogs inside its start-up code (src/lib/i18n/i18n.ts)
const BUNDLED_CATALOGS = new Set(['zh-Hant/common', 'zh-Hant/errors']);

/** Every file `key` loads before it runs: its chunk, the chunks it imports, and their styles. */
function graph(manifest: BuildManifest, key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || key === 'index.html' || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const next of chunk.imports ?? []) graph(manifest, next, into);
  return into;
}

/** A screen's files, in the order they are named: what runs before its first reads, then the screen's own. */
export interface RouteFiles {
  /** the start-up code, the stored state's cipher, the layout, what the first reads need */
  first: string[];
  /** the page, the chunks and styles it shares, its catalogs */
  screen: string[];
}

/**
 * The files a signed-in member's first screen at `pathname` needs beyond the start-up code (which index.html
 * preloads already): its layout, what its first reads need (the data layer, their schemas), its page, and its
 * catalogs in `lang`. Empty for a path of no route.
 */
export function routeFiles(manifest: BuildManifest, pathname: string, lang: Language): RouteFiles {
  // the table's paths have no parameters: the router's match is this one, case and a trailing slash aside
  const path = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  const route = ROUTE_TABLE.find((candidate) => candidate.path.toLowerCase() === path);
  if (!route) return { first: [], screen: [] };
  // the start-up code first (what the entry imports statically is in index.html already), then the screen's
  const entry = manifest['index.html'];
  const inHtml = new Set([entry?.file, ...(entry?.imports ?? []).map((key) => manifest[key]?.file)]);
  const files = graph(manifest, BOOT, new Set());
  // what boot loads before the first render whatever the screen: the stored state's cipher, the shell's catalogs
  graph(manifest, CIPHER, files);
  // and the table of the member's screens, which the start-up code loads before it shows one
  const pages = memberPagesModule(route);
  if (pages) graph(manifest, MEMBER_ROUTES_MODULE, files);
  const started = new Set(files);
  graph(manifest, `src/app/layouts/${route.layout}-layout.tsx`, files);
  if (route.reads) {
    // before the screen's own code, what its first reads need, so that they leave as soon as it has run: the data
    // layer, which the layout's own code asks for as it loads (src/app/layouts/route-start.ts), and their schemas
    const layout = Object.values(manifest).filter((chunk) => files.has(chunk.file) && !started.has(chunk.file));
    for (const chunk of layout) {
      for (const key of chunk.dynamicImports ?? []) graph(manifest, key, files);
    }
    for (const [call] of route.reads) graph(manifest, `contract/call-groups/${CALL_INDEX[call][0]}.ts`, files);
  }
  const beforeReads = new Set(files);
  // the module through which the app imports the page (its feature's), then the page
  if (pages) graph(manifest, pages, files);
  graph(manifest, `src/features/${route.page}.tsx`, files);
  for (const ns of ['common', 'errors', ...(typeof route.ns === 'string' ? [route.ns] : route.ns)]) {
    if (!BUNDLED_CATALOGS.has(`${lang}/${ns}`)) graph(manifest, `src/lib/i18n/locales/${lang}/${ns}.json`, files);
  }
  const named = [...files].filter((file) => !inHtml.has(file));
  return {
    first: named.filter((file) => beforeReads.has(file)),
    screen: named.filter((file) => !beforeReads.has(file)),
  };
}

/**
 * index.html with the requested screen's code named as preloads, so that a member's phone fetches it while
 * the start-up code arrives rather than after it has run (issue 31). The start-up code sends a new visitor to
 * the puzzle whatever the path, so only a member (the app's signed-in cookie) gets them.
 * A style preload goes before every script whatever its place (the browser's priority for styles), and a phone
 * has six connections, each a round trip per file: the screen's styles, which only its page waits for, are
 * asked at low priority, so that what the first reads need is not queued behind them (/ first visit, content
 * ready: 2.07 → 2.01 s, medians of 9, alternating; the page's scripts at low priority were not fetched until
 * imported, 2.25 s).
 */
export function withRoutePreloads(
  indexHtml: string,
  manifest: BuildManifest,
  pathname: string,
  lang: Language,
): string {
  const { first, screen } = routeFiles(manifest, pathname, lang);
  const link = (file: string, priority = '') => {
    const href = escapeHtml(`/${file}`);
    return file.endsWith('.css')
      ? `<link rel="preload" as="style" href="${href}"${priority} crossorigin>`
      : `<link rel="modulepreload" href="${href}" crossorigin>`;
  };
  const links = [...first.map((file) => link(file)), ...screen.map((file) => link(file, ' fetchpriority="low"'))];
  return indexHtml.replace(ROUTE_PRELOADS_MARKER, links.join(''));
}
