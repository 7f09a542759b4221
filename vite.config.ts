import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import pxToViewport from 'postcss-px-to-viewport-8-plugin';
import { defineConfig } from 'vitest/config';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { BRAND_NAME } from './contract/brand.ts';
import { chunkRule } from './scripts/vite/chunk-rule.ts';
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

const source = (file: string) => fileURLToPath(new URL(`./${file}`, import.meta.url));

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
        // What goes in which chunk follows the import graph (scripts/vite/chunk-rule.ts, docs/shell.md); a group
        // takes only the modules it names, not their imports.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: chunkRule({
                entry: source('src/main.tsx'),
                startUp: source('src/app/boot.tsx'),
                member: source('src/lib/api-client.ts'),
              }),
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
          pool: 'vmForks',
          // VM contexts load Node's CommonJS build of react-router-dom, which requires an ES module
          alias: { 'react-router-dom': source('node_modules/react-router-dom/dist/index.mjs') },
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
          // A worker imports the server once, not once per file (import 72 s → 6 s; the phase 272 s → 151 s on
          // PGlite, 110 s → 55 s on PostgreSQL): each file builds its own app and database in its harness, the
          // server keeps nothing outside an app but lazily made helpers, and no server test mocks a module.
          isolate: false,
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
