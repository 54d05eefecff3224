import Document, { Html, Main, NextScript, type DocumentContext, type DocumentInitialProps } from 'next/document';
import { ServerStyleSheet } from 'styled-components';
import { PICTURE_SPLASH_ID } from '@/config/boot';
import { isLocale } from '@/config/locales';
import { FIRST_CAR_PICTURE_ID } from '@/features/vehicles/vehicle-list';
import { ROUTES } from '@/config/routes';
import type { PageProps } from '@/lib/page/static-props';
import { brandFontHref } from '@/lib/brand-font-preload';
import { earlyCallsScript } from '@/lib/boot/early-calls-script';
import { intlWarmUpScript } from '@/lib/boot/intl-warm-up-script';
import { pictureHintPreloadScript, pictureSplashScript } from '@/lib/boot/picture-hint-script';
import { StrictDynamicHead } from '@/lib/security/strict-dynamic-head';
import { SESSION_RULES, sessionMarkScript } from '@/lib/boot/session-mark-script';
import { earlyCallsOf } from '@/screens/early-calls';

/** A route's page file, as `__NEXT_DATA__.page` names it. */
const pageFile = (route: { page: string }) => `/[site]/[locale]${route.page}`;

/** The page files of home and the vehicles page, whose largest paint is the first car's picture (lib/boot/picture-hint.ts). */
const HOME_PAGE = pageFile(ROUTES.home);
const VEHICLES_PAGE = pageFile(ROUTES.vehicles);

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
    const homeSite = page === HOME_PAGE ? site : undefined;
    const vehiclesSite = page === VEHICLES_PAGE ? site : undefined;
    const pictureSite = homeSite ?? vehiclesSite;
    const signedInLocale = SIGNED_IN_PAGES.has(page) && isLocale(pageProps?.locale) ? pageProps.locale : undefined;
    const earlyCalls = signedInLocale && pageProps?.site && pageProps.route ? earlyCallsOf(pageProps.route, pageProps.site) : [];
    const fontHref = pageProps?.site ? brandFontHref(pageProps.site.theme.name) : null;
    return (
      <Html lang={pageProps?.locale ?? 'en'}>
        <StrictDynamicHead>
          {/* The site's brand's typeface, fetched with the page's first requests (styles/fonts.ts). */}
          {fontHref && <link rel="preload" href={fontHref} as="font" type="font/woff2" crossOrigin="anonymous" />}
          {/* Home and the vehicles page ask for the picture home showed last time while their scripts load. */}
          {pictureSite && <script dangerouslySetInnerHTML={{ __html: pictureHintPreloadScript(pictureSite) }} />}
          {/* A page led by the owner's data sends its first calls while its scripts load (lib/boot/early-calls.ts). */}
          {earlyCalls.length > 0 && <script dangerouslySetInnerHTML={{ __html: earlyCallsScript(earlyCalls) }} />}
          {/* A signed-in page shows its frame and heading at once where this browser holds a session. */}
          {signedInLocale && <script dangerouslySetInnerHTML={{ __html: sessionMarkScript() }} />}
          {signedInLocale && <style dangerouslySetInnerHTML={{ __html: SESSION_RULES }} />}
          {/* A signed-in page has a worker load its date and number data, off the main thread. */}
          {signedInLocale && <script dangerouslySetInnerHTML={{ __html: intlWarmUpScript(signedInLocale) }} />}
        </StrictDynamicHead>
        <body>
          {homeSite && (
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
              <script dangerouslySetInnerHTML={{ __html: pictureSplashScript(homeSite) }} />
            </>
          )}
          <Main />
          {/* The vehicles page's first car outline shows the same picture (screens/vehicles-screen.tsx). */}
          {vehiclesSite && <script dangerouslySetInnerHTML={{ __html: pictureSplashScript(vehiclesSite, FIRST_CAR_PICTURE_ID) }} />}
          <NextScript />
        </body>
      </Html>
    );
  }
}
