import {
  ACCESS_TOKEN_STORAGE_KEY,
  AUTHENTICATED_MARKER_KEY,
  EARLY_REFRESH_GLOBAL,
  EARLY_REFRESH_MAX_AGE_MS,
  LATEST_TOKEN_EXPIRY_KEY,
  REFRESH_LOCK_NAME,
} from '@/config/auth';
import type { SessionChannel, TabLock } from '@/lib/auth/cross-tab';
import { takeEarlyRefresh } from '@/lib/auth/early-refresh';
import { createSession, SessionUnavailableError } from '@/lib/auth/session';
import { sessionRoutes } from '@/lib/auth/session-routes';
import { createTokenStore } from '@/lib/auth/token-store';
import { fakeLocks, inSeconds, jwt, routeAnswer, runEarlyRefreshHead as runHead, setLocks } from '../../utils/early-refresh';

/** The refresh route's answers, in order; each call of fetch (the head's or the session's) takes the next. */
let answers: Array<Response | 'network-error'>;
const fetchMock = jest.fn(async (_url: string | URL, _init?: RequestInit): Promise<Response> => {
  const answer = answers.shift() ?? routeAnswer(500, {});
  if (answer === 'network-error') throw new TypeError('Failed to fetch');
  return answer;
});
let locks: ReturnType<typeof fakeLocks>;
const tabLock: TabLock = (task) => locks.request(REFRESH_LOCK_NAME, task) as ReturnType<typeof task>;
const kept = () => (window as unknown as Record<string, unknown>)[EARLY_REFRESH_GLOBAL];
const markSignedIn = () => window.localStorage.setItem(AUTHENTICATED_MARKER_KEY, 'true');
/** The calls the session itself sent (a URL object, lib/auth/session-routes.ts); the head sends a path. */
const sessionCalls = () => fetchMock.mock.calls.filter(([url]) => url instanceof URL).length;

/** The page's session, as the provider makes it (features/auth/auth-provider.tsx), with the real routes. */
function newTabSession(channel?: SessionChannel) {
  const onRefreshFailed = jest.fn();
  const session = createSession({
    store: createTokenStore({ session: window.sessionStorage, local: window.localStorage }),
    server: sessionRoutes,
    onRefreshFailed,
    lock: tabLock,
    channel,
  });
  return { session, onRefreshFailed };
}

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  delete (window as unknown as Record<string, unknown>)[EARLY_REFRESH_GLOBAL];
  locks = fakeLocks();
  setLocks({ request: locks.request });
  fetchMock.mockClear();
  answers = [];
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
});

describe('the session takes the early refresh as its first refresh (lib/auth/early-refresh.ts)', () => {
  it('is taken once: nothing is left for a second refresh', async () => {
    expect(takeEarlyRefresh()).toBeUndefined();
    markSignedIn();
    answers = [routeAnswer(401, {})];
    runHead();
    expect((await takeEarlyRefresh())?.status).toBe(401);
    expect(kept()).toBeUndefined();
    expect(takeEarlyRefresh()).toBeUndefined();
  });

  it('a new tab gets its token from the one early refresh: no second refresh, no wait for a closed tab', async () => {
    markSignedIn();
    // The tab that signed in was closed with a token that has not expired: without the early
    // refresh's stored token, this tab would ask the other tabs for it and wait.
    window.localStorage.setItem(LATEST_TOKEN_EXPIRY_KEY, String(inSeconds(200)));
    const token = jwt(inSeconds(300), 'early');
    answers = [routeAnswer(200, { accessToken: token, expiresAt: inSeconds(300) })];
    runHead();
    const posted: unknown[] = [];
    const { session, onRefreshFailed } = newTabSession({ post: (message) => void posted.push(message), subscribe: () => () => undefined });

    const started = Date.now();
    await expect(session.getAccessToken()).resolves.toBe(token);
    expect(Date.now() - started).toBeLessThan(500);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionCalls()).toBe(0);
    expect(posted).toEqual([]);
    expect(window.sessionStorage.getItem(ACCESS_TOKEN_STORAGE_KEY)).toBe(token);
    expect(onRefreshFailed).not.toHaveBeenCalled();
    await expect(session.getAccessToken()).resolves.toBe(token);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a refused early refresh ends the session (the guard shows login) without a second refresh', async () => {
    markSignedIn();
    answers = [routeAnswer(401, {})];
    runHead();
    const { session, onRefreshFailed } = newTabSession();

    await expect(session.getAccessToken()).resolves.toBeUndefined();
    expect(onRefreshFailed).toHaveBeenCalledTimes(1);
    expect(session.isSignedIn()).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sessionCalls()).toBe(0);
  });

  it("an early refresh the route answered with an outage is the session's outage (error with retry); the retry sends its own", async () => {
    markSignedIn();
    const token = jwt(inSeconds(300), 'retry');
    answers = [routeAnswer(503, {}), routeAnswer(200, { accessToken: token, expiresAt: inSeconds(300) })];
    runHead();
    const { session, onRefreshFailed } = newTabSession();

    await expect(session.getAccessToken()).rejects.toBeInstanceOf(SessionUnavailableError);
    expect(session.isSignedIn()).toBe(true);
    expect(onRefreshFailed).not.toHaveBeenCalled();
    expect(sessionCalls()).toBe(0);

    await expect(session.getAccessToken()).resolves.toBe(token);
    expect(sessionCalls()).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('an early refresh whose call failed leaves the refresh to the session, once', async () => {
    markSignedIn();
    const token = jwt(inSeconds(300), 'session');
    answers = ['network-error', routeAnswer(200, { accessToken: token, expiresAt: inSeconds(300) })];
    runHead();
    const { session } = newTabSession();
    await expect(session.getAccessToken()).resolves.toBe(token);
    expect(sessionCalls()).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('without an early refresh (no Web Locks), the session refreshes itself, once', async () => {
    markSignedIn();
    setLocks(undefined);
    runHead();
    const token = jwt(inSeconds(300), 'session');
    answers = [routeAnswer(200, { accessToken: token, expiresAt: inSeconds(300) })];
    const { session } = newTabSession();
    await expect(session.getAccessToken()).resolves.toBe(token);
    expect(sessionCalls()).toBe(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("an answer no refresh took soon after it came is dropped: it never answers a later session's refresh", async () => {
    jest.useFakeTimers();
    try {
      markSignedIn();
      const token = jwt(inSeconds(300), 'later');
      answers = [routeAnswer(401, {}), routeAnswer(200, { accessToken: token, expiresAt: inSeconds(300) })];
      runHead();
      await jest.advanceTimersByTimeAsync(EARLY_REFRESH_MAX_AGE_MS - 1);
      expect(kept()).toBeDefined();
      await jest.advanceTimersByTimeAsync(1);
      expect(kept()).toBeUndefined();
      // The session's refresh then asks the route itself.
      const { session } = newTabSession();
      await expect(session.getAccessToken()).resolves.toBe(token);
      expect(sessionCalls()).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
