/** @jest-environment node */
import { createApiClient } from '@/api-client/core/client';
import { refreshToken, revokeToken, signIn } from '@/api-client/identity/identity-api';
import { mockServer } from '@/api-client/mocks/node';
import { mockStore } from '@/api-client/mocks/store';
import { getProfile } from '@/api-client/profile/profile-api';
import { createSession, type RefreshCookie } from '@/lib/auth/session';
import { createTokenStore } from '@/lib/auth/token-store';

const BASE_URL = 'http://mock.test/aurora-dk';
const ACCESS_TOKEN_LIFE_MS = 300_000;

/** A Storage in memory, standing in for the browser's in this Node test. */
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

function setup() {
  let clockOffset = 0;
  let cookieValue: string | undefined;
  const wire = { refresh: 0, revoke: 0 };
  const events = { refreshFailed: 0, authErrors: [] as number[] };
  const client = createApiClient({ baseURL: BASE_URL });
  const cookie: RefreshCookie = {
    read: async () => cookieValue,
    write: async (token) => {
      cookieValue = token;
    },
    remove: async () => {
      cookieValue = undefined;
    },
    // What POST /api/auth/logout does: revoke at the backend, then expire the cookie.
    logout: async () => {
      if (cookieValue) await revokeToken(client, { refreshToken: cookieValue });
      cookieValue = undefined;
    },
  };
  const store = createTokenStore({ session: memoryStorage(), local: memoryStorage() });
  const session = createSession({
    store,
    cookie,
    now: () => Date.now() + clockOffset,
    exchange: async (token) => {
      const pair = await refreshToken(client, { refreshToken: token });
      return { accessToken: pair.accessToken.token, refreshToken: pair.refreshToken.token };
    },
    revoke: (token) => revokeToken(client, { refreshToken: token }).then(() => undefined),
    onRefreshFailed: () => {
      events.refreshFailed += 1;
    },
  });
  client.configure({ getAccessToken: session.getAccessToken, onAuthError: (status) => events.authErrors.push(status) });
  const listener = ({ request }: { request: Request }) => {
    if (request.url.endsWith('/identity/refresh-token')) wire.refresh += 1;
    if (request.url.endsWith('/identity/revoke-token')) wire.revoke += 1;
  };
  mockServer.events.on('request:start', listener);
  return {
    client,
    session,
    store,
    wire,
    events,
    setCookie: (value: string | undefined) => (cookieValue = value),
    readCookie: () => cookieValue,
    /** Moves both the mock backend's clock and the session's. */
    advance: (ms: number) => {
      clockOffset += ms;
      mockStore.advanceClock(ms);
    },
    dispose: () => mockServer.events.removeListener('request:start', listener),
  };
}

async function signInDemoOwner(client: ReturnType<typeof createApiClient>) {
  const pair = await signIn(client, { email: 'owner@example.com', password: 'Password1!' });
  return { accessToken: pair.accessToken.token, refreshToken: pair.refreshToken.token };
}

beforeEach(() => mockStore.reset());

describe('the session against the mock backend', () => {
  it('sends exactly one refresh request for 20 concurrent calls with an expired token', async () => {
    const t = setup();
    await t.session.start(await signInDemoOwner(t.client));
    t.advance(ACCESS_TOKEN_LIFE_MS + 1_000);

    const profiles = await Promise.all(Array.from({ length: 20 }, () => getProfile(t.client)));

    expect(t.wire.refresh).toBe(1);
    expect(new Set(profiles.map((profile) => profile.firstName))).toEqual(new Set(['Mette']));
    expect(t.events.authErrors).toEqual([]);
    t.dispose();
  });

  it('deletes the tokens when the refresh is refused, and the backend then answers 401', async () => {
    const t = setup();
    const tokens = await signInDemoOwner(t.client);
    await t.session.start(tokens);
    // Someone already used this refresh token: the mock rejects reuse.
    await refreshToken(t.client, { refreshToken: tokens.refreshToken });
    t.advance(ACCESS_TOKEN_LIFE_MS + 1_000);

    await expect(getProfile(t.client)).rejects.toMatchObject({ status: 401 });
    expect(t.wire.refresh).toBe(2);
    expect(t.events.refreshFailed).toBe(1);
    expect(t.store.readAccessToken()).toBeUndefined();
    expect(t.store.hasAuthenticatedMarker()).toBe(false);
    expect(t.events.authErrors).toEqual([401]);
    t.dispose();
  });

  it('lets a rotated refresh token be used again within the reuse grace window, and revokes the family after it', async () => {
    const t = setup();
    const tokens = await signInDemoOwner(t.client);
    const first = await refreshToken(t.client, { refreshToken: tokens.refreshToken });
    // The answer was lost on the way: the same token again, a moment later, still works.
    t.advance(2_000);
    const retried = await refreshToken(t.client, { refreshToken: tokens.refreshToken });
    expect(retried.refreshToken.token).not.toBe(first.refreshToken.token);
    // Long after, it is reuse: the whole family is revoked, the newest tokens included.
    t.advance(60_000);
    await expect(refreshToken(t.client, { refreshToken: tokens.refreshToken })).rejects.toMatchObject({ status: 401 });
    await expect(refreshToken(t.client, { refreshToken: retried.refreshToken.token })).rejects.toMatchObject({ status: 401 });
    t.dispose();
  });

  it('on logout revokes the refresh token, so it can no longer be exchanged', async () => {
    const t = setup();
    const tokens = await signInDemoOwner(t.client);
    await t.session.start(tokens);
    await t.session.end();
    expect(t.wire.revoke).toBe(1);
    expect(t.readCookie()).toBeUndefined();
    await expect(refreshToken(t.client, { refreshToken: tokens.refreshToken })).rejects.toMatchObject({ status: 401 });
    t.dispose();
  });
});
