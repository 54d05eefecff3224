import { useRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { useApiClient } from '@/api-client/api-client-provider';
import { consentCookie, watchConsent } from '@/lib/analytics/consent';
import { pageLocation } from '@/lib/analytics/page-location';
import { setClarityConsent } from '@/lib/analytics/scripts';
import { pageTracker, type GaLibrary, type Tracker } from '@/lib/analytics/tracker';
import { useSite } from '@/lib/site-context';
import { screenOf } from './analytics-screen';

const loadReactGa = async (): Promise<GaLibrary> => (await import('react-ga4')).default;

/**
 * Analytics with consent (docs/product.md#analytics): watches the consent cookie (only on a site
 * with a gaTag or a Clarity project), loads GA and Clarity after consent, sends a screen view per
 * route and per view a page keeps in its query (./analytics-screen.ts), with the page's real
 * address less anything that names the owner as page_location (lib/analytics/page-location.ts),
 * and an event per non-GET API call (the client's onMutation listener). One tracker per page load: the
 * consent default is set once. Renders nothing.
 */
export function Analytics({ route, loadGa = loadReactGa }: { route: string; loadGa?: () => Promise<GaLibrary> }) {
  const { site } = useSite();
  const client = useApiClient();
  // Re-renders on every navigation, shallow ones too (a tab, an opened reward): the address is read again.
  const { asPath } = useRouter();
  const tracker = useRef<Tracker | undefined>(undefined);
  const { gaTag, clarityProjectId } = site;

  useEffect(() => {
    if (!gaTag && !clarityProjectId) return undefined;
    const current = gaTag ? pageTracker(gaTag, loadGa) : undefined;
    tracker.current = current;
    const stopCounting = current ? client.onMutation((name) => current.event(name)) : undefined;
    const stop = watchConsent({
      isGranted: consentCookie.isSet,
      onChange: (granted) => {
        current?.setConsent(granted);
        if (clarityProjectId) setClarityConsent(clarityProjectId, granted);
      },
    });
    return () => {
      stop();
      stopCounting?.();
      tracker.current = undefined;
    };
  }, [gaTag, clarityProjectId, client, loadGa]);

  useEffect(() => {
    tracker.current?.screenView({ ...screenOf(route, window.location.search), location: pageLocation(window.location.href) });
  }, [route, asPath, gaTag]);

  return null;
}
