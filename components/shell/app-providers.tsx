import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider, type DefaultTheme } from 'styled-components';
import { useAfterPageCalls } from '@/api-client/core/after-page-calls';
import { createQueryClient } from '@/api-client/core/query-client';
import type { Locale } from '@/config/locales';
import type { PageKey } from '@/config/routes';
import type { SiteConfig } from '@/config/site-schema';
import { AuthProvider } from '@/features/auth/auth-provider';
import { RouteGuard } from '@/features/auth/route-guard';
import { useSignedInMarker } from '@/features/auth/use-user-status';
import { SiteProvider } from '@/lib/site-context';
import { BottomDock } from '@/components/ui/bottom-dock';
import { ToastProvider } from '@/components/ui/toast/toast-provider';
import { GlobalStyles } from '@/styles/global-styles';
import { hasHeader, pageShowsNews, useHeaderNews } from './header-news';
import { OfflineBanner } from './offline-banner';
import { RouteLoader } from './route-loader';
import { SiteHead } from './site-head';

export interface AppProvidersProps {
  site: SiteConfig;
  locale: Locale;
  /**
   * The route on screen: adds its head, the route loader, the route guard, and starts the
   * header's data alongside the profile. Without it (a component test) only the providers.
   */
  route?: PageKey;
  /** The route's page as it shows until the owner's status is known, in a browser that holds a session (RouteGuard). */
  shell?: ReactNode;
  /** Defaults to the site's theme. */
  theme?: DefaultTheme;
  /** Defaults to one made by createQueryClient, kept for the life of the tree. */
  queryClient?: QueryClient;
  /** A ready i18next instance (tests). In the app, appWithTranslation around _app provides it. */
  i18n?: I18n;
  children: ReactNode;
}

// React Query's devtools, in `next dev` only. A production build replaces the condition with
// false, and webpack leaves out the import and its chunk: the budget check fails a build whose
// files carry any of their code (scripts/bundle-budget.ts, DEV_ONLY_CODE).
const QueryDevtools =
  process.env.NODE_ENV === 'development'
    ? lazy(() => import('@tanstack/react-query-devtools').then((module) => ({ default: module.ReactQueryDevtools })))
    : undefined;

/**
 * Starts the first page of news for the header once the page's own calls are answered
 * (api-client/core/after-page-calls.ts), whether or not the header's code has come by then.
 */
function StartHeaderData({ route }: { route: PageKey }) {
  const signedIn = useSignedInMarker();
  const afterPageCalls = useAfterPageCalls();
  useHeaderNews(signedIn === true && hasHeader(route) && (afterPageCalls || pageShowsNews(route)));
  return null;
}

/**
 * The one provider tree of the app and of the component tests: theme, site, toasts, React
 * Query, the site's API client and the owner's session (AuthProvider), and, for a route, the
 * route guard. `_app` and `__tests__/utils/render-with-providers.tsx` both render through it.
 */
export function AppProviders({ site, locale, route, shell, theme, queryClient, i18n, children }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const tree = (
    <ThemeProvider theme={theme ?? site.theme}>
      <GlobalStyles />
      <SiteProvider site={site} locale={locale}>
        <ToastProvider>
          <QueryClientProvider client={client}>
            {QueryDevtools && (
              <Suspense>
                <QueryDevtools buttonPosition="bottom-left" />
              </Suspense>
            )}
            <AuthProvider>
              {route ? (
                // The providers hydrate first; the route's own parts after them, as interruptible
                // work, so starting a page never blocks the main thread for long (docs/performance.md#hydration-in-pieces).
                <Suspense>
                  <SiteHead route={route} />
                  <RouteLoader />
                  <OfflineBanner belowHeader={hasHeader(route)} />
                  <StartHeaderData route={route} />
                  <RouteGuard route={route} shell={shell}>
                    {children}
                  </RouteGuard>
                  {/* Where the bars at the bottom of the screen draw themselves (components/ui/bottom-dock.tsx). */}
                  <BottomDock />
                </Suspense>
              ) : (
                children
              )}
            </AuthProvider>
          </QueryClientProvider>
        </ToastProvider>
      </SiteProvider>
    </ThemeProvider>
  );
  return i18n ? <I18nextProvider i18n={i18n}>{tree}</I18nextProvider> : tree;
}
