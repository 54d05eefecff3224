import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ROUTES, type RouteKey } from '@/config/routes';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { useRouteHref } from '@/lib/routing/use-route-href';
import { useNews } from '@/api-client/news/news-hooks';
import { useProfile } from '@/api-client/profile/profile-hooks';
import { useSignedInMarker, useUserStatus } from './use-user-status';

const Centre = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
`;

/**
 * Spec §2 and §4: an anonymous owner opening a page for signed-in owners goes to login; a
 * signed-in owner opening login, sign-up or activation (or a password page) goes to vehicles.
 * Until the status is known, a protected page shows a loading state, never its content.
 * Cached data is cleared on entering the unauthenticated (split) layout.
 * An outage is not a refusal (docs/product.md#auth-and-session): when the profile cannot be
 * loaded for a 5xx, a network error or a timeout, a protected page shows an error with retry in
 * place of its content, and the owner is not sent to login.
 */
export function RouteGuard({ route, children }: { route: RouteKey | 'maintenance'; children: ReactNode }) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const href = useRouteHref();
  const queryClient = useQueryClient();
  const status = useUserStatus();
  const access = route === 'maintenance' ? 'public' : ROUTES[route].access;
  // The header links News only when the first page of news has items: fetch it alongside the
  // profile and show the page once both are known, so the header never shifts after it appears.
  const signedIn = useSignedInMarker();
  const news = useNews(1, { enabled: access === 'authenticated' && signedIn === true });
  // Only the first attempt is waited for: if news is down, the page shows without the link.
  const newsSettled = news.isSuccess || news.isError || news.failureCount > 0;
  const layout = route === 'maintenance' ? 'bare' : ROUTES[route].layout;

  const target =
    access === 'authenticated' && status === 'notAuthenticated'
      ? href('login')
      : access === 'anonymous' && status === 'authenticated'
        ? href('vehicles')
        : null;

  useEffect(() => {
    if (target) void router.replace(target);
  }, [target, router]);

  const previousLayout = useRef(layout);
  useEffect(() => {
    if (layout === 'split' && previousLayout.current !== 'split') queryClient.clear();
    previousLayout.current = layout;
  }, [layout, queryClient]);

  const waiting =
    (access === 'authenticated' && (status !== 'authenticated' || !newsSettled)) ||
    (access === 'anonymous' && status === 'authenticated');
  const profile = useProfile({ enabled: access === 'authenticated' && signedIn === true });
  if (access === 'authenticated' && status === 'unavailable') {
    return (
      <Centre>
        <ErrorState
          message={t('session.unavailable')}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      </Centre>
    );
  }
  if (waiting) {
    return (
      <Centre>
        <Spinner label={t('loading')} />
      </Centre>
    );
  }
  return <>{children}</>;
}
