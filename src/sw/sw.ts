/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

const SHELL = '/index.html';

// /admin is the operator console, a separate app the worker leaves to the network
const isAppNavigation = ({ request, url }: { request: Request; url: URL }) =>
  request.mode === 'navigate' &&
  url.origin === self.location.origin &&
  !url.pathname.startsWith('/api/') &&
  !/^\/admin(\/|$)/.test(url.pathname);

const isMaintainPage = (url: URL) => url.pathname.toLowerCase() === '/maintain';

/** Where a navigation goes when the server cannot answer it: the maintenance page, remembering the way back. */
function maintenance(url: URL): Response {
  const from = url.pathname + url.search;
  return Response.redirect(`/maintain?from=${encodeURIComponent(from)}`, 302);
}

/**
 * How long a navigation waits for the network before the precached shell answers it. On lie-fi (connected,
 * nothing comes back) fetch() never settles, and the page would stay blank; workbox's NetworkFirst has the
 * same `networkTimeoutSeconds`, but it would cache every page's HTML, and a 503 must become /maintain.
 */
const NETWORK_TIMEOUT_MS = 3000;

const precachedShellAfter = (ms: number) =>
  new Promise<Response | undefined>((resolve) => setTimeout(() => resolve(matchPrecache(SHELL)), ms));

// Registered before precacheAndRoute (stack-notes trap 6): navigations try the network first.
registerRoute(isAppNavigation, async ({ request, url }) => {
  if (isMaintainPage(url)) return (await matchPrecache(SHELL)) ?? fetch(request);
  const network = fetch(request).then(
    // A 503 from the server means maintenance: show the maintenance page instead.
    (response) => (response.status === 503 ? maintenance(url) : response),
    () => maintenance(url),
  );
  // the network's answer in time (with home's server-painted banner), else the shell, which says it is slow
  return (await Promise.race([network, precachedShellAfter(NETWORK_TIMEOUT_MS)])) ?? network;
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

// registerType "prompt": a new version waits until the page asks it to take over.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
