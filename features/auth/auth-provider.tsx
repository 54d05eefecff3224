import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiClientProvider } from '@/api-client/api-client-provider';
import { createLazyApiClient, preloadApiClientCode } from '@/api-client/core/lazy-client';
import { refreshToken, revokeToken } from '@/api-client/identity/session-api';
import { useToast } from '@/components/ui/toast/use-toast';
import { browserSessionChannel, browserTabLock } from '@/lib/auth/cross-tab';
import { refreshCookieClient } from '@/lib/auth/refresh-cookie-client';
import { createSession, type Session, type SessionTokens } from '@/lib/auth/session';
import { createTokenStore } from '@/lib/auth/token-store';
import { useSite } from '@/lib/site-context';

interface AuthContextValue {
  session: Session;
  /**
   * After a successful sign-in: store the tokens; the caller navigates. The page the owner is on
   * is not re-rendered as signed in, so its guard does not race the caller's navigation.
   * Also after a password change, with the new pair for a session this browser already holds: if
   * they cannot be stored, that session is over (its refresh token is revoked), so it ends here
   * and in every tab, and the route guard shows login. It rejects whenever the tokens were not stored.
   */
  startSession(tokens: SessionTokens): Promise<void>;
  /**
   * docs/product.md#auth-and-session: revoke, remove the cookie, clear cached data and stored items, go to the root.
   * When the sign-out cannot be completed (after one retry) the owner is told in a toast and
   * stays signed in, so they can try again; it resolves false then.
   */
  logout(): Promise<boolean>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** The browser's storages, looked up only when used (pages are also rendered on the server). */
const browserStorages = {
  get session() {
    return window.sessionStorage;
  },
  get local() {
    return window.localStorage;
  },
};

// A signed-in owner's page calls the backend as soon as it starts: the client's code (axios) starts
// loading now, as the app's own code runs, not with the first call after the page has hydrated.
if (typeof window !== 'undefined' && hasBrowserSession()) preloadApiClientCode();

/** Whether this browser holds a session (the marker), read without failing where storage is blocked. */
function hasBrowserSession(): boolean {
  try {
    return createTokenStore(browserStorages).hasAuthenticatedMarker();
  } catch {
    return false;
  }
}

/**
 * Owns the site's API client and the owner's session, and wires them together: every call asks
 * the session for a token (refreshing it when needed), and a 401/403 ends the session.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { site } = useSite();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { t } = useTranslation('common');
  const toast = useToast();
  const loggingOut = useRef(false);

  const client = useMemo(() => createLazyApiClient({ baseURL: site.apiUrl }), [site.apiUrl]);

  const session = useMemo(
    () =>
      createSession({
        store: createTokenStore(browserStorages),
        cookie: refreshCookieClient,
        exchange: async (token) => {
          const pair = await refreshToken(client, { refreshToken: token });
          return { accessToken: pair.accessToken.token, refreshToken: pair.refreshToken.token };
        },
        revoke: async (token) => {
          await revokeToken(client, { refreshToken: token });
        },
        // The tokens are gone: the route guard sends the owner to login unless they are on a
        // page for signed-out owners already (login, sign-up, activation, the password pages).
        onRefreshFailed: () => queryClient.clear(),
        // One refresh at a time across the site's tabs, and tabs tell each other of sign-in,
        // sign-out and new tokens. Made only in the browser (this runs on first use there).
        lock: (task) => browserTabLock()(task),
      }),
    [client, queryClient],
  );

  // The channel to the other tabs, joined while mounted (an effect: only in the browser).
  useEffect(() => {
    const channel = browserSessionChannel();
    const disconnect = session.connect(channel);
    return () => {
      disconnect();
      channel.close?.();
    };
  }, [session]);

  // Another tab signed out: this tab's cached data goes too.
  useEffect(
    () =>
      session.subscribe(() => {
        if (!session.isSignedIn()) queryClient.clear();
      }),
    [session, queryClient],
  );

  const logout = useCallback(async () => {
    if (loggingOut.current) return false;
    loggingOut.current = true;
    try {
      await session.end();
    } catch {
      toast.error(t('session.logoutFailed'));
      return false;
    } finally {
      loggingOut.current = false;
    }
    queryClient.clear();
    await router.push('/');
    return true;
  }, [session, queryClient, router, toast, t]);

  // The backend refused the access token (401/403): the session is over here and in every tab.
  const expire = useCallback(async () => {
    await session.expire();
    queryClient.clear();
    await router.push('/');
  }, [session, queryClient, router]);

  const startSession = useCallback(
    async (tokens: SessionTokens) => {
      const continuing = session.isSignedIn();
      try {
        await session.start(tokens);
      } catch (error) {
        if (continuing) {
          await session.expire().catch(() => undefined);
          // The new pair is held nowhere now: its refresh token must not stay live (best effort).
          await revokeToken(client, { refreshToken: tokens.refreshToken }).catch(() => undefined);
        }
        throw error;
      }
    },
    [session, client],
  );

  // Every call of the authenticated client asks the session for a token; a 401/403 ends the
  // session. Layout effects run before any query below starts fetching (queries start in passive effects).
  useLayoutEffect(() => {
    client.configure({
      getAccessToken: session.getAccessToken,
      onAuthError: () => {
        if (session.isSignedIn()) void expire();
      },
    });
  }, [client, session, expire]);

  const value = useMemo(() => ({ session, startSession, logout }), [session, startSession, logout]);

  return (
    <AuthContext.Provider value={value}>
      <ApiClientProvider baseURL={site.apiUrl} client={client}>
        {children}
      </ApiClientProvider>
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
