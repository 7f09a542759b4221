import { fileURLToPath } from 'node:url';

// What a production bundle takes in place of what a package exports by default:
// - react-router exports only its development build;
// - react-i18next imports use-sync-external-store's shim for React < 18, which React 19 never needs: the
//   package's own entry for React 18 and later is React's hook (0.3 KB off every first load);
// - workbox-window's default module is its ES5 build (regenerator-style async code); its ES2015+ build is the same
//   API in 3.3 KB instead of 5.8 KB, for the browsers the app's build targets anyway.
const PRODUCTION_BUILDS = {
  'react-router': 'react-router/dist/production/index.mjs',
  'react-router/dom': 'react-router/dist/production/dom-export.mjs',
  'use-sync-external-store/shim': 'use-sync-external-store/cjs/use-sync-external-store.production.js',
  'workbox-window': 'workbox-window/build/workbox-window.prod.mjs',
};

/** Vite aliases to those builds (the member app's and the console's builds). */
export const productionBuilds = Object.entries(PRODUCTION_BUILDS).map(([find, to]) => ({
  find: new RegExp(`^${find}$`),
  replacement: fileURLToPath(new URL(`../../node_modules/${to}`, import.meta.url)),
}));
