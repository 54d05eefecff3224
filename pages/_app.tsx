import type { AppProps } from 'next/app';
import { Suspense, useMemo, useState } from 'react';
import { appWithTranslation } from 'next-i18next/pages';
import { ThemeProvider } from 'styled-components';
import { CONFIG_EXEMPT_PAGES, NO_CONFIG_ERROR } from '@/config/errors';
import { routeAccess } from '@/config/routes';
import { AfterPageLoad } from '@/components/shell/after-load';
import { AppProviders } from '@/components/shell/app-providers';
import { CampaignArrival } from '@/components/shell/campaign-arrival';
import { OfflineWorker } from '@/components/shell/offline-worker';
import { GuardedPage } from '@/features/auth/route-guard';
import { LayoutForRoute } from '@/layouts/layout-for-route';
import { OPEN_CONSENT_EVENT } from '@/lib/analytics/events';
import { Nothing } from '@/lib/offline/import-when-online';
import { lazyWhenOnline } from '@/lib/offline/lazy-when-online';
import type { PageProps, PageWithShell } from '@/lib/page/static-props';
import { mayKeepPageProps, useStablePageProps } from '@/lib/page/use-stable-page-props';
import { GlobalStyles } from '@/styles/global-styles';
import { neutralTheme } from '@/styles/themes/neutral';
import '@/styles/print.css';
import nextI18NextConfig from '../next-i18next.config';

// In their own chunks, and mounted once the page has loaded and the browser is idle (never on the
// server): none of them is needed for the first paint or the first interaction. React.lazy rather
// than next/dynamic: when a chunk arrives, React renders it as part of AfterLoad's interruptible
// render, in small slices; next/dynamic's loader re-renders through a store, at once and in one
// long task (docs/performance.md#after-load). A chunk asked for while the browser is offline is
// asked for again when it is back; one that never comes renders nothing, and the page stays
// (lib/offline/lazy-when-online.ts).
const Analytics = lazyWhenOnline(() => import('@/components/shell/analytics'), (m) => m.Analytics, Nothing);
const ConsentBanner = lazyWhenOnline(() => import('@/components/shell/consent-banner'), (m) => m.ConsentBanner, Nothing);
const SmartAppBanner = lazyWhenOnline(() => import('@/components/shell/smart-app-banner'), (m) => m.SmartAppBanner, Nothing);

function App({ Component, pageProps, router }: AppProps<Partial<PageProps>>) {
  // The same object while the content is the same: the router's replace right after hydration
  // then renders nothing again (lib/page/use-stable-page-props.ts).
  const { route: initialRoute } = pageProps;
  const [keep] = useState(() =>
    mayKeepPageProps(initialRoute !== undefined && routeAccess(initialRoute) === 'authenticated'),
  );
  const props = useStablePageProps(pageProps, keep);
  const tree = useMemo(() => {
    const { site, locale, route } = props;
    if (!site || !locale || !route) return null;
    return (
      // Next hydrates the root at once, in one task; inside a Suspense boundary React hydrates the
      // whole tree instead as interruptible work in slices of about 5 ms, and a tap on a part not
      // yet hydrated hydrates that part first (docs/performance.md#hydration-in-pieces).
      <Suspense>
        <AppProviders
          site={site}
          locale={locale}
          route={route}
          // A signed-in screen's heading, in its frame, until the guard opens it; its static page
          // too. The page module gives it (PageWithShell), so its code is not in every page's _app.
          shell={(Component as PageWithShell).shell}
        >
          <LayoutForRoute route={route}>
            {/* Hydrated as its own, interruptible piece of work after the frame (docs/performance.md#hydration-in-pieces). */}
            <Suspense>
              <GuardedPage>
                <Component {...props} />
              </GuardedPage>
            </Suspense>
          </LayoutForRoute>
          <AfterPageLoad wakeOn={OPEN_CONSENT_EVENT}>
            <OfflineWorker />
            <Suspense>
              <Analytics route={route} />
            </Suspense>
            {/* The two bars of the bottom dock in one boundary: they come together, in one
                commit, so the second never lifts the first (a layout shift). */}
            <Suspense>
              <ConsentBanner />
              {route !== 'maintenance' && <SmartAppBanner />}
            </Suspense>
            <CampaignArrival />
          </AfterPageLoad>
        </AppProviders>
      </Suspense>
    );
  }, [Component, props]);

  if (tree === null) {
    if (!CONFIG_EXEMPT_PAGES.includes(router.pathname)) throw new Error(NO_CONFIG_ERROR);
    return (
      <ThemeProvider theme={neutralTheme}>
        <GlobalStyles />
        <Component {...pageProps} />
      </ThemeProvider>
    );
  }
  return tree;
}

export default appWithTranslation(App, nextI18NextConfig);
