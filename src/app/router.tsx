import { use, type ComponentType } from 'react';
import { memberRoutes, notFoundPage, routes as visitorRoutes } from 'virtual:routes';
import { lazyWithPreload, type PreloadableComponent } from 'react-lazy-with-preload';
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { i18next, type Namespace } from '../lib/i18n/i18n';
import { r, type Layout, type PageModule, type PageProps, type RouteMeta } from './route-meta';
import { RoutePage } from './route-page';

export type { Layout, PageProps, RouteMeta } from './route-meta';
/** A new visitor's screens (verification, sign-in, status): in the start-up code, whatever the first screen. */
export { visitorRoutes };

const notFound = r('*', 'blank', 'title.notFound', notFoundPage, 'status');

const layoutModules: Record<Layout, () => PageModule> = {
  default: () => import('./layouts/default-layout'),
  auth: () => import('./layouts/auth-layout'),
  user: () => import('./layouts/user-layout'),
  verify: () => import('./layouts/verify-layout'),
  blank: () => import('./layouts/blank-layout'),
};
// Lazy components that render at once, without suspending, once preloaded (see routeLoads).
const layouts = Object.fromEntries(
  Object.entries(layoutModules).map(([layout, load]) => [layout, lazyWithPreload(load)]),
) as Record<Layout, PreloadableComponent<ComponentType>>;

// One per route, created once; the page's catalog loads in parallel with its code.
const pages = new Map<RouteMeta, PreloadableComponent<ComponentType<PageProps>>>();
const addPages = (table: readonly RouteMeta[]) => {
  for (const route of table) {
    pages.set(
      route,
      lazyWithPreload(async () => (await Promise.all([route.page(), i18next.loadNamespaces(route.ns)]))[0]),
    );
  }
};
addPages([...visitorRoutes, notFound]);

// Every route once the member's screens have arrived (their table is a chunk of its own, virtual:member-routes):
// a path no visitor's screen matches waits for them, as a member's screen or the 404 page.
let routes: readonly RouteMeta[] = visitorRoutes;
let memberTable: Promise<void> | undefined;
const isVisitorPath = (pathname: string) => visitorRoutes.some((route) => matchPath(route.path, pathname));
const memberTableLoaded = () => routes !== visitorRoutes;

/** The member's screens' table while `pathname` needs it and it has not arrived (loaded once); else undefined. */
function tableLoad(pathname: string): Promise<void> | undefined {
  if (memberTableLoaded() || isVisitorPath(pathname)) return undefined;
  memberTable ??= memberRoutes().then(
    (member) => {
      addPages(member.routes);
      routes = [...visitorRoutes, ...member.routes];
    },
    (error: unknown) => {
      // a chunk that did not arrive (offline, a deploy between): the next navigation asks again
      memberTable = undefined;
      throw error;
    },
  );
  return memberTable;
}

/** Settles once `pathname`'s route table is in: at once for a visitor's screen, which needs no more. */
export const routesFor = (pathname: string): Promise<void> => tableLoad(pathname) ?? Promise.resolve();

const routeOf = (pathname: string) => routes.find((candidate) => matchPath(candidate.path, pathname)) ?? notFound;

/** The catalogs a path's page needs (its table loaded: routesFor). */
export const routeNamespaces = (pathname: string): Namespace[] => [routeOf(pathname).ns].flat();

/**
 * What a path needs before it can render, as three starts that settle when their part is in: its layout's
 * code, its page's code and its catalogs. Rendering alone would fetch the page only after its layout
 * arrived, and a part still loading suspends the render. A failure here is left to the render, which
 * reports it. The path's table is loaded (routesFor).
 */
export function routeLoads(pathname: string): [layout: Start, page: Start, catalogs: Start] {
  const route = routeOf(pathname);
  const page = pages.get(route);
  return [
    () => layouts[route.layout].preload().catch(ignore),
    () => route.page().catch(ignore),
    // the page's preload: its code is on its way already, so what it adds is the catalogs
    () => page?.preload().catch(ignore) ?? Promise.resolve(),
  ];
}
type Start = () => Promise<unknown>;
const ignore = () => {};

/** Starts all of a path's loads at once: a navigation, while the current screen stays up. */
export function preloadRoute(pathname: string): void {
  void routesFor(pathname).then(() => {
    for (const load of routeLoads(pathname)) void load();
  }, ignore);
}

function routeElement(route: RouteMeta) {
  const Page = pages.get(route);
  return Page && <RoutePage titleKey={route.titleKey} page={Page} />;
}

/**
 * The route table rendered: each layout with its pages; anything else is the 404 page. A path of the member's
 * screens suspends until their table is in: a navigation is a transition (app-router.tsx), so the screen before it
 * stays up meanwhile.
 */
export function AppRoutes() {
  const loading = tableLoad(useLocation().pathname);
  if (loading) use(loading);
  return (
    <Routes>
      {(Object.keys(layouts) as Layout[]).map((layout) => {
        const LayoutComponent = layouts[layout];
        return (
          <Route key={layout} element={<LayoutComponent />}>
            {routes
              .filter((route) => route.layout === layout)
              .map((route) => (
                <Route key={route.path} path={route.path} element={routeElement(route)} />
              ))}
            {layout === 'blank' && <Route path="*" element={routeElement(notFound)} />}
          </Route>
        );
      })}
    </Routes>
  );
}
