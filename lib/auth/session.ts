import { TOKEN_HANDOFF_WAIT_MS, TOKEN_LOOKUP_CACHE_MS } from '@/config/auth';
import type { SessionChannel, SessionMessage, TabLock } from './cross-tab';
import { isExpired, type TokenStore } from './token-store';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

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

/** The local /api/auth routes that keep the refresh token in an HttpOnly cookie. */
export interface RefreshCookie {
  /** The refresh token; undefined when there is none or the route refused it (it then clears it). */
  read(): Promise<string | undefined>;
  /** `newSession` after sign-in; otherwise a rotation of the current session. */
  write(refreshToken: string, options?: { newSession?: boolean }): Promise<void>;
  /** Expires the cookie without revoking it (the backend refused the token already). */
  remove(): Promise<void>;
  /** POST /api/auth/logout: revokes the token and expires the cookie; rejects when it could not. */
  logout(): Promise<void>;
}

export interface SessionDependencies {
  store: TokenStore;
  cookie: RefreshCookie;
  /** POST /identity/refresh-token: a refresh token for new tokens (it rotates the refresh token). */
  exchange(refreshToken: string): Promise<SessionTokens>;
  /** POST /identity/revoke-token. */
  revoke(refreshToken: string): Promise<void>;
  /** Called once when the backend refused the session and the tokens were deleted. */
  onRefreshFailed(): void;
  /** The lock that makes one refresh at a time across the site's tabs (default: this tab only). */
  lock?: TabLock;
  /** How tabs tell each other of sign-in, sign-out and new tokens (default: no other tabs). */
  channel?: SessionChannel;
  now?: () => number;
}

/** Statuses with which the backend refuses a refresh token: the session is over. */
const REFUSED = new Set([400, 401, 403]);

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

function asUnavailable(error: unknown): SessionUnavailableError {
  if (error instanceof SessionUnavailableError) return error;
  const kind = (error as { kind?: unknown } | null)?.kind;
  return new SessionUnavailableError('The session could not be renewed.', statusOf(error) ?? 0, kind === 'timeout');
}

class Refused extends Error {}

const runHere: TabLock = (task) => task();

/**
 * The browser session (docs/product.md#auth-and-session, docs/session.md): stores tokens after
 * sign-in, hands out the access token, refreshes it through the cookie when it is missing or
 * expired, and signs out.
 *
 * - Lookups are cached for 60 s and de-duplicated within the tab; across tabs one refresh runs at
 *   a time under `lock`, and a tab that waited for it takes the new access token from the tab
 *   that refreshed (`channel`) instead of refreshing again.
 * - Every sign-in and sign-out starts a new epoch. A refresh that completes in an older epoch
 *   (the owner signed out meanwhile) revokes the tokens it got and stores nothing.
 * - A refresh the backend refuses (400/401/403, or no cookie) ends the session and clears the
 *   cookie; one that fails for an outage (5xx, network, timeout) keeps it and rejects with
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

  /** The backend refused the session: forget it here and in every tab, and clear the cookie. */
  async function endRefused(): Promise<undefined> {
    epoch += 1;
    cached = undefined;
    deps.store.clear();
    post({ type: 'signed-out' });
    await deps.cookie.remove().catch(() => undefined);
    deps.onRefreshFailed();
    notify();
    return undefined;
  }

  /** Whether some tab of this browser holds an access token that is still valid. */
  function anotherTabHasToken(): boolean {
    const latest = deps.store.readLatestExpiry();
    return channel !== undefined && latest > 0 && !isExpired(latest, now());
  }

  async function refreshUnderLock(started: number): Promise<string | undefined> {
    if (epoch !== started) return undefined;
    // Another tab refreshed (perhaps while this one waited for the lock, or before this tab was
    // opened): ask for its token instead of presenting the refresh token again.
    let fresh = freshStoredToken();
    if (!fresh && anotherTabHasToken()) {
      const handoff = awaitHandoff();
      post({ type: 'token-request' });
      fresh = await handoff;
    }
    if (fresh) return fresh;
    if (epoch !== started) return undefined;
    if (!deps.store.hasAuthenticatedMarker()) return undefined;

    const refreshToken = await deps.cookie.read().catch((error: unknown) => {
      throw asUnavailable(error);
    });
    if (!refreshToken) throw new Refused();
    let tokens: SessionTokens;
    try {
      tokens = await deps.exchange(refreshToken);
    } catch (error) {
      if (REFUSED.has(statusOf(error) ?? 0)) throw new Refused();
      throw asUnavailable(error);
    }
    const discard = async () => {
      await deps.revoke(tokens.refreshToken).catch(() => undefined);
      return undefined;
    };
    // Signed out while the exchange ran: the new tokens are revoked and nothing is stored.
    if (epoch !== started) return discard();
    try {
      await deps.cookie.write(tokens.refreshToken);
    } catch (error) {
      await discard();
      if (REFUSED.has(statusOf(error) ?? 0)) throw new Refused();
      throw asUnavailable(error);
    }
    // Signed out while the cookie was written: sign-out waits for this refresh and then revokes
    // what the cookie holds; the access token is not stored.
    if (epoch !== started) return discard();
    const stored = deps.store.saveAccessToken(tokens.accessToken);
    if (!stored) throw new Refused();
    post({ type: 'token', accessToken: stored.token });
    return remember(stored.token, stored.exp);
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
    epoch += 1;
    cached = undefined;
    deps.store.clear();
    notify();
  }
  let unsubscribeChannel = channel?.subscribe(receive);

  async function logoutOnce(): Promise<void> {
    try {
      await deps.cookie.logout();
    } catch {
      await deps.cookie.logout();
    }
  }

  return {
    /**
     * The access token for a backend call, or undefined when there is no session. Rejects with
     * SessionUnavailableError when a needed refresh failed for an outage.
     */
    getAccessToken(): Promise<string | undefined> {
      if (cached && now() - cached.at < TOKEN_LOOKUP_CACHE_MS && !isExpired(cached.exp, now())) {
        return Promise.resolve(cached.token);
      }
      inFlight ??= lookUp().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },

    /**
     * After sign-in: store the access token and marker, and hand the refresh token to the cookie
     * route. This tab's listeners are not told: the caller navigates, and the page being left must
     * not react to the new session first (its guard would race the navigation). Other tabs are.
     */
    async start(tokens: SessionTokens): Promise<void> {
      epoch += 1;
      await deps.cookie.write(tokens.refreshToken, { newSession: true });
      const stored = deps.store.saveAccessToken(tokens.accessToken);
      if (!stored) throw new Error('The access token has no expiry.');
      remember(stored.token, stored.exp);
      post({ type: 'token', accessToken: stored.token });
    },

    /**
     * Signs out: cancels the refresh in flight (its result is revoked, not stored), then, holding
     * the refresh lock so no tab rotates the token meanwhile, has /api/auth/logout revoke the
     * token and expire the cookie, trying twice. Only then are the stored items cleared and the
     * other tabs told. Rejects when the sign-out could not be completed: the owner is told, and
     * stays signed in here so they can try again.
     */
    async end(): Promise<void> {
      epoch += 1;
      cached = undefined;
      await inFlight?.catch(() => undefined);
      await lock(logoutOnce);
      cached = undefined;
      deps.store.clear();
      post({ type: 'signed-out' });
      notify();
    },

    /**
     * Forgets the cached token lookup, so the next call reads the stores again. Called with the
     * query cache's clear on entering an unauthenticated layout (docs/product.md#auth-and-session).
     */
    clearLookupCache(): void {
      cached = undefined;
    },

    /**
     * The backend refused this session's access token (401/403 on a call): forget it here and in
     * every tab at once; revoking the refresh token and expiring the cookie are best effort.
     */
    async expire(): Promise<void> {
      epoch += 1;
      cached = undefined;
      deps.store.clear();
      post({ type: 'signed-out' });
      notify();
      await deps.cookie.logout().catch(() => deps.cookie.remove().catch(() => undefined));
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
