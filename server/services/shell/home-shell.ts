import { desc } from 'drizzle-orm';
import { imageUrl } from '../../../contract/content';
import type { Language } from '../../../contract/messages';
import { escapeHtml } from '../content/escape-html';
import type { Db } from '../../db/client';
import { carousels } from '../../db/schema';
import { BUS_RECONNECTED, type Bus } from '../platform/bus';
import { readConfig } from '../platform/config';
import { pick } from '../content/localized';
import { pagePath } from './pages';

/** Where index.html takes the home shell (inside #root, before the start-up splash). */
export const HOME_SHELL_MARKER = '<!--home-shell-->';
const HOME_PATHS = new Set(['/', '/home']);

/** Whether a request's first screen is home: / or /home, case-insensitively, with or without a trailing slash. */
export function isHomePath(url: string): boolean {
  return HOME_PATHS.has(pagePath(url));
}

/**
 * index.html with home's header and newest banner (the carousel's first slide) written in where the home
 * screen will draw them: a phone paints home's largest element with the HTML instead of after the app's
 * code has arrived, in the page's language. The app's first render replaces it like the splash. Without a banner, index.html as built.
 */
export async function homeShellHtml(db: Db, indexHtml: string, lang: Language): Promise<string> {
  const [[banner], config] = await Promise.all([
    db
      .select({ image: carousels.image })
      .from(carousels)
      .orderBy(desc(carousels.position), desc(carousels.id))
      .limit(1),
    readConfig(db),
  ]);
  if (!banner) return indexHtml;
  const { site_name: siteName, img_url: imgUrl } = config;
  const src = escapeHtml(imageUrl(imgUrl, pick(banner.image, lang)));
  const shell =
    `<div class="boot-home" aria-hidden="true"><p>${escapeHtml(siteName)}</p>` +
    `<img src="${src}" width="351" height="140" fetchpriority="high" alt=""></div>`;
  return indexHtml.replace(HOME_SHELL_MARKER, shell);
}

/** Published (by a trigger, 0015) when the carousels or the config change: `{ table }`. */
export const CONTENT_CHANGED = 'content.changed';

/**
 * homeShellHtml made once per language and index.html, and again after the bus says the carousels or the config
 * changed (on any instance, or by the operator command), or after its connection was lost.
 */
export function homeShellCache(db: Db, bus: Bus) {
  let made = new Map<string, Promise<string>>();
  let forIndex = '';
  bus.subscribe((topic) => {
    if (topic === CONTENT_CHANGED || topic === BUS_RECONNECTED) made = new Map();
  });
  return (indexHtml: string, lang: Language): Promise<string> => {
    if (indexHtml !== forIndex) {
      made = new Map();
      forIndex = indexHtml;
    }
    const cached = made.get(lang);
    if (cached) return cached;
    const making = homeShellHtml(db, indexHtml, lang);
    const into = made;
    into.set(lang, making);
    // a failure (the database away) is not kept: the next request tries again
    making.catch(() => into.delete(lang));
    return making;
  };
}
