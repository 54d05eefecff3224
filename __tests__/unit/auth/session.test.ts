import { TOKEN_LOOKUP_CACHE_MS } from '@/config/auth';
import type { SessionChannel, SessionMessage, TabLock } from '@/lib/auth/cross-tab';
import { createSession, SessionRouteError, SessionUnavailableError, type AccessAnswer, type SessionServer } from '@/lib/auth/session';
import { createTokenStore, isExpired, tokenExpiry } from '@/lib/auth/token-store';
// The page boot's hints go with the session: it listens for the session's end.
import '@/lib/boot/session-end';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const nowSeconds = Math.floor(NOW / 1000);
/** How long the fake server takes to answer a refresh (its call to the backend included). */
const EXCHANGE_MS = 100;

function jwt(expSeconds: number, subject = 'owner'): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: subject, exp: expSeconds })}.signature`;
}

/** A Storage in memory: each tab has its own sessionStorage; tabs share one localStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/**
 * The identity backend as the mock (and good providers) behave: refresh tokens rotate, a used or
 * revoked one presented again revokes its whole family, and so does sign-out.
 */
function fakeBackend() {
  const tokens = new Map<string, { family: string; used: boolean; revoked: boolean }>();
  let next = 1;
  const state = { outage: false, revokeOutage: false };
  const issue = (family: string) => {
    next += 1;
    const refreshToken = `refresh-${next}`;
    tokens.set(refreshToken, { family, used: false, revoked: false });
    return { accessToken: jwt(Math.floor(Date.now() / 1000) + 300, `access-${next}`), refreshToken };
  };
  const revokeFamily = (family: string) => {
    for (const record of tokens.values()) if (record.family === family) record.revoked = true;
  };
  return {
    state,
    signIn: () => issue(`family-${next}`),
    /** The new pair, or 'refused' (the token is dead: its family is revoked), or throws for an outage. */
    exchange(refreshToken: string): ReturnType<typeof issue> | 'refused' {
      if (state.outage) throw new SessionUnavailableError('backend down', 503);
      const record = tokens.get(refreshToken);
      if (!record) return 'refused';
      if (record.used || record.revoked) {
        revokeFamily(record.family);
        return 'refused';
      }
      record.used = true;
      return issue(record.family);
    },
    revoke(refreshToken: string): boolean {
      if (state.revokeOutage) return false;
      const record = tokens.get(refreshToken);
      if (record) revokeFamily(record.family);
      return true;
    },
    /** Tokens that could still be exchanged for a session. */
    live: () => [...tokens].filter(([, record]) => !record.used && !record.revoked).map(([token]) => token),
  };
}
type Backend = ReturnType<typeof fakeBackend>;

/**
 * The local /api/auth routes as they behave (pages/api/auth/*): the refresh token lives in their
 * cookie, never in the page; a refresh whose browser left is revoked and not stored; sign-out
 * always expires the cookie and says whether the backend revoked the session.
 */
function fakeServer(backend: Backend) {
  const state = {
    cookie: undefined as string | undefined,
    logoutUnreachable: 0,
    refreshUnreachable: 0,
    /** The answer is on its way already when the browser gives up: it arrives all the same. */
    answerDespiteAbort: false,
  };
  const wire = { refresh: 0, logout: 0, signIn: 0 };
  const answer = (pair: { accessToken: string }): AccessAnswer => ({ accessToken: pair.accessToken, expiresAt: tokenExpiry(pair.accessToken)! });
  const server: SessionServer = {
    async signIn() {
      wire.signIn += 1;
      const pair = backend.signIn();
      if (state.cookie) backend.revoke(state.cookie);
      state.cookie = pair.refreshToken;
      return answer(pair);
    },
    refresh(signal) {
      wire.refresh += 1;
      if (state.refreshUnreachable > 0) {
        state.refreshUnreachable -= 1;
        return Promise.reject(new SessionUnavailableError('The session route could not be reached.', 0));
      }
      // The route reads the cookie the request carried.
      const presented = state.cookie;
      return new Promise((resolve, reject) => {
        let left = false;
        signal?.addEventListener('abort', () => {
          if (state.answerDespiteAbort) return;
          left = true;
          reject(new SessionUnavailableError('aborted', 0));
        });
        setTimeout(() => {
          try {
            if (!presented) return resolve(undefined);
            const result = backend.exchange(presented);
            if (result === 'refused') {
              state.cookie = undefined;
              return resolve(undefined);
            }
            // The browser left (it signed out): the route revokes what it got and stores nothing.
            if (left) return void backend.revoke(result.refreshToken);
            state.cookie = result.refreshToken;
            resolve(answer(result));
          } catch (error) {
            reject(error as Error);
          }
        }, EXCHANGE_MS);
      });
    },
    async logout() {
      wire.logout += 1;
      if (state.logoutUnreachable > 0) {
        state.logoutUnreachable -= 1;
        throw new SessionUnavailableError('The session route could not be reached.', 0);
      }
      const revoked = state.cookie ? backend.revoke(state.cookie) : true;
      state.cookie = undefined;
      return { revoked };
    },
    async changePassword(accessToken, change) {
      if (change.currentPassword !== 'right') throw new SessionRouteError('Changing the password failed (400).', 400, { problem: { status: 400 } });
      expect(accessToken).toMatch(/\./);
      const pair = backend.signIn();
      state.cookie = pair.refreshToken;
      return answer(pair);
    },
  };
  return { server, state, wire };
}

/** A stand-in for the Web Locks API: one task at a time, in order. */
function lockStandIn(): TabLock {
  let tail: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** A stand-in for BroadcastChannel: delivered to every other tab, asynchronously. */
function channelBus() {
  const listeners = new Map<number, (message: SessionMessage) => void>();
  let ids = 0;
  return (): SessionChannel => {
    const id = (ids += 1);
    return {
      post: (message) => {
        for (const [other, listener] of listeners) if (other !== id) setTimeout(() => listener(message), 0);
      },
      subscribe: (listener) => {
        listeners.set(id, listener);
        return () => listeners.delete(id);
      },
    };
  };
}

function tab(options: { server: SessionServer; local: Storage; lock?: TabLock; channel?: SessionChannel }) {
  const sessionStorage = memoryStorage();
  const store = createTokenStore({ session: sessionStorage, local: options.local });
  const events = { refreshFailed: 0 };
  const session = createSession({
    store,
    server: options.server,
    onRefreshFailed: () => {
      events.refreshFailed += 1;
    },
    lock: options.lock,
    channel: options.channel,
    logoutRetryDelayMs: 10,
  });
  return { session, store, events, sessionStorage };
}

const CREDENTIALS = { email: 'owner@example.com', password: 'Password1!' };

/** One tab, signed in, with its access token expired. */
async function signedInTab() {
  const backend = fakeBackend();
  const server = fakeServer(backend);
  const local = memoryStorage();
  const t = tab({ server: server.server, local, lock: lockStandIn() });
  await t.session.signIn(CREDENTIALS);
  jest.advanceTimersByTime(301_000);
  return { ...t, backend, server, local };
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('token store', () => {
  it('reads exp in seconds from the token', () => {
    expect(tokenExpiry(jwt(1_900_000_000))).toBe(1_900_000_000);
    expect(tokenExpiry('not-a-jwt')).toBeUndefined();
  });

  it('treats exp as seconds, not milliseconds', () => {
    expect(isExpired(nowSeconds + 300, NOW)).toBe(false);
    expect(isExpired(nowSeconds - 1, NOW)).toBe(true);
    expect(isExpired(nowSeconds + 60, NOW)).toBe(false);
  });

  it('keeps the access token and expiry in sessionStorage and the marker in localStorage', () => {
    const session = memoryStorage();
    const local = memoryStorage();
    const store = createTokenStore({ session, local });
    store.saveAccessToken(jwt(nowSeconds + 300));
    expect(session.getItem('accessToken')).toBe(jwt(nowSeconds + 300));
    expect(session.getItem('accessTokenExpiry')).toBe(String(nowSeconds + 300));
    expect(local.getItem('authenticated')).toBe('true');
    expect(local.getItem('accessToken')).toBeNull();
    store.clear();
    expect(session.length).toBe(0);
    expect(local.getItem('authenticated')).toBeNull();
  });
});

describe('session', () => {
  it('signs in through the server: the access token and marker here, the refresh token only in the route’s cookie', async () => {
    const backend = fakeBackend();
    const server = fakeServer(backend);
    const t = tab({ server: server.server, local: memoryStorage() });
    await t.session.signIn(CREDENTIALS);
    expect(server.state.cookie).toMatch(/^refresh-/);
    expect(t.session.isSignedIn()).toBe(true);
    const token = await t.session.getAccessToken();
    expect(token).toMatch(/\./);
    expect(server.wire.refresh).toBe(0);
    // Nothing in the page's storage is the refresh token.
    expect(JSON.stringify([...Array(t.sessionStorage.length).keys()].map((i) => t.sessionStorage.getItem(t.sessionStorage.key(i)!)))).not.toContain('refresh-');
  });

  it('caches a lookup for 60 s, but never past the token’s expiry', async () => {
    const t = await signedInTab();
    const first = t.session.getAccessToken();
    await jest.advanceTimersByTimeAsync(EXCHANGE_MS);
    await first;
    jest.advanceTimersByTime(TOKEN_LOOKUP_CACHE_MS - 1);
    await t.session.getAccessToken();
    expect(t.server.wire.refresh).toBe(1);
    jest.advanceTimersByTime(300_000);
    const again = t.session.getAccessToken();
    await jest.advanceTimersByTimeAsync(EXCHANGE_MS);
    await again;
    expect(t.server.wire.refresh).toBe(2);
  });

  it('sends exactly one refresh for 20 concurrent lookups with an expired token, and the route rotates the cookie', async () => {
    const t = await signedInTab();
    const before = t.server.state.cookie;
    const lookups = Promise.all(Array.from({ length: 20 }, () => t.session.getAccessToken()));
    await jest.advanceTimersByTimeAsync(EXCHANGE_MS);
    const tokens = await lookups;
    expect(t.server.wire.refresh).toBe(1);
    expect(new Set(tokens).size).toBe(1);
    expect(t.server.state.cookie).not.toBe(before);
    expect(t.backend.live()).toEqual([t.server.state.cookie]);
  });

  it('does not refresh for someone who never signed in', async () => {
    const server = fakeServer(fakeBackend());
    const t = tab({ server: server.server, local: memoryStorage() });
    await expect(t.session.getAccessToken()).resolves.toBeUndefined();
    expect(server.wire.refresh).toBe(0);
  });

  it('sign-out ends the session here at once, before the server has answered, then expires the cookie and revokes', async () => {
    const t = await signedInTab();
    t.local.setItem('vehicle-count-hint:aurora-dk', '2');
    const heard: string[] = [];
    t.session.subscribe(() => heard.push('changed'));
    const signOut = t.session.end();
    // Nothing awaited yet: this tab is signed out.
    expect(t.session.isSignedIn()).toBe(false);
    expect(t.store.readAccessToken()).toBeUndefined();
    expect(t.local.getItem('vehicle-count-hint:aurora-dk')).toBeNull();
    expect(heard).toEqual(['changed']);
    await expect(signOut).resolves.toEqual({ revoked: true, reached: true });
    expect(t.server.state.cookie).toBeUndefined();
    expect(t.backend.live()).toEqual([]);
    expect(t.store.isSignOutPending()).toBe(false);
  });

  it('sign-out during an in-flight refresh aborts it and goes first: no marker, no stored token, no live refresh token', async () => {
    const t = await signedInTab();
    const lookup = t.session.getAccessToken();
    // The refresh is on the wire; the owner signs out before it answers.
    await jest.advanceTimersByTimeAsync(EXCHANGE_MS / 2);
    expect(t.server.wire.refresh).toBe(1);
    const signOut = t.session.end();
    // The refresh is given up at once, so the sign-out does not wait for it behind the lock.
    await jest.advanceTimersByTimeAsync(1);
    await expect(lookup).resolves.toBeUndefined();
    expect(t.server.wire.logout).toBe(1);
    await jest.advanceTimersByTimeAsync(EXCHANGE_MS);
    await signOut;

    expect(t.session.isSignedIn()).toBe(false);
    expect(t.store.readAccessToken()).toBeUndefined();
    expect(t.server.state.cookie).toBeUndefined();
    expect(t.backend.live()).toEqual([]);
  });

  it('a refresh answer already on its way when the owner signs out is not stored, and the sign-out waits for it, then revokes', async () => {
    const t = await signedInTab();
    t.server.state.answerDespiteAbort = true;
    const lookup = t.session.getAccessToken();
    await jest.advanceTimersByTimeAsync(EXCHANGE_MS / 2);
    const signOut = t.session.end();
    await jest.advanceTimersByTimeAsync(EXCHANGE_MS);
    await expect(lookup).resolves.toBeUndefined();
    await expect(signOut).resolves.toEqual({ revoked: true, reached: true });
    expect(t.session.isSignedIn()).toBe(false);
    expect(t.store.readAccessToken()).toBeUndefined();
    expect(t.server.state.cookie).toBeUndefined();
    expect(t.backend.live()).toEqual([]);
  });

  it('when the backend cannot revoke, the owner is signed out here all the same and the result says so', async () => {
    const t = await signedInTab();
    t.backend.state.revokeOutage = true;
    await expect(t.session.end()).resolves.toEqual({ revoked: false, reached: true });
    expect(t.session.isSignedIn()).toBe(false);
    expect(t.server.state.cookie).toBeUndefined();
  });

  it('when the sign-out route cannot be reached, it tries twice, keeps a reminder, and the next page asks again', async () => {
    const t = await signedInTab();
    t.server.state.logoutUnreachable = 2;
    const signOut = t.session.end();
    await jest.advanceTimersByTimeAsync(20);
    await expect(signOut).resolves.toEqual({ revoked: false, reached: false });
    expect(t.server.wire.logout).toBe(2);
    expect(t.session.isSignedIn()).toBe(false);
    expect(t.server.state.cookie).toBeDefined();
    expect(t.store.isSignOutPending()).toBe(true);

    // The next page of the site (a new session object on the same storage) completes it.
    const next = tab({ server: t.server.server, local: t.local });
    await next.session.resumeSignOut();
    expect(t.server.wire.logout).toBe(3);
    expect(t.server.state.cookie).toBeUndefined();
    expect(t.backend.live()).toEqual([]);
    expect(next.store.isSignOutPending()).toBe(false);
    await next.session.resumeSignOut();
    expect(t.server.wire.logout).toBe(3);
  });

  it('a new sign-in replaces a pending sign-out’s reminder instead of signing the new session out', async () => {
    const t = await signedInTab();
    t.server.state.logoutUnreachable = 2;
    const signOut = t.session.end();
    await jest.advanceTimersByTimeAsync(20);
    await signOut;
    await t.session.signIn(CREDENTIALS);
    expect(t.store.isSignOutPending()).toBe(false);
    await tab({ server: t.server.server, local: t.local }).session.resumeSignOut();
    expect(t.server.state.cookie).toBeDefined();
    expect(t.session.isSignedIn()).toBe(true);
  });

  it('a refresh the route refuses ends the session here and in the cookie', async () => {
    const t = await signedInTab();
    // The token was used elsewhere long ago: the backend sees reuse and revokes the family.
    t.backend.exchange(t.server.state.cookie!);
    const heard: string[] = [];
    t.session.subscribe(() => heard.push('changed'));
    const lookup = t.session.getAccessToken();
    await jest.advanceTimersByTimeAsync(EXCHANGE_MS);
    await expect(lookup).resolves.toBeUndefined();
    expect(t.server.state.cookie).toBeUndefined();
    expect(t.session.isSignedIn()).toBe(false);
    expect(t.store.readAccessToken()).toBeUndefined();
    expect(t.events.refreshFailed).toBe(1);
    expect(heard).toEqual(['changed']);
  });

  it('a refresh failing with 503 keeps the session, rejects as unavailable, and works once the backend is back', async () => {
    const t = await signedInTab();
    t.backend.state.outage = true;
    const lookup = t.session.getAccessToken();
    const settled = expect(lookup).rejects.toMatchObject({ name: 'SessionUnavailableError', status: 503 });
    await jest.advanceTimersByTimeAsync(EXCHANGE_MS);
    await settled;
    expect(t.session.isSignedIn()).toBe(true);
    expect(t.server.state.cookie).toBeDefined();
    expect(t.events.refreshFailed).toBe(0);

    t.backend.state.outage = false;
    const retry = t.session.getAccessToken();
    await jest.advanceTimersByTimeAsync(EXCHANGE_MS);
    await expect(retry).resolves.toMatch(/\./);
  });

  it('a refresh route that cannot be reached is an outage, not a refusal', async () => {
    const t = await signedInTab();
    t.server.state.refreshUnreachable = 1;
    await expect(t.session.getAccessToken()).rejects.toMatchObject({ status: 0 });
    expect(t.session.isSignedIn()).toBe(true);
    expect(t.server.state.cookie).toBeDefined();
  });

  it('the backend refusing an access token (expire) forgets the session and revokes the cookie’s token', async () => {
    const t = await signedInTab();
    await t.session.expire();
    expect(t.session.isSignedIn()).toBe(false);
    expect(t.backend.live()).toEqual([]);
  });

  it('a password change keeps the session going with the new access token; a refusal changes nothing', async () => {
    const t = await signedInTab();
    const lookup = t.session.getAccessToken();
    await jest.advanceTimersByTimeAsync(EXCHANGE_MS);
    const before = await lookup;
    await expect(t.session.changePassword({ currentPassword: 'wrong', newPassword: 'NewPass123' })).rejects.toMatchObject({ status: 400 });
    expect(await t.session.getAccessToken()).toBe(before);
    await t.session.changePassword({ currentPassword: 'right', newPassword: 'NewPass123' });
    const after = await t.session.getAccessToken();
    expect(after).toMatch(/\./);
    expect(after).not.toBe(before);
  });
});

describe('two tabs sharing storage and a lock', () => {
  async function twoTabs() {
    const backend = fakeBackend();
    const server = fakeServer(backend);
    const local = memoryStorage();
    const lock = lockStandIn();
    const bus = channelBus();
    const a = tab({ server: server.server, local, lock, channel: bus() });
    const b = tab({ server: server.server, local, lock, channel: bus() });
    await a.session.signIn(CREDENTIALS);
    await jest.advanceTimersByTimeAsync(0);
    return { backend, server, a, b };
  }

  it('a sign-in in one tab hands the other its access token', async () => {
    const { server, b } = await twoTabs();
    await expect(b.session.getAccessToken()).resolves.toMatch(/\./);
    expect(server.wire.refresh).toBe(0);
  });

  it('concurrent expiries in both tabs make exactly one refresh request', async () => {
    const { backend, server, a, b } = await twoTabs();
    jest.advanceTimersByTime(301_000);
    const lookups = Promise.all([
      ...Array.from({ length: 5 }, () => a.session.getAccessToken()),
      ...Array.from({ length: 5 }, () => b.session.getAccessToken()),
    ]);
    await jest.advanceTimersByTimeAsync(EXCHANGE_MS * 3);
    const tokens = await lookups;
    expect(server.wire.refresh).toBe(1);
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).toMatch(/\./);
    expect(backend.live()).toEqual([server.state.cookie]);
    expect(a.events.refreshFailed + b.events.refreshFailed).toBe(0);
  });

  it('sign-out in one tab signs the other out at once, and leaves no live token though the other was refreshing', async () => {
    const { backend, server, a, b } = await twoTabs();
    jest.advanceTimersByTime(301_000);
    const lookup = b.session.getAccessToken();
    await jest.advanceTimersByTimeAsync(EXCHANGE_MS / 2);
    const signOut = a.session.end();
    // The other tab hears of it before any answer: its token is gone, its refresh aborted.
    await jest.advanceTimersByTimeAsync(1);
    expect(b.store.readAccessToken()).toBeUndefined();
    expect(b.session.isSignedIn()).toBe(false);
    await jest.advanceTimersByTimeAsync(EXCHANGE_MS * 2);
    await signOut;
    await expect(lookup).resolves.toBeUndefined();

    expect(backend.live()).toEqual([]);
    expect(server.state.cookie).toBeUndefined();
    await expect(b.session.getAccessToken()).resolves.toBeUndefined();
  });
});
