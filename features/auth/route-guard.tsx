import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTES, type RouteKey } from '@/config/routes';
import { PageLoading } from '@/components/ui/page-loading';
import { useRouteHref } from '@/lib/routing/use-route-href';
import { useNews } from '@/api-client/news/news-hooks';
import { useSignedInMarker, useUserStatus } from './use-user-status';

/**
 * Spec §2 and §4: an anonymous owner opening a page for signed-in owners goes to login; a
 * signed-in owner opening login, sign-up or activation (or a password page) goes to vehicles.
 * Until the status is known, a protected page shows a loading state, never its content.
 * Cached data is cleared on entering the unauthenticated (split) layout.
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
  if (waiting) {
    return <PageLoading label={t('loading')} />;
  }
  return <>{children}</>;
}
