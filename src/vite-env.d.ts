/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** AES key of the persisted state (lib/storage); a documented development default when unset */
  readonly VITE_STORAGE_KEY?: string;
  /** the build's version (package.json version unless the build sets it) */
  readonly VITE_APP_VERSION: string;
  /** base address of the API; same origin when unset */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module 'virtual:routes' {
  /** contract/routes.ts's new visitor's screens with each page's import (scripts/vite/route-table.ts) */
  export const routes: readonly import('./app/route-meta').RouteMeta[];
  export const notFoundPage: () => import('./app/route-meta').PageModule;
  /** the member's screens, a chunk of their own */
  export const memberRoutes: () => Promise<typeof import('virtual:member-routes')>;
}

declare module 'virtual:member-routes' {
  /** contract/routes.ts's member's screens with each page's import */
  export const routes: readonly import('./app/route-meta').RouteMeta[];
}

declare module 'virtual:route-reads' {
  /** the reads of each route's first screen that names some, by lower-case path (scripts/vite/route-table.ts) */
  export const routeReads: Readonly<Record<string, readonly import('../contract/routes').RouteRead[]>>;
}

declare module 'virtual:route-reads/paths' {
  /** a path as the route table writes it: lower case, no trailing slash */
  export function routePath(pathname: string): string;
  /** whether the route table names reads for `pathname`'s first screen */
  export function hasReads(pathname: string): boolean;
}
