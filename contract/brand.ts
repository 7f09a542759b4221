/**
 * The product's one name, the same in every language: the page title and start-up screen (index.html), the
 * manifest (both at build time, vite.config.ts), the home header (`site_name` of /api/configs) and every
 * screen's title.
 */
export const BRAND_NAME = 'FinPocket';
