import { TOKEN_LOOKUP_CACHE_MS } from '@/config/auth';
import { createSession, type SessionTokens } from '@/lib/auth/session';
import { createTokenStore, isExpired, tokenExpiry } from '@/lib/auth/token-store';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

function jwt(expSeconds: number, subject = 'owner'): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: subject, exp: expSeconds })}.signature`;
}

function setup(options: { accessExp?: number; marker?: boolean; cookie?: string | undefined; exchangeFails?: boolean } = {}) {
  let clock = NOW;
  const store = createTokenStore({ session: window.sessionStorage, local: window.localStorage });
  window.sessionStorage.clear();
  window.localStorage.clear();
  if (options.accessExp !== undefined) store.saveAccessToken(jwt(options.accessExp, 'stored'));
  if (options.marker === false) window.localStorage.removeItem('authenticated');
  if (options.marker === true) window.localStorage.setItem('authenticated', 'true');

  let cookieValue = 'cookie' in options ? options.cookie : 'refresh-1';
  const calls = { exchange: [] as string[], revoke: [] as string[], refreshFailed: 0, cookieWrites: [] as string[], cookieRemoves: 0 };
  let counter = 1;
  const session = createSession({
    store,
    now: () => clock,
    cookie: {
      read: async () => cookieValue,
      write: async (token) => {
        calls.cookieWrites.push(token);
        cookieValue = token;
      },
      remove: async () => {
        calls.cookieRemoves += 1;
        cookieValue = undefined;
      },
    },
    exchange: async (refreshToken): Promise<SessionTokens> => {
      calls.exchange.push(refreshToken);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (options.exchangeFails) throw new Error('Request failed with status code 401');
      counter += 1;
      return { accessToken: jwt(Math.floor(clock / 1000) + 300, `refreshed-${counter}`), refreshToken: `refresh-${counter}` };
    },
    revoke: async (refreshToken) => {
      calls.revoke.push(refreshToken);
    },
    onRefreshFailed: () => {
      calls.refreshFailed += 1;
    },
  });
  return { session, store, calls, advance: (ms: number) => (clock += ms) };
}

const nowSeconds = Math.floor(NOW / 1000);

describe('token store', () => {
  it('reads exp in seconds from the token', () => {
    expect(tokenExpiry(jwt(1_900_000_000))).toBe(1_900_000_000);
    expect(tokenExpiry('not-a-jwt')).toBeUndefined();
  });

  it('treats exp as seconds, not milliseconds', () => {
    expect(isExpired(nowSeconds + 300, NOW)).toBe(false);
    expect(isExpired(nowSeconds - 1, NOW)).toBe(true);
    // exp compared as if it were milliseconds would count this as long expired.
    expect(isExpired(nowSeconds + 60, NOW)).toBe(false);
  });

  it('keeps the access token and expiry in sessionStorage and the marker in localStorage', () => {
    const { store } = setup();
    store.saveAccessToken(jwt(nowSeconds + 300));
    expect(window.sessionStorage.getItem('accessToken')).toBe(jwt(nowSeconds + 300));
    expect(window.sessionStorage.getItem('accessTokenExpiry')).toBe(String(nowSeconds + 300));
    expect(window.localStorage.getItem('authenticated')).toBe('true');
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    store.clear();
    expect(window.sessionStorage.length).toBe(0);
    expect(window.localStorage.getItem('authenticated')).toBeNull();
  });
});

describe('session', () => {
  it('hands out a valid stored token without refreshing', async () => {
    const { session, calls } = setup({ accessExp: nowSeconds + 300 });
    await expect(session.getAccessToken()).resolves.toBe(jwt(nowSeconds + 300, 'stored'));
    expect(calls.exchange).toEqual([]);
  });

  it('stores tokens on start and sends the refresh token to the cookie route', async () => {
    const { session, calls } = setup({ marker: false, cookie: undefined });
    await session.start({ accessToken: jwt(nowSeconds + 300, 'signed-in'), refreshToken: 'refresh-new' });
    expect(calls.cookieWrites).toEqual(['refresh-new']);
    expect(window.localStorage.getItem('authenticated')).toBe('true');
    await expect(session.getAccessToken()).resolves.toBe(jwt(nowSeconds + 300, 'signed-in'));
  });

  it('caches a lookup for 60 s', async () => {
    const { session, advance } = setup({ accessExp: nowSeconds + 3600 });
    const getItem = jest.spyOn(Storage.prototype, 'getItem');
    await session.getAccessToken();
    const readsAfterFirst = getItem.mock.calls.length;
    advance(TOKEN_LOOKUP_CACHE_MS - 1);
    await session.getAccessToken();
    expect(getItem.mock.calls.length).toBe(readsAfterFirst);
    advance(2);
    await session.getAccessToken();
    expect(getItem.mock.calls.length).toBeGreaterThan(readsAfterFirst);
    getItem.mockRestore();
  });

  it('refreshes an expired token through the cookie, rotating the refresh token', async () => {
    const { session, calls } = setup({ accessExp: nowSeconds - 5 });
    const token = await session.getAccessToken();
    expect(token).toBe(jwt(nowSeconds + 300, 'refreshed-2'));
    expect(calls.exchange).toEqual(['refresh-1']);
    expect(calls.cookieWrites).toEqual(['refresh-2']);
    expect(window.sessionStorage.getItem('accessToken')).toBe(token);
  });

  it('refreshes when the access token is missing but the owner is signed in (a new tab)', async () => {
    const { session, calls } = setup({ marker: true });
    await expect(session.getAccessToken()).resolves.toBe(jwt(nowSeconds + 300, 'refreshed-2'));
    expect(calls.exchange).toHaveLength(1);
  });

  it('does not refresh for someone who never signed in', async () => {
    const { session, calls } = setup({ marker: false, cookie: undefined });
    await expect(session.getAccessToken()).resolves.toBeUndefined();
    expect(calls.exchange).toEqual([]);
    expect(calls.refreshFailed).toBe(0);
  });

  it('does not trust a cached token past its expiry, even within 60 s', async () => {
    const { session, calls, advance } = setup({ accessExp: nowSeconds + 20 });
    await session.getAccessToken();
    advance(15_000);
    await session.getAccessToken();
    expect(calls.exchange).toHaveLength(1);
  });

  it('sends exactly one refresh request for 20 concurrent lookups with an expired token', async () => {
    const { session, calls } = setup({ accessExp: nowSeconds - 5 });
    const tokens = await Promise.all(Array.from({ length: 20 }, () => session.getAccessToken()));
    expect(calls.exchange).toHaveLength(1);
    expect(new Set(tokens)).toEqual(new Set([jwt(nowSeconds + 300, 'refreshed-2')]));
  });

  it('deletes the tokens and reports once when the refresh fails', async () => {
    const { session, calls } = setup({ accessExp: nowSeconds - 5, exchangeFails: true });
    const results = await Promise.all(Array.from({ length: 5 }, () => session.getAccessToken()));
    expect(results).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(calls.exchange).toHaveLength(1);
    expect(calls.refreshFailed).toBe(1);
    expect(window.sessionStorage.getItem('accessToken')).toBeNull();
    expect(window.localStorage.getItem('authenticated')).toBeNull();
  });

  it('treats a missing refresh cookie as a failed refresh', async () => {
    const { session, calls } = setup({ marker: true, cookie: undefined });
    await expect(session.getAccessToken()).resolves.toBeUndefined();
    expect(calls.refreshFailed).toBe(1);
    expect(calls.exchange).toEqual([]);
  });

  it('on end revokes the refresh token, removes the cookie and both stored items', async () => {
    const { session, calls } = setup({ accessExp: nowSeconds + 300 });
    await session.getAccessToken();
    await session.end();
    expect(calls.revoke).toEqual(['refresh-1']);
    expect(calls.cookieRemoves).toBe(1);
    expect(window.sessionStorage.getItem('accessToken')).toBeNull();
    expect(window.localStorage.getItem('authenticated')).toBeNull();
    await expect(session.getAccessToken()).resolves.toBeUndefined();
  });

  it('tells subscribers when the session ends or a refresh fails, not on start', async () => {
    const signedOut = setup({ accessExp: nowSeconds + 300 });
    const heard: string[] = [];
    const unsubscribe = signedOut.session.subscribe(() => heard.push('ended'));
    await signedOut.session.start({ accessToken: jwt(nowSeconds + 300), refreshToken: 'refresh-9' });
    expect(heard).toEqual([]);
    await signedOut.session.end();
    expect(heard).toEqual(['ended']);
    unsubscribe();
    await signedOut.session.end();
    expect(heard).toEqual(['ended']);

    const failed = setup({ accessExp: nowSeconds - 5, exchangeFails: true });
    const failures: string[] = [];
    failed.session.subscribe(() => failures.push('ended'));
    await failed.session.getAccessToken();
    expect(failures).toEqual(['ended']);
  });
});
