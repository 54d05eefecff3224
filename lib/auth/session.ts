import { TOKEN_HANDOFF_WAIT_MS, TOKEN_LOOKUP_CACHE_MS } from '@/config/auth';
import type { SessionChannel, SessionMessage, TabLock } from './cross-tab';
import { isExpired, type TokenStore } from './token-store';

/**
 * The session could not be renewed or ended because something did not answer (5xx, network,
 * timeout): an outage, not a refusal. The owner stays signed in and sees an error with retry.
 */
export class SessionUnavailableError extends Error {
  constructor(
    message: string,
    /** The status that came back, or 0 when none did. */
    readonly status: number,
    readonly timedOut = false,
  ) {
    super(message);
    this.name = 'SessionUnavailableError';
  }
}

/**
 * A local /api/auth route answered with a status the caller must tell the owner about (sign-in
 * and password change: the backend's refusal, or an outage), with the route's JSON body.
 */
export class SessionRouteError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'SessionRouteError';
  }
}

/** What the local routes answer the page of a session: the access token and its exp (seconds). Never the refresh token. */
export interface AccessAnswer {
  accessToken: string;
  expiresAt: number;
}

export interface SignInCredentials {
  email: string;
  password: string;
  /** 'brand': through the brand's existing account. */
  account?: 'portal' | 'brand';
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/**
 * The local /api/auth routes (lib/auth/session-routes.ts). They hold the refresh token in an
 * HttpOnly cookie and talk to the site's backend themselves, so the page only ever sees access
 * tokens (docs/session.md).
 */
export interface SessionServer {
  /** Rejects with the route's status when the backend refused the credentials or could not be reached. */
  signIn(credentials: SignInCredentials): Promise<AccessAnswer>;
  /**
   * A new access token for the cookie's session; undefined when the route refused it (no usable
   * cookie, or the backend refused: the route has expired the cookie). Rejects with
   * SessionUnavailableError for an outage, or when `signal` aborts it.
   */
  refresh(signal?: AbortSignal): Promise<AccessAnswer | undefined>;
  /**
   * Expires the cookie and revokes its token at the backend (the route retries that itself).
   * `revoked` is false when a live token may remain there. Rejects only when the route itself
   * could not be reached.
   */
  logout(): Promise<{ revoked: boolean }>;
  changePassword(accessToken: string, change: PasswordChange): Promise<AccessAnswer>;
}

export interface SessionDependencies {
  store: TokenStore;
  server: SessionServer;
  /** Called once when the session was refused (a refresh the route refused) and the tokens were deleted. */
  onRefreshFailed(): void;
  /** The lock that makes one refresh at a time across the site's tabs (default: this tab only). */
  lock?: TabLock;
  /** How tabs tell each other of sign-in, sign-out and new tokens (default: no other tabs). */
  channel?: SessionChannel;
  now?: () => number;
  /** How long a failed call of the sign-out route waits before its one retry. */
  logoutRetryDelayMs?: number;
}

/** How a sign-out ended, beyond this browser (which is signed out in every case). */
export interface SignOutResult {
  /** The backend revoked the session (or there was none): nothing live is left anywhere. */
  revoked: boolean;
  /** The sign-out route answered (it expired the cookie); false: it is asked again on the next page. */
  reached: boolean;
}

class Refused extends Error {}

const runHere: TabLock = (task) => task();

/**
 * The browser session (docs/product.md#auth-and-session, docs/session.md): stores the access token
 * after sign-in, hands it out, renews it through POST /api/auth/refresh when it is missing or
 * expired, and signs out. The refresh token is never in the page: the routes keep it.
 *
 * - Lookups are cached for 60 s and de-duplicated within the tab; across tabs one refresh runs at
 *   a time under `lock`, and a tab that waited for it takes the new access token from the tab
 *   that refreshed (`channel`) instead of refreshing again.
 * - Every sign-in and sign-out starts a new epoch. A refresh that completes in an older epoch (the
 *   owner signed out meanwhile) is aborted or its answer dropped; the sign-out, which waits for the
 *   lock, then expires and revokes whatever the refresh left in the cookie.
 * - A refresh the route refuses (401: no usable cookie, or the backend refused) ends the session;
 *   one that fails for an outage (5xx, network, timeout) keeps it and rejects with
 *   SessionUnavailableError, so the call shows an error with retry.
 */
export function createSession(deps: SessionDependencies) {
  const now = deps.now ?? Date.now;
  const lock = deps.lock ?? runHere;
  let channel = deps.channel;
  let cached: { token: string; exp: number; at: number } | undefined;
  let inFlight: Promise<string | undefined> | undefined;
  let epoch = 0;
  const listeners = new Set<() => void>();
  const tokenWaiters = new Set<() => void>();
  /** This tab's refresh calls on the wire, aborted when the session ends. */
  const refreshes = new Set<AbortController>();
  const notify = () => listeners.forEach((listener) => listener());

  function remember(token: string, exp: number) {
    cached = { token, exp, at: now() };
    return token;
  }

  function freshStoredToken(): string | undefined {
    const stored = deps.store.readAccessToken();
    return stored && !isExpired(stored.exp, now()) ? remember(stored.token, stored.exp) : undefined;
  }

  /** Another tab's new access token, if it arrives within TOKEN_HANDOFF_WAIT_MS. */
  function awaitHandoff(): Promise<string | undefined> {
    return new Promise((resolve) => {
      const done = () => {
        tokenWaiters.delete(done);
        clearTimeout(timer);
        resolve(freshStoredToken());
      };
      const timer = setTimeout(done, TOKEN_HANDOFF_WAIT_MS);
      tokenWaiters.add(done);
    });
  }

  function post(message: SessionMessage) {
    try {
      channel?.post(message);
    } catch {
      // Other tabs learn of it on their next call instead.
    }
  }

  /** Everything of the session in this tab goes, at once: a new epoch, no token, no refresh on its way. */
  function forgetHere() {
    epoch += 1;
    cached = undefined;
    for (const controller of refreshes) controller.abort();
    refreshes.clear();
    deps.store.clear();
  }

  /** The route refused the session (it has expired the cookie): forget it here and in every tab. */
  function endRefused(): undefined {
    forgetHere();
    post({ type: 'signed-out' });
    deps.onRefreshFailed();
    notify();
    return undefined;
  }

  /** Whether some tab of this browser holds an access token that is still valid. */
  function anotherTabHasToken(): boolean {
    const latest = deps.store.readLatestExpiry();
    return channel !== undefined && latest > 0 && !isExpired(latest, now());
  }

  /** Stores a new access token from a route and tells the other tabs. */
  function keep(answer: AccessAnswer): string | undefined {
    const stored = deps.store.saveAccessToken(answer.accessToken);
    if (!stored) return undefined;
    post({ type: 'token', accessToken: stored.token });
    return remember(stored.token, stored.exp);
  }

  async function refreshUnderLock(started: number): Promise<string | undefined> {
    if (epoch !== started) return undefined;
    // Another tab refreshed (perhaps while this one waited for the lock, or before this tab was
    // opened): ask for its token instead of presenting the cookie again.
    let fresh = freshStoredToken();
    if (!fresh && anotherTabHasToken()) {
      const handoff = awaitHandoff();
      post({ type: 'token-request' });
      fresh = await handoff;
    }
    if (fresh) return fresh;
    if (epoch !== started) return undefined;
    if (!deps.store.hasAuthenticatedMarker()) return undefined;

    const controller = new AbortController();
    refreshes.add(controller);
    let answer: AccessAnswer | undefined;
    try {
      answer = await deps.server.refresh(controller.signal);
    } catch (error) {
      if (epoch !== started) return undefined;
      throw error instanceof SessionUnavailableError ? error : new SessionUnavailableError('The session could not be renewed.', 0);
    } finally {
      refreshes.delete(controller);
    }
    // Signed out while the refresh ran: nothing is stored. The sign-out waits for this lock, so it
    // then expires and revokes whatever the refresh has put in the cookie.
    if (epoch !== started) return undefined;
    if (!answer) throw new Refused();
    const token = keep(answer);
    if (!token) {
      // An access token without an expiry cannot be used: the session ends, the cookie with it.
      await deps.server.logout().catch(() => undefined);
      throw new Refused();
    }
    return token;
  }

  async function lookUp(): Promise<string | undefined> {
    const fresh = freshStoredToken();
    if (fresh) return fresh;
    // Never signed in here (or signed out): there is nothing to refresh.
    if (!deps.store.readAccessToken() && !deps.store.hasAuthenticatedMarker()) return undefined;
    const started = epoch;
    try {
      return await lock(() => refreshUnderLock(started));
    } catch (error) {
      if (error instanceof Refused) return epoch === started ? endRefused() : undefined;
      throw error;
    }
  }

  function receive(message: SessionMessage) {
    if (message.type === 'token-request') {
      const token = cached && !isExpired(cached.exp, now()) ? cached.token : freshStoredToken();
      if (token) post({ type: 'token', accessToken: token });
      return;
    }
    if (message.type === 'token') {
      const stored = deps.store.saveAccessToken(message.accessToken);
      if (stored) remember(stored.token, stored.exp);
      [...tokenWaiters].forEach((wake) => wake());
      notify();
      return;
    }
    forgetHere();
    notify();
  }
  let unsubscribeChannel = channel?.subscribe(receive);

  /**
   * POST /api/auth/logout under the refresh lock (so no tab rotates the cookie meanwhile), tried
   * twice. The pending mark is set first and removed once the route has answered: if the page is
   * closed before, or the route cannot be reached, the next page of the site asks again.
   */
  async function signOutAtServer(): Promise<SignOutResult> {
    deps.store.markSignOutPending(true);
    const once = async () => {
      try {
        return await deps.server.logout();
      } catch {
        await new Promise((resolve) => setTimeout(resolve, deps.logoutRetryDelayMs ?? 500));
        return deps.server.logout();
      }
    };
    try {
      const { revoked } = await lock(once);
      deps.store.markSignOutPending(false);
      return { revoked, reached: true };
    } catch {
      return { revoked: false, reached: false };
    }
  }

  /**
   * The access token for a backend call, or undefined when there is no session. Rejects with
   * SessionUnavailableError when a needed refresh failed for an outage.
   */
  function getAccessToken(): Promise<string | undefined> {
    if (cached && now() - cached.at < TOKEN_LOOKUP_CACHE_MS && !isExpired(cached.exp, now())) {
      return Promise.resolve(cached.token);
    }
    inFlight ??= lookUp().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  }

  /**
   * Signs out. At once, before anything is sent: a new epoch, this tab's refresh aborted, the
   * access token, the marker and the owner's hints gone, every other tab told (they forget
   * theirs). Then, holding the refresh lock, /api/auth/logout expires the cookie and revokes the
   * session at the backend. Never rejects: the browser is signed out whatever the server says;
   * the result says whether the backend revoked the session and whether the route answered.
   */
  function end(): Promise<SignOutResult> {
    forgetHere();
    post({ type: 'signed-out' });
    notify();
    return signOutAtServer();
  }

  return {
    getAccessToken,
    end,

    /**
     * Signs in through POST /api/auth/signin, which keeps the refresh token in the cookie, and
     * stores the access token and the marker. This tab's listeners are not told: the caller
     * navigates, and the page being left must not react to the new session first (its guard would
     * race the navigation). Other tabs are. Rejects as the route does (lib/auth/session-routes.ts).
     */
    async signIn(credentials: SignInCredentials): Promise<void> {
      epoch += 1;
      cached = undefined;
      const answer = await lock(() => deps.server.signIn(credentials));
      if (!keep(answer)) throw new Error('The access token has no expiry.');
      deps.store.markSignOutPending(false);
    },

    /**
     * Changes the password through POST /api/auth/change-password with this session's access
     * token; the route stores the new refresh token and this tab keeps the new access token.
     * Rejects as the route does; a 401/403 there means the session is over (the caller ends it).
     */
    async changePassword(change: PasswordChange): Promise<void> {
      const token = await getAccessToken();
      if (!token) throw new SessionRouteError('There is no session.', 401, undefined);
      const answer = await lock(() => deps.server.changePassword(token, change));
      cached = undefined;
      if (!keep(answer)) throw new Error('The access token has no expiry.');
    },

    /**
     * The backend refused this session's access token (401/403 on a call): the same as sign-out,
     * without a word to the owner (the route guard shows login).
     */
    async expire(): Promise<void> {
      await end();
    },

    /**
     * A sign-out whose route call was never answered (the page was closed, or the route could not
     * be reached): asks the route again, once, when a page of the site starts. Not after a new
     * sign-in, which replaced the cookie (and revoked what it held).
     */
    async resumeSignOut(): Promise<void> {
      if (!deps.store.isSignOutPending()) return;
      if (deps.store.hasAuthenticatedMarker()) {
        deps.store.markSignOutPending(false);
        return;
      }
      await signOutAtServer();
    },

    /**
     * Forgets the cached token lookup, so the next call reads the stores again. Called with the
     * query cache's clear on entering an unauthenticated layout (docs/product.md#auth-and-session).
     */
    clearLookupCache(): void {
      cached = undefined;
    },

    /**
     * Joins the channel to the site's other tabs (replacing any given in deps) until the returned
     * function is called: the provider connects while mounted.
     */
    connect(next: SessionChannel): () => void {
      unsubscribeChannel?.();
      channel = next;
      unsubscribeChannel = next.subscribe(receive);
      return () => {
        unsubscribeChannel?.();
        unsubscribeChannel = undefined;
        if (channel === next) channel = undefined;
      };
    },

    isSignedIn(): boolean {
      return deps.store.hasAuthenticatedMarker();
    },

    /** Called when the session changes (sign-out, a refusal, another tab's sign-in or new token). */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Session = ReturnType<typeof createSession>;
