import {
  ACCESS_TOKEN_EXPIRY_STORAGE_KEY,
  ACCESS_TOKEN_STORAGE_KEY,
  AUTHENTICATED_MARKER_KEY,
  EARLY_REFRESH_GLOBAL,
  LATEST_TOKEN_EXPIRY_KEY,
  REFRESH_LOCK_NAME,
  REFRESH_ROUTE_PATH,
  REQUEST_TIMEOUT_MS,
  SIGN_OUT_PENDING_KEY,
} from '@/config/auth';
import { createTokenStore } from '@/lib/auth/token-store';
import { tokenExpiredAt } from '@/lib/auth/stored-token';
import { earlyRefreshScript, refreshEarly } from '@/lib/boot/early-refresh-script';
import { fakeLocks, inSeconds, jwt, routeAnswer, runEarlyRefreshHead as runHead, setLocks } from '../../utils/early-refresh';

/** The route's answers, in order; each call of fetch takes the next. */
let answers: Array<Response | 'network-error'>;
const fetchMock = jest.fn(async (_url: string, _init?: RequestInit): Promise<Response> => {
  const answer = answers.shift() ?? routeAnswer(500, {});
  if (answer === 'network-error') throw new TypeError('Failed to fetch');
  return answer;
});
let locks: ReturnType<typeof fakeLocks>;

/** What the head kept for the session (lib/auth/early-refresh.ts takes it). */
const kept = () => (window as unknown as Record<string, Promise<Response | undefined> | undefined>)[EARLY_REFRESH_GLOBAL];
const markSignedIn = () => window.localStorage.setItem(AUTHENTICATED_MARKER_KEY, 'true');
const store = () => createTokenStore({ session: window.sessionStorage, local: window.localStorage });

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

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('the early refresh of a signed-in page head (lib/boot/early-refresh-script.ts)', () => {
  it('in a tab with the marker and no access token, sends one POST to the refresh route under the refresh lock and stores the token as the token store does', async () => {
    markSignedIn();
    window.localStorage.setItem(LATEST_TOKEN_EXPIRY_KEY, String(inSeconds(-60)));
    const token = jwt(inSeconds(300));
    let heldDuringCall = false;
    fetchMock.mockImplementationOnce(async () => {
      heldDuringCall = locks.state.held;
      return routeAnswer(200, { accessToken: token, expiresAt: inSeconds(300) });
    });
    runHead();
    // Stored: nothing is left for the session to read.
    await expect(kept()).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(REFRESH_ROUTE_PATH);
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', headers: { Accept: 'application/json' } });
    expect(init?.body).toBeUndefined();
    expect(locks.state.names).toEqual([REFRESH_LOCK_NAME]);
    expect(heldDuringCall).toBe(true);
    expect(store().readAccessToken()).toEqual({ token, exp: inSeconds(300) });
    expect(window.localStorage.getItem(LATEST_TOKEN_EXPIRY_KEY)).toBe(String(inSeconds(300)));
    // The access token only in this tab's sessionStorage; localStorage has the expiry, not the token.
    expect(Object.values({ ...window.localStorage })).not.toContain(token);
  });

  it('sends nothing without the marker, with an access token (valid or not), with a sign-out pending, or without Web Locks', async () => {
    runHead();
    expect(kept()).toBeUndefined();

    markSignedIn();
    window.sessionStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, jwt(inSeconds(300)));
    window.sessionStorage.setItem(ACCESS_TOKEN_EXPIRY_STORAGE_KEY, String(inSeconds(300)));
    runHead();
    expect(kept()).toBeUndefined();

    window.sessionStorage.clear();
    window.localStorage.setItem(SIGN_OUT_PENDING_KEY, '1');
    runHead();
    expect(kept()).toBeUndefined();

    window.localStorage.removeItem(SIGN_OUT_PENDING_KEY);
    setLocks(undefined);
    runHead();
    expect(kept()).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();

    // A tab whose token has expired is not new: its session renews it, asking the other tabs first.
    setLocks({ request: locks.request });
    window.sessionStorage.setItem(ACCESS_TOKEN_STORAGE_KEY, jwt(inSeconds(-60)));
    window.sessionStorage.setItem(ACCESS_TOKEN_EXPIRY_STORAGE_KEY, String(inSeconds(-60)));
    runHead();
    expect(kept()).toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();

    // The same with Web Locks and no token at all: it sends.
    window.sessionStorage.clear();
    answers = [routeAnswer(401, {})];
    runHead();
    await kept();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends nothing when another tab signed out while it waited for the lock', async () => {
    markSignedIn();
    const release = await locks.holdElsewhere();
    runHead();
    window.localStorage.removeItem(AUTHENTICATED_MARKER_KEY);
    release();
    await expect(kept()).resolves.toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends nothing when another tab renewed the session while it waited: the cookie is not rotated twice', async () => {
    markSignedIn();
    window.localStorage.setItem(LATEST_TOKEN_EXPIRY_KEY, String(inSeconds(-60)));
    const release = await locks.holdElsewhere();
    runHead();
    window.localStorage.setItem(LATEST_TOKEN_EXPIRY_KEY, String(inSeconds(300)));
    release();
    await expect(kept()).resolves.toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['refused (401)', 401, { error: 'x' }],
    ['an outage (503)', 503, {}],
    ['200 without a usable token', 200, { accessToken: 5 }],
    ['200 without an expiry', 200, { accessToken: 'x' }],
  ])('keeps an answer it could not store, %s, unread for the session, and stores nothing', async (_what, status, body) => {
    markSignedIn();
    answers = [routeAnswer(status, body)];
    runHead();
    const answer = (await kept())!;
    expect(answer.status).toBe(status);
    expect(answer.bodyUsed).toBe(false);
    await expect(answer.json()).resolves.toEqual(body);
    expect(window.sessionStorage.length).toBe(0);
  });

  it('gives nothing to take when the call failed, and gives it up after the timeout', async () => {
    markSignedIn();
    answers = ['network-error'];
    runHead();
    await expect(kept()).resolves.toBeUndefined();
    expect(window.sessionStorage.length).toBe(0);

    jest.useFakeTimers();
    let signal: AbortSignal | undefined;
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init?.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    runHead();
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    await expect(kept()).resolves.toBeUndefined();
  });

  it('never fails the page where storage is refused', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(runHead).not.toThrow();
    expect(kept()).toBeUndefined();
  });

  it("is the typed function's own text, called with the session's keys and its expiry rule's own text", () => {
    const script = earlyRefreshScript();
    expect(script.startsWith(`(${refreshEarly.toString()})({"token":"accessToken",`)).toBe(true);
    expect(script.endsWith(`,${tokenExpiredAt.toString()});`)).toBe(true);
    expect(script).not.toMatch(/<\/script|<!--/i);
  });
});
