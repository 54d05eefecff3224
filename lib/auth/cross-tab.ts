import { REFRESH_LEASE_KEY, REFRESH_LEASE_MS, REFRESH_LOCK_NAME, SESSION_CHANNEL_NAME } from '@/config/auth';

/** Runs `task` while holding the site's refresh lock, shared by every tab of the site. */
export type TabLock = <T>(task: () => Promise<T>) => Promise<T>;

/** What tabs tell each other (never a refresh token: that stays in the HttpOnly cookie). */
export type SessionMessage =
  /** New tokens: after sign-in or a refresh, the access token to use from now on. */
  | { type: 'token'; accessToken: string }
  /** A tab without a valid access token asks whoever has one to send it ('token'). */
  | { type: 'token-request' }
  /** The session ended (sign-out, or the backend refused it): forget every token. */
  | { type: 'signed-out' };

export interface SessionChannel {
  post(message: SessionMessage): void;
  subscribe(listener: (message: SessionMessage) => void): () => void;
  /** Leaves the channel for good. */
  close?(): void;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Without the Web Locks API (older browsers): a lease in localStorage. A tab writes its claim,
 * waits a moment, and holds the lease if its claim is still the one stored; a lease is dropped
 * after REFRESH_LEASE_MS, so a tab closed mid-refresh never blocks the others for long. Not a
 * perfect mutex: the mock's (and real providers') reuse grace window covers the rare overlap.
 */
function leaseLock(storage: Storage): TabLock {
  const me = Math.random().toString(36).slice(2);
  const read = () => {
    try {
      return JSON.parse(storage.getItem(REFRESH_LEASE_KEY) ?? 'null') as { owner: string; until: number } | null;
    } catch {
      return null;
    }
  };
  return async (task) => {
    const deadline = Date.now() + REFRESH_LEASE_MS;
    for (;;) {
      const lease = read();
      if (!lease || lease.until < Date.now() || Date.now() > deadline) {
        storage.setItem(REFRESH_LEASE_KEY, JSON.stringify({ owner: me, until: Date.now() + REFRESH_LEASE_MS }));
        await sleep(30);
        if (read()?.owner === me) break;
      }
      await sleep(100);
    }
    try {
      return await task();
    } finally {
      if (read()?.owner === me) storage.removeItem(REFRESH_LEASE_KEY);
    }
  };
}

/** The refresh lock of this browser: Web Locks when there are, else a lease in localStorage. */
export function browserTabLock(): TabLock {
  if (typeof navigator !== 'undefined' && navigator.locks?.request) {
    return <T,>(task: () => Promise<T>) => navigator.locks.request(REFRESH_LOCK_NAME, () => task()) as Promise<T>;
  }
  if (typeof window !== 'undefined' && window.localStorage) return leaseLock(window.localStorage);
  return (task) => task();
}

/**
 * The channel between this site's tabs: BroadcastChannel, or (where there is none) the storage
 * event of a short-lived localStorage item. Either way a tab never hears its own messages.
 */
export function browserSessionChannel(): SessionChannel {
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(SESSION_CHANNEL_NAME);
    return {
      post: (message) => channel.postMessage(message),
      subscribe: (listener) => {
        const onMessage = (event: MessageEvent<SessionMessage>) => listener(event.data);
        channel.addEventListener('message', onMessage);
        return () => channel.removeEventListener('message', onMessage);
      },
      close: () => channel.close(),
    };
  }
  const key = `${SESSION_CHANNEL_NAME}:message`;
  return {
    post: (message) => {
      window.localStorage.setItem(key, JSON.stringify({ message, at: Date.now(), nonce: Math.random() }));
      window.localStorage.removeItem(key);
    },
    subscribe: (listener) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== key || !event.newValue) return;
        try {
          listener((JSON.parse(event.newValue) as { message: SessionMessage }).message);
        } catch {
          // Not ours to read: ignored.
        }
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
