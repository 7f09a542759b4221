/// <reference lib="webworker" />
/// <reference types="vite/client" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import type { PushPayload as Notice } from '../../contract/push';

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
// BADGE_SEEN: the app showed the member their decisions (src/lib/pwa/app-badge.ts).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'BADGE_SEEN') event.waitUntil(unseen(() => 0));
});


const BADGE_CACHE = 'app-badge';
const BADGE_URL = '/__badge';

/** Decisions shown and not yet seen in the app, kept where the worker can read it after it was stopped. */
async function unseen(change: (count: number) => number): Promise<number> {
  const cache = await caches.open(BADGE_CACHE);
  const count = change(Number(await (await cache.match(BADGE_URL))?.text()) || 0);
  await cache.put(BADGE_URL, new Response(String(count)));
  const nav = self.navigator as WorkerNavigator & {
    setAppBadge?(n?: number): Promise<void>;
    clearAppBadge?(): Promise<void>;
  };
  await (count ? nav.setAppBadge?.(count) : nav.clearAppBadge?.())?.catch(() => {});
  return count;
}

self.addEventListener('push', (event: PushEvent) => {
  let notice: Notice;
  try {
    notice = event.data?.json() as Notice;
  } catch {
    return;
  }
  if (!notice?.title) return;
  event.waitUntil(
    (async () => {
      await self.registration.showNotification(notice.title, {
        body: notice.body,
        lang: notice.lang,
        tag: notice.tag,
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
        data: { url: notice.url },
      });
      if (notice.decision) await unseen((count) => count + 1);
    })(),
  );
});

/** A tap: the app's window, if one is open, shows the record; otherwise one opens on it. */
self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const path = (event.notification.data as { url?: string } | null)?.url;
  // only a path of this app: a notice never opens another site
  const url = new URL(path?.startsWith('/') && !path.startsWith('//') ? path : '/', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const app = windows.find((client) => !/^\/admin(\/|$)/.test(new URL(client.url).pathname));
      if (!app) return void (await self.clients.openWindow(url));
      await app.focus().catch(() => app);
      await app.navigate(url);
    })(),
  );
});

/** The browser replaced the subscription: the same key subscribes again, and the old one's secret tells the server. */
self.addEventListener('pushsubscriptionchange', (event: Event) => {
  const change = event as ExtendableEvent & {
    oldSubscription?: PushSubscription | null;
    newSubscription?: PushSubscription | null;
  };
  const old = change.oldSubscription;
  const key = old?.options.applicationServerKey;
  // without the old one the server cannot tell this device: the app subscribes again when settings open
  if (!old || !key) return;
  change.waitUntil(
    (async () => {
      const next =
        change.newSubscription ??
        (await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
      await fetch(`${import.meta.env.VITE_API_BASE || ''}/api/pushRenew`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          old: { endpoint: old.endpoint, auth: old.toJSON().keys?.auth },
          subscription: next.toJSON(),
        }),
      });
    })(),
  );
});
