import { useEffect, useRef } from 'react';
import { useApiClient } from '@/api-client/api-client-provider';
import { consentCookie, watchConsent } from '@/lib/analytics/consent';
import { setClarityConsent } from '@/lib/analytics/scripts';
import { createTracker, type GaLibrary, type Tracker } from '@/lib/analytics/tracker';
import { useSite } from '@/lib/site-context';

const loadReactGa = async (): Promise<GaLibrary> => (await import('react-ga4')).default;

/**
 * Analytics with consent: watches the consent cookie (only on a site with a gaTag or a Clarity
 * project), loads GA and Clarity after consent, sends a screen view per route (named by the route
 * key) and an event per non-GET API call (the client's onMutation hook). Renders nothing.
 */
export function Analytics({ route, loadGa = loadReactGa }: { route: string; loadGa?: () => Promise<GaLibrary> }) {
  const { site } = useSite();
  const client = useApiClient();
  const tracker = useRef<Tracker | undefined>(undefined);
  const { gaTag, clarityProjectId } = site;

  useEffect(() => {
    if (!gaTag && !clarityProjectId) return undefined;
    const current = gaTag ? createTracker({ gaTag, origin: window.location.origin, load: loadGa }) : undefined;
    tracker.current = current;
    if (current) client.configure({ onMutation: (name) => current.event(name) });
    const stop = watchConsent({
      isGranted: consentCookie.isSet,
      onChange: (granted) => {
        current?.setConsent(granted);
        if (clarityProjectId) setClarityConsent(clarityProjectId, granted);
      },
    });
    return () => {
      stop();
      if (current) client.configure({ onMutation: undefined });
      tracker.current = undefined;
    };
  }, [gaTag, clarityProjectId, client, loadGa]);

  useEffect(() => {
    tracker.current?.screenView(route);
  }, [route, gaTag]);

  return null;
}
