import { CONSENT_DEFAULT_WAIT_MS, GA_SCRIPT_URL } from '@/config/analytics';

/** The part of react-ga4 the tracker uses (loaded only when a site has a gaTag). */
export interface GaLibrary {
  initialize(measurementId: string, options: { gtagUrl?: string; gtagOptions?: Record<string, unknown> }): void;
  gtag(...args: unknown[]): void;
  set(fields: Record<string, unknown>): void;
  event(name: string, params?: Record<string, unknown>): void;
}

/** A screen as analytics is told of it (docs/product.md#analytics). */
export interface Screen {
  /** Its name: the route key, or the route key and the view its query opens (`rewards/points`). Never an id. */
  name: string;
  /** Its page_location: the address with nothing that names the owner (lib/analytics/page-location.ts). */
  location: string;
  /**
   * What makes it another screen than the one before (the opened reward's id, the filter): kept
   * here to send a screen once however often it is reported, never sent. The name when left out.
   */
  key?: string;
}

export interface Tracker {
  /** The owner's consent changed (the consent cookie appeared or went). */
  setConsent(granted: boolean): void;
  /** A screen was shown; the same screen reported again (a re-render, a remount) is not sent again. */
  screenView(screen: Screen): void;
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
 * grant the tag is loaded, configured without an automatic page view (that would carry the
 * unfiltered URL) and told consent is granted. Withdrawn consent is passed on as denied. Events and
 * screen views before consent are dropped, except the current screen, which is sent when consent
 * comes. A screen sets page_location and page_title before its screen_view, so the events after it
 * carry them too.
 */
export function createTracker({ gaTag, load }: { gaTag: string; load: () => Promise<GaLibrary> }): Tracker {
  let ga: GaLibrary | undefined;
  let granted = false;
  let initialised = false;
  let currentScreen: Screen | undefined;
  let sentKey: string | undefined;
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

  const keyOf = (screen: Screen) => `${screen.key ?? screen.name}\n${screen.location}`;
  const sendScreen = (library: GaLibrary, screen: Screen) => {
    library.set({ page_location: screen.location, page_title: screen.name });
    library.event('screen_view', { screen_name: screen.name });
  };

  return {
    setConsent(next) {
      if (next === granted) return;
      granted = next;
      // The queued work uses the values of this call, not whatever they are when it runs.
      const screen = currentScreen;
      if (next && screen) sentKey = keyOf(screen);
      void withGa((library) => {
        if (next && !initialised) {
          initialised = true;
          library.initialize(gaTag, { gtagUrl: GA_SCRIPT_URL, gtagOptions: { send_page_view: false } });
        }
        library.gtag('consent', 'update', next ? GRANTED : DENIED);
        if (next && screen) sendScreen(library, screen);
      });
    },
    screenView(screen) {
      currentScreen = screen;
      if (!granted || keyOf(screen) === sentKey) return;
      sentKey = keyOf(screen);
      void withGa((library) => sendScreen(library, screen));
    },
    event(name) {
      if (granted) void withGa((library) => library.event(name));
    },
  };
}

let shared: { gaTag: string; load: () => Promise<GaLibrary>; tracker: Tracker } | undefined;

/**
 * The page's one tracker for `gaTag` (docs/product.md#analytics): made once per page load, so the
 * consent default enters the data layer once, however often the analytics component mounts or
 * the route changes.
 */
export function pageTracker(gaTag: string, load: () => Promise<GaLibrary>): Tracker {
  if (shared?.gaTag !== gaTag || shared.load !== load) shared = { gaTag, load, tracker: createTracker({ gaTag, load }) };
  return shared.tracker;
}
