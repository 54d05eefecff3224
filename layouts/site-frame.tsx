import dynamic from 'next/dynamic';
import { lazy, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { useConsents, useLatestConsents } from '@/api-client/consents/consents-hooks';
import { HEADER_HEIGHT } from '@/config/layout';
import type { RouteKey } from '@/config/routes';
import { SkipLink } from '@/components/shell/skip-link';
import { listCodeOnly, onServerOnly } from '@/lib/boot/code-in-page';
import { useSite } from '@/lib/site-context';
import { useInBrowser } from '@/lib/use-in-browser';

/** The header's place while its code loads: the same height and colours, so nothing moves when it comes. */
const HeaderSpace = styled.div`
  height: calc(${HEADER_HEIGHT} + 1px);
  background: ${({ theme }) => theme.colors.headerBackground};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

// The header (menus, links, the owner's data) and the footer load in a chunk of their own, next to
// the page's sections rather than before them: the screen starts its own calls at once. One chunk
// for both (webpackChunkName), as every signed-in page shows both: one script fewer to ask for.
// React.lazy: what it loads is rendered as a retry, in the background (docs/performance.md#lean-app). A
// screen's static page holds the frame (features/auth/route-guard.tsx, its shell): the server waits
// for both and writes them out, and the browser hydrates them when their chunk has come.
const FrameHeader = lazy(() => import(/* webpackChunkName: "site-frame" */ './frame-header').then((module) => ({ default: module.FrameHeader })));
const Footer = lazy(() => import(/* webpackChunkName: "site-frame" */ '@/components/shell/footer').then((module) => ({ default: module.Footer })));
// Rendered in the static page, these two render nothing but make Next list the header's and the
// footer's code among the page's scripts (as `next/dynamic` parts rendered on the server are): the
// browser fetches it beside the page's other scripts, and React.lazy above then finds it loaded,
// instead of asking for it only once those have run (one more round trip, late in the page's
// start). The same file React.lazy loads, so it is fetched once (lib/boot/code-in-page.ts).
const HeaderCodeInPage = onServerOnly(dynamic(() => import(/* webpackChunkName: "site-frame" */ './frame-header').then(listCodeOnly)));
const FooterCodeInPage = onServerOnly(dynamic(() => import(/* webpackChunkName: "site-frame" */ '@/components/shell/footer').then(listCodeOnly)));
// Its own chunk, fetched only on sites that ask for consent again, once the owner is signed in (the
// rewards page lists it among its scripts: ConsentAgainCodeInPage below). React.lazy, not
// next/dynamic: next/dynamic follows the chunk's loading through a store, and its arriving while the
// page's answers were drawn in the background made React redo that whole render at once, in one
// long task (lib/boot/code-in-page.ts, onServerOnly); a lazy part suspends and is retried alone.
const ConsentAgainPrompt = lazy(() =>
  import('@/features/profile/consent-again-prompt').then((module) => ({ default: module.ConsentAgainPrompt })),
);
// Imported here, beside the prompt's own import, so webpack gives both the same chunk: imported from
// a page, it made a chunk of its own, and the prompt then fetched its code a second time.
const ConsentAgainCode = onServerOnly(dynamic(() => import('@/features/profile/consent-again-prompt').then(listCodeOnly)));

/**
 * For a screen whose largest paint is the consent-again prompt on sites that ask for consent again
 * (the rewards page's Points tab, screens/rewards.boot.ts), in its static page (ScreenShell's
 * children): the prompt's code comes with the page's scripts, as the header's does, instead of being
 * asked for only once they have run, beside the screen's own. Nothing on other sites. Not in every
 * page's frame: measured on every signed-in page, one more script at their start cost more than the
 * prompt gained (docs/performance.md#code-in-page).
 */
export function ConsentAgainCodeInPage() {
  const { site } = useSite();
  return site.mustConsentAgain ? <ConsentAgainCode /> : null;
}

/**
 * The prompt's two calls, made as the frame renders, beside the page's own: not after the prompt's
 * code has loaded (a chain of two waits, which made the prompt the last thing a page drew). The
 * prompt then reads their answers from the cache.
 */
function ConsentAgainCalls() {
  useConsents();
  useLatestConsents();
  return null;
}

/**
 * The prompt in the browser only (it reads sessionStorage as it mounts), as `ssr: false` did: the
 * static page holds nothing of it.
 */
function ConsentAgainPromptInBrowser() {
  return useInBrowser() ? (
    <Suspense>
      <ConsentAgainPrompt />
    </Suspense>
  ) : null;
}

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

/**
 * What the general and profile layouts share: skip link, header with the owner's menu, footer,
 * and the consent-again prompt. The frame shows at once, while the owner's profile and the
 * header's news still load: the header fills in its parts as they arrive without moving the page.
 */
export function SiteFrame({ route, children }: { route: RouteKey; children: ReactNode }) {
  const { site } = useSite();
  return (
    <Page>
      <HeaderCodeInPage />
      <FooterCodeInPage />
      <SkipLink />
      <Suspense fallback={<HeaderSpace />}>
        <FrameHeader route={route} />
      </Suspense>
      {children}
      {/* Below the fold (main is at least a screen high), so it needs no placeholder. */}
      <Suspense>
        <Footer />
      </Suspense>
      {site.mustConsentAgain && (
        <>
          <ConsentAgainCalls />
          <ConsentAgainPromptInBrowser />
        </>
      )}
    </Page>
  );
}
