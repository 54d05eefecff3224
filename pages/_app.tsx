import type { AppProps } from 'next/app';
import dynamic from 'next/dynamic';
import { appWithTranslation } from 'next-i18next/pages';
import { ThemeProvider } from 'styled-components';
import { CONFIG_EXEMPT_PAGES, NO_CONFIG_ERROR } from '@/config/errors';
import { AppProviders } from '@/components/shell/app-providers';
import { LayoutForRoute } from '@/layouts/layout-for-route';
import type { PageProps } from '@/lib/page/static-props';
import { GlobalStyles } from '@/styles/global-styles';
import { neutralTheme } from '@/styles/themes/neutral';
import nextI18NextConfig from '../next-i18next.config';

// Client-only and in their own chunks: none of them is needed for the first paint.
const Analytics = dynamic(() => import('@/components/shell/analytics').then((m) => m.Analytics), { ssr: false });
const ConsentBanner = dynamic(() => import('@/components/shell/consent-banner').then((m) => m.ConsentBanner), { ssr: false });
const SmartAppBanner = dynamic(() => import('@/components/shell/smart-app-banner').then((m) => m.SmartAppBanner), { ssr: false });

function App({ Component, pageProps, router }: AppProps<Partial<PageProps>>) {
  const { site, locale, route } = pageProps;

  if (!site || !locale || !route) {
    if (!CONFIG_EXEMPT_PAGES.includes(router.pathname)) throw new Error(NO_CONFIG_ERROR);
    return (
      <ThemeProvider theme={neutralTheme}>
        <GlobalStyles />
        <Component {...pageProps} />
      </ThemeProvider>
    );
  }

  return (
    <AppProviders site={site} locale={locale} route={route}>
      <LayoutForRoute route={route}>
        <Component {...pageProps} />
      </LayoutForRoute>
      <Analytics route={route} />
      <ConsentBanner />
      {route !== 'maintenance' && <SmartAppBanner />}
    </AppProviders>
  );
}

export default appWithTranslation(App, nextI18NextConfig);
