import type { ComponentType } from 'react';
import { notFoundPage, routes } from 'virtual:routes';
import { lazyWithPreload, type PreloadableComponent } from 'react-lazy-with-preload';
import { matchPath, Route, Routes } from 'react-router-dom';
import { i18next, type Namespace } from '../lib/i18n/i18n';
import { r, type Layout, type PageModule, type RouteMeta } from './route-meta';
import { RoutePage } from './route-page';

export type { Layout, PageProps, RouteMeta } from './route-meta';
/** Every route of the app (contract/routes.ts; paths match case-insensitively). */
export { routes };

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
const pages = new Map(
  [...routes, notFound].map((route) => [
    route,
    lazyWithPreload(async () => (await Promise.all([route.page(), i18next.loadNamespaces(route.ns)]))[0]),
  ]),
);

const ignore = () => {};

const routeOf = (pathname: string) => routes.find((candidate) => matchPath(candidate.path, pathname)) ?? notFound;

/** The catalogs a path's page needs. */
export const routeNamespaces = (pathname: string): Namespace[] => [routeOf(pathname).ns].flat();

/**
 * What a path needs before it can render, as three starts that settle when their part is in: its layout's
 * code, its page's code and its catalogs. Rendering alone would fetch the page only after its layout
 * arrived, and a part still loading suspends the render. A failure here is left to the render, which
 * reports it.
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

/** Starts all of a path's loads at once: a navigation, while the current screen stays up. */
export function preloadRoute(pathname: string): void {
  for (const load of routeLoads(pathname)) void load();
}

function routeElement(route: RouteMeta) {
  const Page = pages.get(route);
  return Page && <RoutePage titleKey={route.titleKey} page={Page} />;
}

/** The route table rendered: each layout with its pages; anything else is the 404 page. */
export function AppRoutes() {
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
