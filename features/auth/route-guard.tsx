import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { createContext, useContext, useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PICTURE_SPLASH_ID, SESSION_ATTRIBUTE, SESSION_ONLY_ATTRIBUTE, VIEW_ATTRIBUTE, WITHOUT_SESSION_ATTRIBUTE } from '@/config/boot';
import { routeAccess, routeLayout, type PageKey } from '@/config/routes';
import { PageLoading } from '@/components/ui/page-loading';
// Only shown in an outage: its button and icon load then, not with every page.
import { ErrorStateOnDemand as ErrorState } from '@/components/ui/states-on-demand';
import { accessRedirect } from '@/lib/auth/route-access';
import { RETURN_PARAM, returnPathFrom, safeReturnPath, withReturnPath } from '@/lib/routing/return-path';
import { useRouteHref } from '@/lib/routing/use-route-href';
import { useSite } from '@/lib/site-context';
import { useProfile } from '@/api-client/profile/profile-hooks';
import { useAuth } from './auth-provider';
import { useSignedInMarker, useUserStatus } from './use-user-status';

/** What GuardedPage shows in place of the page while it has not opened: its shell; null once it has. */
const ShellInPlace = createContext<{ shell: ReactNode } | null>(null);

/**
 * The page's place in its layout (pages/_app.tsx): the page, or, while the route guard has not
 * opened it, the shell the guard was given. The frame around it stays mounted from the static
 * page to the opened page; only this part changes.
 */
export function GuardedPage({ children }: { children: ReactNode }) {
  const inPlace = useContext(ShellInPlace);
  return <>{inPlace ? inPlace.shell : children}</>;
}

const Centre = styled.div`
  min-height: 50vh;
  display: grid;
  place-items: center;
  padding: 1rem;
`;

/**
 * The page's place while the profile cannot be loaded (an outage): what failed, and a retry. The
 * frame around it stays, with the header's links, sign-out and the footer's roadside number.
 */
function ProfileOutage() {
  const { t } = useTranslation('common');
  const profile = useProfile({ enabled: false });
  return (
    <Centre>
      <ErrorState message={t('session.unavailable')} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
    </Centre>
  );
}
const PROFILE_OUTAGE = { shell: <ProfileOutage /> };

/**
 * docs/product.md#routes and #auth-and-session: an anonymous owner opening a page for signed-in
 * owners goes to login; a signed-in owner opening login, sign-up or activation goes to vehicles
 * (the table is lib/auth/route-access.ts). Until the status is known, a protected page shows a
 * loading state, or, when this browser holds a session, its frame and the skeletons of its sections
 * (whose data comes only with the owner's token). Its static page is its `shell` (frame and
 * heading) when it has one, shown only where the browser holds a session. Entering the
 * unauthenticated (split) layout clears both caches: React Query's and the session's 60 s token
 * lookup.
 * An outage is not a refusal: when the profile cannot be loaded for a 5xx, a network error or a
 * timeout, a protected page keeps its frame (header, navigation, sign-out, footer with the roadside
 * number) and shows an error with retry in place of its content, and the owner is not sent to login; on login, sign-up or activation they go to vehicles, as any signed-in owner
 * does, and see that error there.
 */
export function RouteGuard({
  route,
  children,
  shell,
}: {
  route: PageKey;
  children: ReactNode;
  /**
   * A page for signed-in owners: what its place (GuardedPage, inside the children's layout)
   * shows until it opens, in a browser that holds a session: its heading
   * (components/shell/screen-heading.tsx), or, for a screen with nothing of the owner's (help),
   * the page itself. With its frame, it is the page's static HTML too, so the heading is there at
   * the first paint.
   */
  shell?: ReactNode;
}) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const href = useRouteHref();
  const { site } = useSite();
  const queryClient = useQueryClient();
  const { session, isSigningOut } = useAuth();
  const status = useUserStatus();
  const signedIn = useSignedInMarker();
  const access = routeAccess(route);
  const layout = routeLayout(route);

  const redirect = accessRedirect(access, status);
  const target = redirect && href(redirect);

  // Deep links survive sign-in (docs/product.md#deep-links): the owner sent to login takes the
  // address they are on along (their session ended here, or they followed a link signed out), and
  // an owner already signed in who opens login with a return address goes there, not to vehicles.
  useEffect(() => {
    if (!target) return;
    if (redirect === 'login') {
      // A sign-out the owner chose goes to login with no return address, whichever of its way to
      // the root and this replace wins the race (the later navigation cancels the earlier).
      void router.replace(isSigningOut() ? target : withReturnPath(target, returnPathFrom(window.location, site)));
      return;
    }
    const back = safeReturnPath(new URLSearchParams(window.location.search).get(RETURN_PARAM), site);
    void router.replace(back ?? target);
  }, [target, redirect, router, site, isSigningOut]);

  const previousLayout = useRef(layout);
  useEffect(() => {
    if (layout === 'split' && previousLayout.current !== 'split') {
      queryClient.clear();
      session.clearLookupCache();
    }
    previousLayout.current = layout;
  }, [layout, queryClient, session]);

  // A page for signed-in owners opens as soon as this browser holds a session (the marker), while
  // the profile still loads: its sections start their own calls alongside the profile's and show
  // their skeletons, never anything of the owner's until the backend has answered them with the
  // owner's token. A refused session still sends the owner to login (docs/performance.md#open-before-profile).
  const opening = access === 'authenticated' && status === 'loading' && signedIn === true;
  const waiting =
    (access === 'authenticated' && status !== 'authenticated' && !opening) ||
    (access === 'anonymous' && (status === 'authenticated' || status === 'unavailable'));
  const profile = useProfile({ enabled: access === 'authenticated' && signedIn === true });
  // Opening a page is its largest piece of work (the frame and every section): it is rendered in
  // the background in small slices while the loading state stays; closing it is immediate.
  const shown = useDeferredValue(!waiting);
  // What the guard shows: the outage's error, the loading state, or the page.
  // A retry after an outage (the error's "try again", or a part of the frame asking as it mounts)
  // puts a profile that never loaded back to loading: the outage stays on screen meanwhile, frame
  // and all, instead of the loading state replacing the frame and the frame's next mount asking again.
  const retryingAfterOutage = status === 'loading' && signedIn === true && profile.data === undefined && profile.errorUpdatedAt > 0;
  const outage = access === 'authenticated' && (status === 'unavailable' || retryingAfterOutage);
  const loading = !outage && (waiting || !shown);
  // The same object while the shell stays: a new one would change the context under the whole frame,
  // and React would then render the header's and footer's parts that have not hydrated yet (their
  // code still loading) anew in the browser, throwing away their static HTML, instead of hydrating
  // them (docs/performance.md#frame-hydrated).
  // In an outage the frame stays and the page's place shows the error (PROFILE_OUTAGE).
  const shellInPlace = useMemo(() => (outage ? PROFILE_OUTAGE : loading ? { shell } : null), [outage, loading, shell]);
  // The mark the shell shows under follows this tab's session (a sign-in, a sign-out, another tab's).
  useLayoutEffect(() => {
    if (signedIn !== null) document.documentElement.toggleAttribute(SESSION_ATTRIBUTE, signedIn);
  }, [signedIn]);
  // Home's splash (pages/_document.tsx) goes before the first paint of anything but the loading state.
  // So does the first address's view mark (lib/boot/view-mark-script.ts): once the page has opened
  // its address may change (the rewards page's tabs), and a shell shown again must not show the
  // first address's view.
  useLayoutEffect(() => {
    if (loading) return;
    document.getElementById(PICTURE_SPLASH_ID)?.remove();
    document.documentElement.removeAttribute(VIEW_ATTRIBUTE);
  }, [loading]);
  if (shell !== undefined && access === 'authenticated') {
    // docs/product.md#routes: the frame shows only in a browser that holds a session. The static
    // page cannot know; its head marks <html> when it does (lib/boot/session-mark-script.ts), before the
    // first paint, and pages/_document.tsx's rules show one of these two. The same tree from the
    // static page to the opened page: the frame hydrates once and stays.
    return (
      <>
        <div {...{ [SESSION_ONLY_ATTRIBUTE]: '' }}>
          <ShellInPlace.Provider value={shellInPlace}>{children}</ShellInPlace.Provider>
        </div>
        {loading && (
          <div {...{ [WITHOUT_SESSION_ATTRIBUTE]: '' }}>
            <PageLoading label={t('loading')} />
          </div>
        )}
      </>
    );
  }
  if (loading) {
    return <PageLoading label={t('loading')} />;
  }
  // The same tree with or without an outage, so the frame is not mounted anew when one starts or ends.
  return <ShellInPlace.Provider value={shellInPlace}>{children}</ShellInPlace.Provider>;
}
