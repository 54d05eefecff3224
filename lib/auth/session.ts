import { TOKEN_LOOKUP_CACHE_MS } from '@/config/auth';
import { isExpired, type TokenStore } from './token-store';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

/** The local /api/auth routes that keep the refresh token in an HttpOnly cookie. */
export interface RefreshCookie {
  read(): Promise<string | undefined>;
  write(refreshToken: string): Promise<void>;
  remove(): Promise<void>;
}

export interface SessionDependencies {
  store: TokenStore;
  cookie: RefreshCookie;
  /** POST /identity/refresh-token: a refresh token for new tokens (it rotates the refresh token). */
  exchange(refreshToken: string): Promise<SessionTokens>;
  /** POST /identity/revoke-token, best effort. */
  revoke(refreshToken: string): Promise<void>;
  /** Called once when a refresh fails and the tokens were deleted. */
  onRefreshFailed(): void;
  now?: () => number;
}

/**
 * The browser session (spec §4): stores tokens after sign-in, hands out the access token,
 * refreshes it through the cookie when it is missing or expired, and signs out.
 * Lookups are cached for 60 s and de-duplicated: any number of concurrent callers share one
 * lookup, so an expired token causes at most one refresh request.
 */
export function createSession(deps: SessionDependencies) {
  const now = deps.now ?? Date.now;
  let cached: { token: string; exp: number; at: number } | undefined;
  let inFlight: Promise<string | undefined> | undefined;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  function remember(token: string, exp: number) {
    cached = { token, exp, at: now() };
    return token;
  }

  async function refresh(): Promise<string | undefined> {
    try {
      const refreshToken = await deps.cookie.read();
      if (!refreshToken) throw new Error('no refresh token');
      const tokens = await deps.exchange(refreshToken);
      const stored = deps.store.saveAccessToken(tokens.accessToken);
      if (!stored) throw new Error('the refreshed access token has no expiry');
      await deps.cookie.write(tokens.refreshToken);
      return remember(stored.token, stored.exp);
    } catch {
      cached = undefined;
      deps.store.clear();
      deps.onRefreshFailed();
      notify();
      return undefined;
    }
  }

  async function lookUp(): Promise<string | undefined> {
    const stored = deps.store.readAccessToken();
    if (stored && !isExpired(stored.exp, now())) return remember(stored.token, stored.exp);
    // Never signed in here (or signed out): there is nothing to refresh.
    if (!stored && !deps.store.hasAuthenticatedMarker()) return undefined;
    return refresh();
  }

  return {
    /** The access token for a backend call, or undefined when there is no session. */
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
     * route. Listeners are not told: the caller navigates, and the page being left must not react
     * to the new session first (its guard would race the navigation).
     */
    async start(tokens: SessionTokens): Promise<void> {
      const stored = deps.store.saveAccessToken(tokens.accessToken);
      if (!stored) throw new Error('The access token has no expiry.');
      await deps.cookie.write(tokens.refreshToken);
      remember(stored.token, stored.exp);
    },

    /** Revokes the refresh token (best effort), removes the cookie and both stored items. */
    async end(): Promise<void> {
      cached = undefined;
      const refreshToken = await deps.cookie.read().catch(() => undefined);
      if (refreshToken) await deps.revoke(refreshToken).catch(() => undefined);
      await deps.cookie.remove().catch(() => undefined);
      deps.store.clear();
      notify();
    },

    /**
     * Forgets the cached token lookup, so the next call reads the stores again. Called with the
     * query cache's clear on entering an unauthenticated layout (docs/product.md#auth-and-session).
     */
    clearLookupCache(): void {
      cached = undefined;
    },

    isSignedIn(): boolean {
      return deps.store.hasAuthenticatedMarker();
    },

    /** Called when the session ends (sign-out or a failed refresh); returns the unsubscribe. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type Session = ReturnType<typeof createSession>;
