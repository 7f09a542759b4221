import type { Plugin } from 'vite';
import { NOT_FOUND_PAGE, ROUTE_TABLE, type RouteEntry } from '../../contract/routes.ts';

const MODULE_ID = 'virtual:routes';
const RESOLVED_ID = `\0${MODULE_ID}`;

const load = (page: string) => `() => import(${JSON.stringify(`/src/features/${page}.tsx`)})`;

// A page of several kinds (props) gets one maker, `kindN(value)`, shared by its routes: the code a table written by
// hand would have, each kind's import written once.
const kindPages = [...new Set(ROUTE_TABLE.filter((route) => route.props).map((route) => route.page))];
function kindProp(page: string): string {
  const keys = new Set(
    ROUTE_TABLE.filter((route) => route.page === page).map((route) => Object.keys(route.props ?? {}).join()),
  );
  const [key, ...others] = keys;
  if (!key || others.length > 0 || key.includes(','))
    throw new Error(`${page}: every route of a kind page names one kind prop, the same`);
  return key;
}
const kindMaker = (page: string, index: number) =>
  `const kind${index} = (value) => ofKind(${load(page)}, { ${kindProp(page)}: value });`;

function routeCode({ path, layout, titleKey, page, props, ns }: RouteEntry): string {
  const pageLoad = props ? `kind${kindPages.indexOf(page)}(${JSON.stringify(Object.values(props)[0])})` : load(page);
  const args = [JSON.stringify(path), JSON.stringify(layout), JSON.stringify(titleKey), pageLoad, JSON.stringify(ns)];
  return `  r(${args.join(', ')}),`;
}

/**
 * `virtual:routes`: the route table of contract/routes.ts as the router needs it, one `import()` per page, the
 * code a table written by hand in the router would be. Written from the data so that the server can read the
 * same table (which page a path shows) without the app's React code.
 */
export function routeTable(): Plugin {
  return {
    name: 'route-table',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return [
        `import { ofKind, r } from '/src/app/route-meta.tsx';`,
        ...kindPages.map(kindMaker),
        `export const routes = [`,
        ...ROUTE_TABLE.map(routeCode),
        `];`,
        `export const notFoundPage = ${load(NOT_FOUND_PAGE)};`,
      ].join('\n');
    },
  };
}
