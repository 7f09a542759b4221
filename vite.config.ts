import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import pxToViewport from 'postcss-px-to-viewport-8-plugin';
import { defineConfig } from 'vitest/config';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { BRAND_NAME } from './contract/brand.ts';
import { precompressAssets } from './scripts/vite/precompress.ts';
import { preloadDependencies } from './scripts/vite/preload-deps.ts';
import { productionBuilds } from './scripts/vite/production-builds.ts';
import { pureReactRouter } from './scripts/vite/pure-react-router.ts';
import { routeTable } from './scripts/vite/route-table.ts';

const preloads = preloadDependencies();

// The root manifest.webmanifest is the single source but for the name, which is the brand's (contract/brand.ts);
// the plugin emits it at /manifest.webmanifest and links it.
const manifest = {
  ...(JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8')) as Partial<ManifestOptions>),
  name: BRAND_NAME,
  short_name: BRAND_NAME,
};

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';
const packageVersion = (
  JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }
).version;

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? productionBuilds : [] },
  define: {
    // Which build a page runs (<html data-version>); a deploy sets VITE_APP_VERSION.
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(process.env.VITE_APP_VERSION ?? packageVersion),
    // index.html's %VITE_BRAND_NAME% (title, description, start-up screen)
    'import.meta.env.VITE_BRAND_NAME': JSON.stringify(BRAND_NAME),
  },
  build: {
    // The bench and the build test read which chunks each route needs.
    manifest: true,
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    rolldownOptions: {
      output: {
        // Files are named by their content hash alone. Boot's preload map names every chunk a route can load
        // (about 220), and their names cost about 1 KB of every first load (brotli); .vite/manifest.json says
        // what each file holds (scripts/built-files.ts). Seven characters (rolldown's least for this many
        // chunks) instead of eight: /verify 150 B lighter (bench, brotli, 2026-11-26).
        entryFileNames: 'assets/[hash:7].js',
        chunkFileNames: 'assets/[hash:7].js',
        assetFileNames: 'assets/[hash:7][extname]',
        // Fewer, larger chunks where every screen of a kind needs the same code: the framework for every
        // screen, the API client and contract for every member screen, home's blocks for home. Each request
        // costs a round trip on a phone's HTTP/1.1 connections; left alone, / took 61 files. A group takes
        // only its own modules (not their imports), so the new visitor's /verify gets none of the member code.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'framework',
              // jotai's utils serve home's announcement only (lib/state/announce.atoms.ts): they load with it.
              // With it, the few small modules every screen's start runs (the store, the stored state's keys, the
              // layouts' and states' styles): each was a file of its own of 57-560 B, since the screens that share
              // them load them by different paths (4-6 fewer files on every first load, and 117-462 B lighter).
              test: /node_modules[\\/]((react|react-dom|scheduler|react-router|react-router-dom|jotai(?![\\/]esm[\\/](vanilla[\\/]|react[\\/])?utils)|i18next|react-i18next|use-sync-external-store|idb-keyval)[\\/]|antd-mobile[\\/]es[\\/]utils[\\/]can-use-dom\.js$)|src[\\/](lib[\\/](store|client-code|storage[\\/]keep-storage)\.ts|components[\\/]state\.module\.css|app[\\/]layouts[\\/]layouts\.module\.css)/,
              priority: 30,
            },
            // Parts the screens' pages share, each chunk taken by screens that use all of it (a list's header,
            // skeleton and empty state; an amount and pull to refresh): 3-5 fewer files on /, /trade, /market and
            // /my, each lighter; a screen that uses one part gets the other, ≤ 0.6 KB (one 1.1 KB: /my/withdraw).
            // / content ready 2.03 → 1.93 s (medians of 9, alternating builds).
            {
              name: 'list-parts',
              test: /src[\\/]components[\\/](page-header|empty-state|list-skeleton)\./,
              priority: 25,
            },
            {
              name: 'money-parts',
              test: /src[\\/]components[\\/](money-text|pull-to-refresh)\./,
              priority: 25,
            },
            { name: 'home', test: /src[\\/]features[\\/]home[\\/](components|api)[\\/]/, priority: 20 },
            {
              name: 'member',
              // the session's calls (lib/api/account.ts) go with the session, which imports them;
              // contract/messages.ts, the validation texts of the forms, loads with the forms; contract/brand.ts (a
              // name every screen title uses) and contract/language-tags.ts (the first language) stay with the shell;
              // contract/passkeys.ts and push.ts with the screens that use them; the calls' schemas by group (contract/call-groups), each
              // with the first call that needs it (lib/api/call-specs.ts), but the member's own reads (every screen's)
              test: /(src[\\/]lib[\\/](api-client|session|api[\\/](account|call-specs)|config|hooks|query[\\/]forget-kept-reads)|[\\/]contract[\\/](?!messages\.ts|brand\.ts|language-tags\.ts|passkeys\.ts|push\.ts|call-groups[\\/](?!member)|(auth|content|market|wallet|trade|term)\.ts)|node_modules[\\/](zod|redaxios)[\\/])/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  plugins: [
    react(),
    pureReactRouter(),
    preloads.plugin,
    routeTable(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,png,svg,webp,jpg,woff2,webmanifest}'],
        // the install dialog's screenshots are fetched by the browser when it shows them, not by the app
        // the operator console (dist/admin, its own build) is never the member app's
        globIgnores: ['screenshots/**', 'admin/**'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    // after VitePWA, whose closeBundle writes sw.js
    precompressAssets(),
  ],
  css: {
    postcss: {
      // Design width 375 px scales with the viewport; antd-mobile keeps its own (mobile) px sizes.
      plugins: [
        pxToViewport({
          viewportWidth: 375,
          viewportUnit: 'vw',
          fontViewportUnit: 'vw',
          unitPrecision: 5,
          minPixelValue: 1,
          exclude: [/node_modules/],
          selectorBlackList: ['.px-'],
          mediaQuery: false,
          landscape: false,
        }),
      ],
    },
  },
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // a page no screen reads at load: the data layer starts the first screen's reads as it loads
          // (src/lib/query/prefetch.ts), which would send home's reads into whichever test loaded it first
          environmentOptions: { happyDOM: { url: 'http://localhost:3000/unit-tests' } },
          globals: true,
          setupFiles: ['tests/unit/setup.ts'],
          // Vitest's default leaves one of the two cores idle (cores − 1 workers): with both, 51 s → 36 s.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globals: true,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // each file has its own database (tests/server/support/database.ts): two at a time use both cores
          maxWorkers: 2,
        },
      },
      {
        test: { name: 'build', include: ['tests/build/**/*.test.ts'], environment: 'node', globals: true },
      },
      {
        // several instances of the built server on one PostgreSQL (run by scripts/test-postgres.sh)
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          globals: true,
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globals: true,
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // expect.poll's default of 1 s is for unit tests: here a poll often waits on a page load, which took
          // 0.5 s on an idle machine and more than 1 s in a CI run with three files at a time.
          expect: { poll: { timeout: 10_000 } },
          // Three files at a time on two cores, each with its own server and browser: much of an e2e file is
          // waiting (a lie-fi time-out, a service worker taking over, the server), which the others' work
          // fills. With two, the cores were busy 1.05 of 2 on average and the suite took 376 s; with three, 317 s.
          fileParallelism: true,
          maxWorkers: 3,
          // A worker imports the server and Playwright once, not once per file (51 s of imports → 8 s): e2e
          // files share no module state (each starts its own server and browser, and mocks nothing).
          isolate: false,
        },
      },
      {
        // the member's main path in Chromium, Firefox ESR and WebKitGTK (tests/engines/main-path.ts), one
        // engine to a file, the three side by side
        test: {
          name: 'engines',
          include: ['tests/engines/**/*.test.ts'],
          environment: 'node',
          globals: true,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          maxWorkers: 3,
        },
      },
    ],
  },
}));
