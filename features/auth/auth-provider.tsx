import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiClientProvider } from '@/api-client/api-client-provider';
import { createLazyApiClient, preloadApiClientCode } from '@/api-client/core/lazy-client';
import { ApiError } from '@/api-client/core/api-error';
import { NotAuthenticatedError } from '@/api-client/identity/not-authenticated-error';
import { requestName } from '@/api-client/core/request-name';
import type { Schemas } from '@/api-client/core/types';
import { useToast } from '@/components/ui/toast/use-toast';
import { browserSessionChannel, browserTabLock } from '@/lib/auth/cross-tab';
import {
  createSession,
  SessionRouteError,
  SessionUnavailableError,
  type PasswordChange,
  type Session,
  type SignInCredentials,
} from '@/lib/auth/session';
import { sessionRoutes } from '@/lib/auth/session-routes';
import { createTokenStore } from '@/lib/auth/token-store';
// What the page boot keeps of the owner (hints, early calls) goes when their session ends: it
// listens from here on every page.
import '@/lib/boot/session-end';
import { returnPathFrom, withReturnPath } from '@/lib/routing/return-path';
import { useRouteHref } from '@/lib/routing/use-route-href';
import { useSite } from '@/lib/site-context';

interface AuthContextValue {
  session: Session;
  /**
   * Signs in through the server (POST /api/auth/signin: the refresh token stays in its cookie) and
   * stores the access token; the caller navigates. The page the owner is on is not re-rendered as
   * signed in, so its guard does not race the caller's navigation. Any answer but 200 rejects with
   * "Not authenticated" (NotAuthenticatedError, with the status); no answer with an ApiError.
   */
  signIn(credentials: SignInCredentials): Promise<void>;
  /**
   * Changes the password through the server (POST /api/auth/change-password), which keeps this
   * browser's session going with the new refresh token. Rejects with an ApiError as the backend
   * answered (a wrong current password: 400 naming currentPassword); a 401/403 ends the session.
   */
  changePassword(change: PasswordChange): Promise<void>;
  /**
   * docs/product.md#auth-and-session: signs out here at once (tokens, marker, the owner's hints, the
   * cached data, every tab), goes to the root and so to login (no return address), and has the
   * server expire the cookie and revoke the session. If the backend could not revoke it, the owner is told they are
   * signed out on this device (nothing left here signs them in again).
   */
  logout(): Promise<void>;
  /** From a sign-out's first step until its navigation has finished (the guard adds no return address). */
  isSigningOut(): boolean;
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
  const href = useRouteHref();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { t } = useTranslation('common');
  const toast = useToast();
  const loggingOut = useRef(false);

  const session = useMemo(
    () =>
      createSession({
        store: createTokenStore(browserStorages),
        server: sessionRoutes,
        // The tokens are gone: the route guard sends the owner to login unless they are on a
        // page for signed-out owners already (login, sign-up, activation, the password pages).
        onRefreshFailed: () => queryClient.clear(),
        // One refresh at a time across the site's tabs, and tabs tell each other of sign-in,
        // sign-out and new tokens. Made only in the browser (this runs on first use there).
        lock: (task) => browserTabLock()(task),
      }),
    [queryClient],
  );

  // The channel to the other tabs, joined while mounted (an effect: only in the browser). A
  // sign-out whose route call was never answered (the page closed first) is completed now.
  useEffect(() => {
    const channel = browserSessionChannel();
    const disconnect = session.connect(channel);
    void session.resumeSignOut();
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
    if (loggingOut.current) return;
    loggingOut.current = true;
    // Signed out here and in every tab before anything is sent (session.end's first part).
    const ended = session.end();
    queryClient.clear();
    // To the root, whose guard sends a signed-out owner to login. No return address: the owner
    // chose to leave, and whoever signs in next at this computer starts on home. While this lasts
    // (isSigningOut) the route guard sends the owner to login without the page's address.
    const navigated = router.push('/');
    try {
      const { revoked } = await ended;
      if (!revoked) toast.warning(t('session.signedOutHereOnly'));
    } finally {
      try {
        await navigated;
      } finally {
        loggingOut.current = false;
      }
    }
  }, [session, queryClient, router, toast, t]);

  const isSigningOut = useCallback(() => loggingOut.current, []);

  // The backend refused the access token (401/403): the session is over here and in every tab. The
  // owner did not choose to leave: they go to login with the address they were on, and come back
  // to it once signed in again (docs/product.md#deep-links), not to the root as a sign-out does.
  const expire = useCallback(async () => {
    const ended = session.expire();
    queryClient.clear();
    await router.push(withReturnPath(href('login'), returnPathFrom(window.location, site)));
    await ended;
  }, [session, queryClient, router, href, site]);

  const signIn = useCallback(
    async (credentials: SignInCredentials) => {
      const name = requestName('post', credentials.account === 'brand' ? '/identity/signin/brand-account' : '/identity/signin');
      try {
        await session.signIn(credentials);
      } catch (error) {
        if (error instanceof SessionRouteError) throw new NotAuthenticatedError(error.status);
        throw asApiError(error, name);
      }
    },
    [session],
  );

  const changePassword = useCallback(
    async (change: PasswordChange) => {
      try {
        await session.changePassword(change);
      } catch (error) {
        if (error instanceof SessionRouteError && (error.status === 401 || error.status === 403) && session.isSignedIn()) void expire();
        throw asApiError(error, requestName('post', '/identity/change-password'));
      }
    },
    [session, expire],
  );

  // The latest expire, for the client (made once per session and site, not with every expire).
  const expireRef = useRef(expire);
  useLayoutEffect(() => {
    expireRef.current = expire;
  }, [expire]);

  // Every call of the authenticated client asks the session for a token; a 401/403 ends the
  // session if the owner is still signed in.
  const client = useMemo(
    () =>
      // eslint-disable-next-line react-hooks/refs -- expireRef is read only when a call is answered 401/403, never while rendering
      createLazyApiClient({
        baseURL: site.apiUrl,
        getAccessToken: session.getAccessToken,
        onAuthError: () => {
          if (session.isSignedIn()) void expireRef.current();
        },
      }),
    [site.apiUrl, session],
  );

  const value = useMemo(
    () => ({ session, signIn, changePassword, logout, isSigningOut }),
    [session, signIn, changePassword, logout, isSigningOut],
  );

  return (
    <AuthContext.Provider value={value}>
      <ApiClientProvider client={client}>
        {children}
      </ApiClientProvider>
    </AuthContext.Provider>
  );
}

/** A failed call of a session route as the screens know failures: an ApiError (its status, its problem+json). */
function asApiError(error: unknown, name: string): unknown {
  if (error instanceof SessionRouteError) {
    const problem = (error.body as { problem?: Schemas['Problem'] } | undefined)?.problem;
    return new ApiError(`Request failed with status code ${error.status}`, error.status, name, problem, { cause: error });
  }
  if (error instanceof SessionUnavailableError) {
    return new ApiError(error.message, error.status, name, undefined, { cause: error, timedOut: error.timedOut });
  }
  return error;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside AuthProvider');
  return value;
}
