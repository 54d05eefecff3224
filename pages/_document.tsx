import Document, { Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { ServerStyleSheet } from 'styled-components';
import { PICTURE_SPLASH_ID } from '@/config/boot';
import { isLocale } from '@/config/locales';
import { ROUTES } from '@/config/routes';
import type { PageProps } from '@/lib/page/static-props';
import { brandFontHref } from '@/lib/brand-font-preload';
import { earlyCallsScript } from '@/lib/boot/early-calls-script';
import { earlyRefreshScript } from '@/lib/boot/early-refresh-script';
import { intlWarmUpScript } from '@/lib/boot/intl-warm-up-script';
import { pictureHintPreloadScript, pictureSplashScript } from '@/lib/boot/picture-hint-script';
import { StrictDynamicHead } from '@/lib/security/strict-dynamic-head';
import { SESSION_RULES, sessionMarkScript } from '@/lib/boot/session-mark-script';
import { viewMarkScript } from '@/lib/boot/view-mark-script';
import { bootOf } from '@/screens/route-boot';

/** A route's page file, as `__NEXT_DATA__.page` names it. */
const pageFile = (route: { page: string }) => `/[site]/[locale]${route.page}`;

/** The page files of the routes for signed-in owners, which format the owner's dates and figures. */
const SIGNED_IN_PAGES = new Set(
  Object.values(ROUTES)
    .filter((route) => route.access === 'authenticated')
    .map(pageFile),
);

/**
 * The splash: over the loading state, not catching the pointer, the picture above the spinner.
 * It is given the card's srcset and sizes, so the one file the head's preload fetched serves
 * both; wider than a card on a phone, so it stays the largest paint (at most 28rem on a desktop,
 * where the 20rem file is drawn a little larger).
 */
const SPLASH_LAYER = {
  position: 'fixed',
  inset: 0,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  paddingTop: '12vh',
  pointerEvents: 'none',
} as const;
const SPLASH_PICTURE = {
  width: 'min(calc(100vw - 2rem), 28rem)',
  aspectRatio: '16 / 9',
  objectFit: 'contain',
  borderRadius: '0.5rem',
} as const;

/** Collects styled-components' styles on the server so pages arrive styled, and sets the page's language. */
export default class AppDocument extends Document {
  static async getInitialProps(ctx: DocumentContext): Promise<DocumentInitialProps> {
    const sheet = new ServerStyleSheet();
    const originalRenderPage = ctx.renderPage;
    try {
      ctx.renderPage = () =>
        originalRenderPage({
          enhanceApp: (App) =>
            function StyledApp(props) {
              return sheet.collectStyles(<App {...props} />);
            },
        });
      const initialProps = await Document.getInitialProps(ctx);
      return { ...initialProps, styles: [initialProps.styles, sheet.getStyleElement()] };
    } finally {
      sheet.seal();
    }
  }

  render() {
    // Every page's props carry its locale (site pages and the site-less 404/500 alike).
    const { page, query, props } = this.props.__NEXT_DATA__;
    const pageProps = props?.pageProps as Partial<PageProps> | undefined;
    const site = typeof query.site === 'string' ? query.site : undefined;
    const signedInLocale = SIGNED_IN_PAGES.has(page) && isLocale(pageProps?.locale) ? pageProps.locale : undefined;
    // What the route's static page starts before its scripts (screens/<route>.boot.ts).
    const boot = signedInLocale ? bootOf(pageProps?.route) : undefined;
    const picture = site ? boot?.picture : undefined;
    const earlyPlans = boot?.calls && pageProps?.site ? boot.calls(pageProps.site) : [];
    const earlyCalls = pageProps?.site && earlyPlans.length > 0 ? earlyCallsScript(earlyPlans, pageProps.site.id) : null;
    const fontHref = pageProps?.site ? brandFontHref(pageProps.site.theme.name) : null;
    return (
      <Html lang={pageProps?.locale ?? 'en'}>
        <StrictDynamicHead>
          {/* In a tab without an access token (a new tab, a bookmark) a signed-in page renews the session at once. */}
          {signedInLocale && <script dangerouslySetInnerHTML={{ __html: earlyRefreshScript() }} />}
          {/* The site's brand's typeface, fetched with the page's first requests (styles/fonts.ts). */}
          {fontHref && <link rel="preload" href={fontHref} as="font" type="font/woff2" crossOrigin="anonymous" />}
          {/* A page led by the picture home showed last time asks for it while its scripts load (screens/<route>.boot.ts). */}
          {picture && site && <script dangerouslySetInnerHTML={{ __html: pictureHintPreloadScript(site) }} />}
          {/* A page led by the owner's data sends its first calls while its scripts load (lib/boot/early-calls.ts). */}
          {earlyCalls && <script dangerouslySetInnerHTML={{ __html: earlyCalls }} />}
          {/* A signed-in page shows its frame and heading at once where this browser holds a session. */}
          {signedInLocale && <script dangerouslySetInnerHTML={{ __html: sessionMarkScript() }} />}
          {signedInLocale && <style dangerouslySetInnerHTML={{ __html: SESSION_RULES }} />}
          {/* A page with views shows the outline of the one its address opens (the Points tab). */}
          {boot?.view && <script dangerouslySetInnerHTML={{ __html: viewMarkScript(boot.view) }} />}
          {/* A signed-in page has a worker load its date and number data, off the main thread. */}
          {signedInLocale && <script dangerouslySetInnerHTML={{ __html: intlWarmUpScript(signedInLocale) }} />}
        </StrictDynamicHead>
        <body>
          {picture && 'splash' in picture && site && (
            // While home starts, the remembered picture shows above the loading state's spinner
            // (lib/boot/picture-hint-script.ts); the route guard removes it when the page opens.
            <>
              <div id={PICTURE_SPLASH_ID} hidden aria-hidden="true">
                <div style={SPLASH_LAYER}>
                  {/* The addresses next/image gave the card's picture, set by the script below. */}
                  {/* eslint-disable-next-line @next/next/no-img-element */}
                  <img alt="" style={SPLASH_PICTURE} fetchPriority="high" />
                </div>
              </div>
              <script dangerouslySetInnerHTML={{ __html: pictureSplashScript(site) }} />
            </>
          )}
          <Main />
          {/* The vehicles page's first car outline shows the same picture (screens/vehicles-screen.tsx). */}
          {picture && 'into' in picture && site && <script dangerouslySetInnerHTML={{ __html: pictureSplashScript(site, picture.into) }} />}
          <NextScript />
        </body>
      </Html>
    );
  }
}
