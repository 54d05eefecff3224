import { TOKEN_LOOKUP_CACHE_MS } from '@/config/auth';
import type { SessionChannel, SessionMessage, TabLock } from '@/lib/auth/cross-tab';
import { createSession, SessionUnavailableError, type RefreshCookie, type SessionTokens } from '@/lib/auth/session';
import { createTokenStore, isExpired, tokenExpiry } from '@/lib/auth/token-store';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);
const nowSeconds = Math.floor(NOW / 1000);
/** How long the fake backend takes to answer a refresh. */
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

const problem = (status: number) => Object.assign(new Error(`Request failed with status code ${status}`), { status });

/**
 * The identity backend as the mock (and real providers) behave: refresh tokens rotate, and a used
 * or revoked token presented again revokes its whole family. `outage` makes refreshes fail 503.
 */
function fakeBackend() {
  const tokens = new Map<string, { family: string; used: boolean; revoked: boolean }>();
  let next = 1;
  const wire = { refresh: 0, revoke: 0 };
  const state = { outage: false };
  const issue = (family: string): SessionTokens => {
    next += 1;
    const refreshToken = `refresh-${next}`;
    tokens.set(refreshToken, { family, used: false, revoked: false });
    return { accessToken: jwt(Math.floor(Date.now() / 1000) + 300, `access-${next}`), refreshToken };
  };
  return {
    wire,
    state,
    signIn: () => issue(`family-${next}`),
    async exchange(refreshToken: string): Promise<SessionTokens> {
      wire.refresh += 1;
      await new Promise((resolve) => setTimeout(resolve, EXCHANGE_MS));
      if (state.outage) throw problem(503);
      const record = tokens.get(refreshToken);
      if (!record) throw problem(401);
      if (record.used || record.revoked) {
        for (const other of tokens.values()) if (other.family === record.family) other.revoked = true;
        throw problem(401);
      }
      record.used = true;
      return issue(record.family);
    },
    async revoke(refreshToken: string) {
      wire.revoke += 1;
      const record = tokens.get(refreshToken);
      if (record) record.revoked = true;
    },
    /** Tokens that could still be exchanged for a session. */
    live: () => [...tokens].filter(([, record]) => !record.used && !record.revoked).map(([token]) => token),
    familyRevoked: () => [...tokens.values()].some((record) => record.revoked && record.used),
  };
}
type Backend = ReturnType<typeof fakeBackend>;

/** The /api/auth routes as they behave: a rotation needs a current session; logout revokes and expires. */
function fakeCookie(backend: Backend) {
  const state = { value: undefined as string | undefined, logoutFailures: 0, readFails: 0 };
  const calls = { writes: [] as string[], removes: 0, logouts: 0 };
  const cookie: RefreshCookie = {
    read: async () => {
      if (state.readFails > 0) {
        state.readFails -= 1;
        throw new SessionUnavailableError('down', 502);
      }
      return state.value;
    },
    write: async (token, options) => {
      if (!options?.newSession && !state.value) throw problem(401);
      calls.writes.push(token);
      state.value = token;
    },
    remove: async () => {
      calls.removes += 1;
      state.value = undefined;
    },
    logout: async () => {
      calls.logouts += 1;
      if (state.logoutFailures > 0) {
        state.logoutFailures -= 1;
        throw new SessionUnavailableError('Signing out failed (503).', 503);
      }
      if (state.value) await backend.revoke(state.value);
      state.value = undefined;
    },
  };
  return { cookie, state, calls };
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

function tab(options: {
  backend: Backend;
  cookie: RefreshCookie;
  local: Storage;
  lock?: TabLock;
  channel?: SessionChannel;
}) {
  const store = createTokenStore({ session: memoryStorage(), local: options.local });
  const events = { refreshFailed: 0 };
  const session = createSession({
    store,
    cookie: options.cookie,
    exchange: (token) => options.backend.exchange(token),
    revoke: (token) => options.backend.revoke(token),
    onRefreshFailed: () => {
      events.refreshFailed += 1;
    },
    lock: options.lock,
    channel: options.channel,
  });
  return { session, store, events };
}

/** One tab, signed in, with its access token expired. */
async function signedInTab() {
  const backend = fakeBackend();
  const cookie = fakeCookie(backend);
  const local = memoryStorage();
  const t = tab({ backend, cookie: cookie.cookie, local });
  await t.session.start(backend.signIn());
  jest.advanceTimersByTime(301_000);
  return { ...t, backend, cookie, local };
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
  it('stores tokens on start (a new session for the cookie) and hands the token out without refreshing', async () => {
    const backend = fakeBackend();
    const cookie = fakeCookie(backend);
    const t = tab({ backend, cookie: cookie.cookie, local: memoryStorage() });
    const tokens = backend.signIn();
    await t.session.start(tokens);
    expect(cookie.calls.writes).toEqual([tokens.refreshToken]);
    expect(t.session.isSignedIn()).toBe(true);
    await expect(t.session.getAccessToken()).resolves.toBe(tokens.accessToken);
    expect(backend.wire.refresh).toBe(0);
  });

  it('caches a lookup for 60 s, but never past the token’s expiry', async () => {
    const t = await signedInTab();
    const first = t.session.getAccessToken();
    await jest.advanceTimersByTimeAsync(EXCHANGE_MS);
    await first;
    jest.advanceTimersByTime(TOKEN_LOOKUP_CACHE_MS - 1);
    await t.session.getAccessToken();
    expect(t.backend.wire.refresh).toBe(1);
    jest.advanceTimersByTime(300_000);
    const again = t.session.getAccessToken();
    await jest.advanceTimersByTimeAsync(EXCHANGE_MS);
    await again;
    expect(t.backend.wire.refresh).toBe(2);
  });

  it('sends exactly one refresh for 20 concurrent lookups with an expired token, and rotates the cookie', async () => {
    const t = await signedInTab();
    const lookups = Promise.all(Array.from({ length: 20 }, () => t.session.getAccessToken()));
    await jest.advanceTimersByTimeAsync(EXCHANGE_MS);
    const tokens = await lookups;
    expect(t.backend.wire.refresh).toBe(1);
    expect(new Set(tokens).size).toBe(1);
    expect(t.cookie.state.value).toBe(t.backend.live()[0]);
  });

  it('does not refresh for someone who never signed in', async () => {
    const backend = fakeBackend();
    const t = tab({ backend, cookie: fakeCookie(backend).cookie, local: memoryStorage() });
    await expect(t.session.getAccessToken()).resolves.toBeUndefined();
    expect(backend.wire.refresh).toBe(0);
  });

  it('sign-out during an in-flight refresh leaves no marker, no stored token and no live refresh token', async () => {
    const t = await signedInTab();
    const lookup = t.session.getAccessToken();
    // The refresh is on the wire; the owner signs out before it answers.
    await jest.advanceTimersByTimeAsync(EXCHANGE_MS / 2);
    expect(t.backend.wire.refresh).toBe(1);
    const signOut = t.session.end();
    await jest.advanceTimersByTimeAsync(EXCHANGE_MS);
    await signOut;

    await expect(lookup).resolves.toBeUndefined();
    expect(t.session.isSignedIn()).toBe(false);
    expect(t.store.readAccessToken()).toBeUndefined();
    expect(t.cookie.state.value).toBeUndefined();
    expect(t.backend.live()).toEqual([]);
    // Nothing the late refresh got was stored, not even in the cookie.
    expect(t.cookie.calls.writes).toHaveLength(1);
  });

  it('retries a failed sign-out once, and reports it when it fails again, staying signed in', async () => {
    const t = await signedInTab();
    t.cookie.state.logoutFailures = 2;
    await expect(t.session.end()).rejects.toBeInstanceOf(SessionUnavailableError);
    expect(t.cookie.calls.logouts).toBe(2);
    expect(t.session.isSignedIn()).toBe(true);
    expect(t.backend.live()).toHaveLength(1);

    t.cookie.state.logoutFailures = 1;
    await expect(t.session.end()).resolves.toBeUndefined();
    expect(t.cookie.calls.logouts).toBe(4);
    expect(t.session.isSignedIn()).toBe(false);
    expect(t.backend.live()).toEqual([]);
  });

  it('a refresh refused with 401 ends the session and clears the cookie', async () => {
    const t = await signedInTab();
    // The token was used elsewhere: the backend sees reuse and revokes the family.
    const usedElsewhere = t.backend.exchange(t.cookie.state.value!);
    await jest.advanceTimersByTimeAsync(EXCHANGE_MS);
    await usedElsewhere;
    const heard: string[] = [];
    t.session.subscribe(() => heard.push('changed'));
    const lookup = t.session.getAccessToken();
    await jest.advanceTimersByTimeAsync(EXCHANGE_MS);
    await expect(lookup).resolves.toBeUndefined();
    expect(t.cookie.calls.removes).toBe(1);
    expect(t.cookie.state.value).toBeUndefined();
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
    expect(t.cookie.calls.removes).toBe(0);
    expect(t.cookie.state.value).toBeDefined();
    expect(t.events.refreshFailed).toBe(0);

    t.backend.state.outage = false;
    const retry = t.session.getAccessToken();
    await jest.advanceTimersByTimeAsync(EXCHANGE_MS);
    await expect(retry).resolves.toMatch(/\./);
  });

  it('a cookie route that cannot be reached is an outage, not a refusal', async () => {
    const t = await signedInTab();
    t.cookie.state.readFails = 1;
    await expect(t.session.getAccessToken()).rejects.toMatchObject({ status: 502 });
    expect(t.session.isSignedIn()).toBe(true);
    expect(t.cookie.state.value).toBeDefined();
  });

  it('the backend refusing an access token (expire) forgets the session and revokes the cookie’s token', async () => {
    const t = await signedInTab();
    await t.session.expire();
    expect(t.session.isSignedIn()).toBe(false);
    expect(t.backend.live()).toEqual([]);
  });
});

describe('two tabs sharing storage and a lock', () => {
  async function twoTabs() {
    const backend = fakeBackend();
    const cookie = fakeCookie(backend);
    const local = memoryStorage();
    const lock = lockStandIn();
    const bus = channelBus();
    const a = tab({ backend, cookie: cookie.cookie, local, lock, channel: bus() });
    const b = tab({ backend, cookie: cookie.cookie, local, lock, channel: bus() });
    await a.session.start(backend.signIn());
    await jest.advanceTimersByTimeAsync(0);
    return { backend, cookie, a, b };
  }

  it('a sign-in in one tab hands the other its access token', async () => {
    const { backend, b } = await twoTabs();
    await expect(b.session.getAccessToken()).resolves.toMatch(/\./);
    expect(backend.wire.refresh).toBe(0);
  });

  it('concurrent expiries in both tabs make exactly one refresh request on the wire', async () => {
    const { backend, cookie, a, b } = await twoTabs();
    jest.advanceTimersByTime(301_000);
    const lookups = Promise.all([
      ...Array.from({ length: 5 }, () => a.session.getAccessToken()),
      ...Array.from({ length: 5 }, () => b.session.getAccessToken()),
    ]);
    await jest.advanceTimersByTimeAsync(EXCHANGE_MS * 3);
    const tokens = await lookups;
    expect(backend.wire.refresh).toBe(1);
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).toMatch(/\./);
    expect(backend.familyRevoked()).toBe(false);
    expect(cookie.state.value).toBe(backend.live()[0]);
    expect(a.events.refreshFailed + b.events.refreshFailed).toBe(0);
  });

  it('sign-out in one tab while the other refreshes leaves no live token, and signs the other tab out', async () => {
    const { backend, cookie, a, b } = await twoTabs();
    jest.advanceTimersByTime(301_000);
    const lookup = b.session.getAccessToken();
    await jest.advanceTimersByTimeAsync(EXCHANGE_MS / 2);
    const signOut = a.session.end();
    await jest.advanceTimersByTimeAsync(EXCHANGE_MS * 2);
    await signOut;
    await lookup;

    expect(backend.live()).toEqual([]);
    expect(cookie.state.value).toBeUndefined();
    expect(a.session.isSignedIn()).toBe(false);
    expect(b.session.isSignedIn()).toBe(false);
    expect(b.store.readAccessToken()).toBeUndefined();
    await expect(b.session.getAccessToken()).resolves.toBeUndefined();
  });
});
