import { CONSENT_DEFAULT_WAIT_MS, GA_SCRIPT_URL } from '@/config/analytics';

/** The part of react-ga4 the tracker uses (loaded only when a site has a gaTag). */
export interface GaLibrary {
  initialize(measurementId: string, options: { gtagUrl?: string; gtagOptions?: Record<string, unknown> }): void;
  gtag(...args: unknown[]): void;
  set(fields: Record<string, unknown>): void;
  event(name: string, params?: Record<string, unknown>): void;
}

export interface Tracker {
  /** The owner's consent changed (the consent cookie appeared or went). */
  setConsent(granted: boolean): void;
  /** A screen was shown: named by its route key, never by a path (paths can hold ids or tokens). */
  screenView(routeKey: string): void;
  /** A non-GET API call, named by its request name. */
  event(name: string): void;
}

const DENIED = { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };
const GRANTED = { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' };

/**
 * Google Analytics 4 in consent mode, through react-ga4.
 *
 * The default is denied, with a 1500 ms wait for an update (docs/product.md#constants). Google's
 * script is not loaded at all until consent is granted, so no request reaches Google's hosts
 * before that ("basic" consent mode): the default goes into the data layer first, and on the first
 * grant the tag is loaded, configured without an automatic page view (that would carry the URL)
 * and told consent is granted. Withdrawn consent is passed on as denied. Events and screen views
 * before consent are dropped, except the current screen, which is sent when consent comes.
 */
export function createTracker({
  gaTag,
  origin,
  load,
}: {
  gaTag: string;
  /** The page's origin: page_location is set to origin + route key, never the real path. */
  origin: string;
  load: () => Promise<GaLibrary>;
}): Tracker {
  let ga: GaLibrary | undefined;
  let granted = false;
  let initialised = false;
  let currentScreen: string | undefined;
  let pending: Promise<void> = Promise.resolve();

  // One promise chain, so the consent default always reaches the data layer before anything else.
  const withGa = (work: (library: GaLibrary) => void) => {
    pending = pending
      .then(async () => {
        ga ??= await load();
        work(ga);
      })
      .catch(() => {
        // A tag that fails to load must never break the page; consent then stays as it was.
      });
    return pending;
  };

  void withGa((library) => library.gtag('consent', 'default', { ...DENIED, wait_for_update: CONSENT_DEFAULT_WAIT_MS }));

  const sendScreen = (library: GaLibrary, routeKey: string) => {
    library.set({ page_location: `${origin}/${routeKey}`, page_title: routeKey });
    library.event('screen_view', { screen_name: routeKey });
  };

  return {
    setConsent(next) {
      if (next === granted) return;
      granted = next;
      // The queued work uses the values of this call, not whatever they are when it runs.
      const screen = currentScreen;
      void withGa((library) => {
        if (next && !initialised) {
          initialised = true;
          library.initialize(gaTag, { gtagUrl: GA_SCRIPT_URL, gtagOptions: { send_page_view: false } });
        }
        library.gtag('consent', 'update', next ? GRANTED : DENIED);
        if (next && screen) sendScreen(library, screen);
      });
    },
    screenView(routeKey) {
      currentScreen = routeKey;
      if (granted) void withGa((library) => sendScreen(library, routeKey));
    },
    event(name) {
      if (granted) void withGa((library) => library.event(name));
    },
  };
}
