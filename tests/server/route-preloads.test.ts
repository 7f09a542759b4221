import { existsSync } from 'node:fs';
import { NOT_FOUND_PAGE, ROUTE_TABLE } from '../../contract/routes';
import {
  ROUTE_PRELOADS_MARKER,
  routeFiles,
  withRoutePreloads,
  type BuildManifest,
} from '../../server/services/shell/route-preloads';

// A build's manifest in miniature: boot with the framework, /trade's page with a chunk it shares with boot.
const manifest: BuildManifest = {
  'index.html': { file: 'assets/entry.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  'src/app/boot.tsx': {
    file: 'assets/boot.js',
    imports: ['_framework.js', 'index.html', '_runtime.js'],
    // every screen's code: never named ahead through a layout that imports boot
    dynamicImports: ['src/features/trade/pages/trade-page.tsx', 'src/features/wallet/pages/wallet-page.tsx'],
    css: ['assets/boot.css'],
  },
  '_framework.js': { file: 'assets/framework.js' },
  'src/features/wallet/pages/wallet-page.tsx': { file: 'assets/wallet-page.js' },
  '_member.js': { file: 'assets/member.js', imports: ['_framework.js'] },
  'src/app/layouts/default-layout.tsx': {
    file: 'assets/default-layout.js',
    imports: ['_framework.js', '_route-start.js', 'src/app/boot.tsx'],
  },
  // what the layout asks for as it loads: the data layer, which starts the first screen's reads
  '_route-start.js': { file: 'assets/route-start.js', dynamicImports: ['_data-layer.js'] },
  '_data-layer.js': { file: 'assets/data-layer.js', imports: ['_member.js', '_framework.js'] },
  // the table of the member's screens, and the module through which the app imports trade's pages
  // (scripts/vite/route-table.ts)
  'virtual:member-routes': { file: 'assets/member-routes.js', imports: ['src/app/boot.tsx'] },
  'virtual:member-pages/trade': { file: 'assets/trade-pages.js', imports: ['index.html'] },
  'src/features/trade/pages/trade-page.tsx': {
    file: 'assets/trade-page.js',
    imports: ['_member.js', '_framework.js'],
    css: ['assets/trade-page.css'],
  },
  'src/lib/storage/cipher.ts': { file: 'assets/cipher.js' },
  // the schemas of /trade's first read (rooms), which the app loads as it starts it (src/lib/api/call-specs.ts)
  'contract/call-groups/market.ts': { file: 'assets/market-calls.js', imports: ['_market.js'] },
  '_market.js': { file: 'assets/market.js', imports: ['_member.js'] },
  'contract/call-groups/wallet.ts': { file: 'assets/wallet-calls.js' },
  'src/lib/i18n/locales/en/common.json': { file: 'assets/en-common.js' },
  'src/lib/i18n/locales/zh-Hant/common.json': { file: 'assets/zh-hant-common.js' },
  'src/lib/i18n/locales/en/trade.json': { file: 'assets/en-trade.js' },
  'src/lib/i18n/locales/zh-Hant/trade.json': { file: 'assets/zh-hant-trade.js' },
};

const named = (pathname: string, lang: 'en' | 'zh-Hant') => {
  const { first, screen } = routeFiles(manifest, pathname, lang);
  return [...first, ...screen];
};

describe('route preloads', () => {
  it("name boot's graph and what it loads before any screen (the stored state's cipher, the shell's catalogs), then a screen's layout, page, shared chunks, styles, its reads' schemas and catalogs in the page's language", () => {
    const files = named('/trade', 'en');
    expect(files.slice(0, 3)).toEqual(['assets/boot.js', 'assets/boot.css', 'assets/framework.js']);
    expect(new Set(files)).toEqual(
      new Set([
        'assets/boot.js',
        'assets/framework.js',
        'assets/boot.css',
        'assets/cipher.js',
        'assets/en-common.js',
        'assets/member-routes.js',
        'assets/default-layout.js',
        'assets/route-start.js',
        'assets/data-layer.js',
        'assets/trade-pages.js',
        'assets/trade-page.js',
        'assets/member.js',
        'assets/trade-page.css',
        'assets/market-calls.js',
        'assets/market.js',
        'assets/en-trade.js',
      ]),
    );
    // what the first reads need comes before the screen's own code: they leave as soon as it has run
    const before = (first: string, then: string) => expect(files.indexOf(first)).toBeLessThan(files.indexOf(then));
    // the start-up code loads the member's table before it shows a member's screen
    before('assets/member-routes.js', 'assets/default-layout.js');
    before('assets/data-layer.js', 'assets/trade-page.js');
    before('assets/member.js', 'assets/trade-page.js');
    before('assets/market-calls.js', 'assets/trade-page.js');
    expect(named('/trade', 'zh-Hant')).toContain('assets/zh-hant-trade.js');
    // the shell's catalogs in zh-Hant come inside boot's code
    expect(named('/trade', 'zh-Hant')).not.toContain('assets/zh-hant-common.js');
  });

  it('match paths as the router does (any case, a trailing slash) and name nothing for a path of no route', () => {
    expect(named('/TRADE/', 'en')).toContain('assets/trade-page.js');
    expect(named('/no-such-screen', 'en')).toEqual([]);
    expect(named('/trade/..', 'en')).toEqual([]);
  });

  it('write module preloads and style preloads where index.html marks them', () => {
    const html = withRoutePreloads(`<head>${ROUTE_PRELOADS_MARKER}</head>`, manifest, '/trade', 'en');
    expect(html).toContain('<link rel="modulepreload" href="/assets/trade-page.js" crossorigin>');
    // the screen's styles at low priority: a style preload would otherwise go before every script
    expect(html).toContain(
      '<link rel="preload" as="style" href="/assets/trade-page.css" fetchpriority="low" crossorigin>',
    );
    expect(html).toContain('<link rel="preload" as="style" href="/assets/boot.css" crossorigin>');
    // what index.html loads itself (the entry and its static imports) is not named again
    expect(html).not.toContain('entry.js');
  });

  it('read a route table whose every page exists and whose paths have no parameters (the match above)', () => {
    for (const route of ROUTE_TABLE) {
      expect(route.path, route.path).toMatch(/^\/[a-z0-9/]*$/);
      expect(existsSync(`src/features/${route.page}.tsx`), route.page).toBe(true);
    }
    expect(existsSync(`src/features/${NOT_FOUND_PAGE}.tsx`)).toBe(true);
    expect(new Set(ROUTE_TABLE.map((route) => route.path)).size).toBe(ROUTE_TABLE.length);
  });
});
