/** The service worker's address and scope: the whole site (public/sw.js). */
export const PUSH_WORKER_URL = '/sw.js';
export const PUSH_WORKER_SCOPE = '/';

/** Whether this browser can receive Web Push at all (service workers, the Push API, notifications). */
export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** This browser's push subscription of the site, if it has one (asks nothing of the owner). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration(PUSH_WORKER_SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Ends this browser's push subscription of the site, if any: the push service then refuses the
 * backend's messages for it (404/410), which is how a Web Push backend learns to forget a device
 * token (the contract has no call to remove one). Never rejects: signing out must not wait on it.
 */
export async function withdrawPushSubscription(): Promise<boolean> {
  try {
    const subscription = await currentPushSubscription();
    return subscription ? await subscription.unsubscribe() : false;
  } catch {
    return false;
  }
}
