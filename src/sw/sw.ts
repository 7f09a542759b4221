/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string; revision: string | null }> };

const SHELL = '/index.html';

const isAppNavigation = ({ request, url }: { request: Request; url: URL }) =>
  request.mode === 'navigate' && url.origin === self.location.origin && !url.pathname.startsWith('/api/');

const isMaintainPage = (url: URL) => url.pathname.toLowerCase() === '/maintain';

/** Where a navigation goes when the server cannot answer it: the maintenance page, remembering the way back. */
function maintenance(url: URL): Response {
  const from = url.pathname + url.search;
  return Response.redirect(`/maintain?from=${encodeURIComponent(from)}`, 302);
}

// Registered before precacheAndRoute (stack-notes trap 6): navigations try the network first.
registerRoute(isAppNavigation, async ({ request, url }) => {
  if (isMaintainPage(url)) return (await matchPrecache(SHELL)) ?? fetch(request);
  try {
    const response = await fetch(request);
    // A 503 from the server means maintenance: show the maintenance page instead.
    return response.status === 503 ? maintenance(url) : response;
  } catch {
    return maintenance(url);
  }
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

// registerType "prompt": a new version waits until the page asks it to take over.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
