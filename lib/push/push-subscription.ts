import { PUSH_WORKER_SCOPE, PUSH_WORKER_URL } from './withdraw-push';

/** The owner did not allow notifications (now or before): the browser will not ask again. */
export class PushPermissionDeniedError extends Error {
  constructor() {
    super('Notifications are not allowed for this site.');
    this.name = 'PushPermissionDeniedError';
  }
}

/** A base64url VAPID key as the bytes PushManager.subscribe takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * What the portal sends as the device token (PUT /api/profile/device-token/update?deviceToken=…):
 * the subscription as JSON (its endpoint and keys), all a Web Push backend needs to send to it.
 */
export function deviceTokenOf(subscription: PushSubscription): string {
  return JSON.stringify(subscription.toJSON());
}

/**
 * Subscribes this browser to the site's push messages: registers the service worker, asks the
 * owner's permission (only ever called from the owner's own click), and subscribes with the
 * backend's public key. Rejects with PushPermissionDeniedError when the owner says no.
 */
export async function subscribeToPush(publicKey: string): Promise<PushSubscription> {
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionDeniedError();
  const registration = await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: PUSH_WORKER_SCOPE });
  const ready = registration.active ? registration : await navigator.serviceWorker.ready;
  const existing = await ready.pushManager.getSubscription();
  return existing ?? ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) });
}
