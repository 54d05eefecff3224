/*
 * The portal's service worker, registered at /sw.js for the whole site (scope "/") when an owner
 * turns on "notify me on this device" on the notifications page (lib/push/push-subscription.ts,
 * docs/product.md#notifications). One file, plain JavaScript (it is served as it is, not built),
 * meant to be extended: each concern is one listener below.
 *
 * It never stores an owner's data. Offline handling belongs here as a `fetch` listener, and must
 * keep to the same rule: cache only the portal's own static files (its pages' HTML without an
 * owner's data, /_next/static/, /brands/), never the backend's answers (another origin, sent with
 * the owner's token), the portal's /api/ routes, or /_next/data/ JSON.
 */

// A new version takes over at once: the worker holds no state that an old page could still need.
self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
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
