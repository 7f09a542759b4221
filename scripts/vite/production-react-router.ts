import { fileURLToPath } from 'node:url';

// react-router's package exports only its development build; production bundles take the production one.
const PRODUCTION_BUILDS = {
  'react-router': 'react-router/dist/production/index.mjs',
  'react-router/dom': 'react-router/dist/production/dom-export.mjs',
};

/** Vite aliases to react-router's production build (the member app's and the console's builds). */
export const productionReactRouter = Object.entries(PRODUCTION_BUILDS).map(([find, to]) => ({
  find: new RegExp(`^${find}$`),
  replacement: fileURLToPath(new URL(`../../node_modules/${to}`, import.meta.url)),
}));
