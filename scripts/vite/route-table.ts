import type { Plugin } from 'vite';
import {
  MEMBER_PAGES_MODULE,
  MEMBER_ROUTES_MODULE,
  memberPagesModule,
  NOT_FOUND_PAGE,
  ROUTE_TABLE,
  type RouteEntry,
} from '../../contract/routes.ts';

const MODULE_ID = 'virtual:routes';
const RESOLVED_ID = `\0${MODULE_ID}`;
const READS_ID = 'virtual:route-reads';
const RESOLVED_READS_ID = `\0${READS_ID}`;
const READ_PATHS_ID = 'virtual:route-reads/paths';
const RESOLVED_READ_PATHS_ID = `\0${READ_PATHS_ID}`;
const RESOLVED_MEMBER_ROUTES_ID = `\0${MEMBER_ROUTES_MODULE}`;
const virtualIds: Record<string, string> = {
  [MODULE_ID]: RESOLVED_ID,
  [READS_ID]: RESOLVED_READS_ID,
  [READ_PATHS_ID]: RESOLVED_READ_PATHS_ID,
  [MEMBER_ROUTES_MODULE]: RESOLVED_MEMBER_ROUTES_ID,
};

const load = (page: string) => `() => import(${JSON.stringify(`/src/features/${page}.tsx`)})`;
const memberModules = [...new Set(ROUTE_TABLE.map(memberPagesModule).filter((id) => id !== undefined))];
function pageLoad(route: RouteEntry): string {
  const module = memberPagesModule(route);
  return module ? `member${memberModules.indexOf(module)}(${JSON.stringify(route.page)})` : load(route.page);
}
const memberLoader = (module: string, index: number) =>
  `const member${index} = (page) => () => import(${JSON.stringify(module)}).then((pages) => pages.default[page]());`;

/** `virtual:member-pages/<feature>`: that feature's member pages, one `import()` each. */
function memberPagesCode(module: string): string {
  const pages = new Set(ROUTE_TABLE.filter((route) => memberPagesModule(route) === module).map((route) => route.page));
  return [`export default {`, ...[...pages].map((page) => `  ${JSON.stringify(page)}: ${load(page)},`), `};`].join(
    '\n',
  );
}

// A page of several kinds (props) gets one maker, `kindN(value)`, shared by its routes: the code a table written by
// hand would have, each kind's import written once.
const kindRoutes = [
  ...new Map(ROUTE_TABLE.filter((route) => route.props).map((route) => [route.page, route])).values(),
];
const kindPages = kindRoutes.map((route) => route.page);
function kindProp(page: string): string {
  const keys = new Set(
    ROUTE_TABLE.filter((route) => route.page === page).map((route) => Object.keys(route.props ?? {}).join()),
  );
  const [key, ...others] = keys;
  if (!key || others.length > 0 || key.includes(','))
    throw new Error(`${page}: every route of a kind page names one kind prop, the same`);
  return key;
}
const kindMaker = (route: RouteEntry) =>
  `const kind${kindPages.indexOf(route.page)} = (value) => ofKind(${pageLoad(route)}, { ${kindProp(route.page)}: value });`;

function routeCode(route: RouteEntry): string {
  const { path, layout, titleKey, page, props, ns } = route;
  const loader = props ? `kind${kindPages.indexOf(page)}(${JSON.stringify(Object.values(props)[0])})` : pageLoad(route);
  const args = [JSON.stringify(path), JSON.stringify(layout), JSON.stringify(titleKey), loader, JSON.stringify(ns)];
  return `  r(${args.join(', ')}),`;
}

/** Some routes of the table as the router reads them: `routes`, with the loaders they use. */
function tableCode(table: readonly RouteEntry[]): string[] {
  const modules = new Set(table.map(memberPagesModule));
  const pages = new Set(table.map((route) => route.page));
  return [
    `import { ofKind, r } from '/src/app/route-meta.tsx';`,
    ...memberModules.flatMap((module, index) => (modules.has(module) ? [memberLoader(module, index)] : [])),
    ...kindRoutes.filter((route) => pages.has(route.page)).map(kindMaker),
    `export const routes = [`,
    ...table.map(routeCode),
    `];`,
  ];
}

/**
 * `virtual:routes`, in the start-up code: a new visitor's screens (verification, sign-in, status), the 404 page,
 * and how to load the member's screens (`virtual:member-routes`), which the router imports before it shows one.
 * A visitor's first load carries no member route: a screen added for members leaves /verify's code as it was.
 */
export function visitorTableCode(table: readonly RouteEntry[] = ROUTE_TABLE): string {
  return [
    ...tableCode(table.filter((route) => !memberPagesModule(route))),
    `export const notFoundPage = ${load(NOT_FOUND_PAGE)};`,
    `export const memberRoutes = () => import(${JSON.stringify(MEMBER_ROUTES_MODULE)});`,
  ].join('\n');
}

/** `virtual:member-routes`: the member's screens, a chunk of its own. */
export function memberTableCode(table: readonly RouteEntry[] = ROUTE_TABLE): string {
  return tableCode(table.filter((route) => memberPagesModule(route))).join('\n');
}

/**
 * `virtual:route-reads`: the reads each screen's first render shows, by lower-case path, only for routes that name
 * some. A module of its own, loaded with the member's screens (src/lib/query/prefetch.ts), not with the router.
 */
function routeReadsCode(): string {
  // routes that show one page name its reads once (/ and /home)
  const lists = [...new Set(ROUTE_TABLE.flatMap((route) => (route.reads ? [JSON.stringify(route.reads)] : [])))];
  const rows = ROUTE_TABLE.filter((route) => route.reads).map(
    (route) => `${JSON.stringify(route.path.toLowerCase())}: l${lists.indexOf(JSON.stringify(route.reads))},`,
  );
  return [...lists.map((list, i) => `const l${i} = ${list};`), 'export const routeReads = {', ...rows, '};'].join('\n');
}

/**
 * `virtual:route-reads/paths`: whether a path's screen names reads, for the layout that starts them at boot
 * without loading the data layer for a screen that has none (/my).
 */
function readPathsCode(): string {
  const paths = ROUTE_TABLE.filter((route) => route.reads).map((route) => route.path.toLowerCase());
  return [
    `const paths = new Set(${JSON.stringify(paths)});`,
    `export const routePath = (pathname) => pathname.toLowerCase().replace(/(.)\\/+$/, '$1');`,
    `export const hasReads = (pathname) => paths.has(routePath(pathname));`,
  ].join('\n');
}

/**
 * `virtual:routes` and `virtual:member-routes`: the route table of contract/routes.ts as the router needs it, one
 * `import()` per page, the code a table written by hand in the router would be. Written from the data so that the
 * server can read the same table (which page a path shows) without the app's React code.
 *
 * A member's pages are imported through their feature's `virtual:member-pages/<feature>`, a chunk of its own:
 * each `import()` carries the list of files its page needs (Vite's preload map, some 30 B of brotli a page), and
 * in the start-up code the lists of every page were 2 KB of every first load, the new visitor's /verify
 * included. A member's first screen gets its feature's chunk named by the server with the screen's own files
 * (server/services/shell/route-preloads.ts); moving to another feature fetches that feature's chunk (0.4–1 KB) first.
 */
export function routeTable(): Plugin {
  return {
    name: 'route-table',
    resolveId: (id) => virtualIds[id] ?? (id.startsWith(MEMBER_PAGES_MODULE) ? `\0${id}` : undefined),
    load(id) {
      if (id.startsWith(`\0${MEMBER_PAGES_MODULE}`)) return memberPagesCode(id.slice(1));
      if (id === RESOLVED_READS_ID) return routeReadsCode();
      if (id === RESOLVED_READ_PATHS_ID) return readPathsCode();
      if (id === RESOLVED_MEMBER_ROUTES_ID) return memberTableCode();
      if (id === RESOLVED_ID) return visitorTableCode();
      return undefined;
    },
  };
}
