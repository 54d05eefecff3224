/*
 * The portal's service worker, registered at /sw.js for the whole site (scope "/") when an owner
 * turns on "notify me on this device" on the notifications page (lib/push/push-subscription.ts,
 * docs/product.md#notifications). One file, plain JavaScript (it is served as it is, not built),
 * meant to be extended: each concern is one listener below.
 *
 * Every page registers it too, for the offline page (components/shell/offline-worker.tsx,
 * docs/product.md#offline).
 *
 * It never stores an owner's data. It keeps one page, the site's offline page (/__offline,
 * lib/offline/offline-page.ts: the site's name and a sentence, the same for every visitor), and
 * answers a navigation of the portal's own pages with it when the server cannot be reached. Every
 * other request passes untouched: never the backend's answers (another origin, sent with the
 * owner's token), the portal's /api/ routes, /_next/data/ JSON or its static files.
 */

const OFFLINE_PAGE = '/__offline';
// A new name when the page must be fetched again; activate removes every other of this worker's caches.
const OFFLINE_CACHE = 'portal-offline-v1';

// A new version takes over at once: the worker holds no state that an old page could still need.
self.addEventListener('install', (event) => {
  self.skipWaiting();
  event.waitUntil(
    caches
      .open(OFFLINE_CACHE)
      .then((cache) => cache.add(new Request(OFFLINE_PAGE, { cache: 'reload' })))
      // No offline page (the server went away mid-install): the worker still installs, and
      // navigations then fail as they would without it.
      .catch(() => undefined),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== OFFLINE_CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/**
 * A navigation to one of the portal's pages goes to the network as always; only when the browser
 * cannot reach the server at all does the offline page answer it. An answer of the server (an
 * error page too) is never replaced, and nothing it answers is kept.
 */
self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/') || url.pathname.startsWith('/__')) return;
  event.respondWith(
    fetch(request).catch((error) =>
      caches.match(OFFLINE_PAGE, { cacheName: OFFLINE_CACHE }).then((page) => {
        if (page) return page;
        throw error;
      }),
    ),
  );
});

/**
 * A push message from the backend: JSON { title, body, link } (api-client/openapi.yaml,
 * updateDeviceToken), where link is a path of the portal such as /notifications. Shown as a system
 * notification; an unreadable message still shows, with the site's name, so none is lost.
 */
self.addEventListener('push', (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof message.title === 'string' && message.title ? message.title : self.location.hostname;
  const link = typeof message.link === 'string' && message.link.startsWith('/') && !message.link.startsWith('//') ? message.link : '/';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof message.body === 'string' ? message.body : '',
      data: { link },
      tag: typeof message.id === 'string' ? message.id : undefined,
    }),
  );
});

/** A click on the notification opens its page of the portal: in a tab of the site that is open, or a new one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data && event.notification.data.link ? event.notification.data.link : '/', self.location.origin);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === target.origin);
      if (open) return open.navigate(target.href).then((client) => (client || open).focus());
      return self.clients.openWindow(target.href);
    }),
  );
});
