/** Layout constants (docs/product.md#constants), in one place. */
export const MOBILE_BREAKPOINT_PX = 700;
/** On phones every control and standalone link is at least this tall (WCAG 2.5.5's 44 CSS px; docs/product.md). */
export const TOUCH_TARGET = '2.75rem';
export const LOGO_SIZE = { width: 100, height: 20 } as const;
export const LOGIN_BANNER_SIZE = { width: 200, height: 50 } as const;
/** Side tabs on a phone (components/ui/link-tab-list.tsx): two columns of tabs a touch target high, this far apart. */
export const SIDE_TABS_PHONE_GAP = '0.5rem';
/** The height of four side tabs on a phone (two rows), for their place while they load. */
export const SIDE_TABS_PHONE_HEIGHT = `calc(2 * ${TOUCH_TARGET} + ${SIDE_TABS_PHONE_GAP})`;
/** The signed-in header's bar (without its 1px bottom border), also the height its placeholder keeps. */
export const HEADER_HEIGHT = '4rem';
/** The route-change loading indicator clears this long after the change completes. */
export const ROUTE_LOADER_CLEAR_DELAY_MS = 300;
/**
 * Links start prefetching when they come within this margin of the viewport. Next's Link applies
 * it itself (it is not configurable); a test checks that Next's value still matches docs/product.md#constants.
 */
export const LINK_PREFETCH_MARGIN_PX = 200;

/**
 * What sits above the page, in one stacking order (z-index), lowest first. Equal layers never
 * meet: the header is at the top of the screen and the app banner at the bottom; a menu opens
 * from the header while the cookie choice sits at the bottom.
 */
export const LAYER = {
  /** The signed-in header, sticky at the top. */
  header: 50,
  /**
   * The bottom dock (components/ui/bottom-dock.tsx): the cookie choice, the consent-again prompt
   * and the app banner, stacked in one column at the bottom of the screen. Below the header, whose
   * menus may reach down that far on a phone; the dock never reaches up to the header.
   */
  dock: 45,
  /**
   * The offline notice, just under the header (components/shell/offline-banner.tsx): over the page
   * and the sticky header's shadow, under an open menu that drops over it.
   */
  offlineBanner: 58,
  /** An open dropdown menu (the header's), over the sticky header and the page. */
  menu: 60,
  /** A modal dialog and its backdrop: over everything of the page. */
  dialog: 100,
  /** Toasts: over a dialog too, since a dialog's action is reported in a toast. */
  toasts: 110,
  /** The route-change loading bar. */
  routeLoader: 1000,
  /** The skip link, when focused: over everything. */
  skipLink: 1100,
} as const;

/**
 * The breakpoint in em, so it is 700 px at the browser's usual text size (em in a media query is
 * the browser's default font size, 16 px, whatever the page's own sizes) and moves with a larger
 * text size chosen in the browser's settings: at 200 % text the phone layout holds up to 1400 px,
 * where the desktop header's links and the owner's name would no longer fit on one line.
 */
export const MOBILE_BREAKPOINT_EM = MOBILE_BREAKPOINT_PX / 16;

export const media = {
  mobile: `@media (max-width: ${MOBILE_BREAKPOINT_EM - 0.02 / 16}em)`,
  desktop: `@media (min-width: ${MOBILE_BREAKPOINT_EM}em)`,
} as const;

/** The bottom dock's element (components/ui/bottom-dock.tsx). */
export const BOTTOM_DOCK_ID = 'bottom-dock';

/** What the bottom dock holds, each in its own place. */
export type DockPlace = 'consentAgain' | 'cookieChoice' | 'appBanner';

/**
 * The dock's order, top to bottom: the app banner along the screen's edge, as a phone's own
 * banners are; the cookie choice above it; the consent-again prompt (or its button) on top. The
 * toasts come above all of them.
 */
export const DOCK_ORDER: Record<DockPlace, number> = { consentAgain: 1, cookieChoice: 2, appBanner: 3 };

/** The dock's parts that ask the owner something, and whose turn comes first: the cookie choice. */
export type DockSheet = 'cookieChoice' | 'consentAgain';
export const SHEET_TURN: Record<DockSheet, number> = { cookieChoice: 1, consentAgain: 2 };

/**
 * CSS variables on <html> holding the heights of what floats at the bottom (set while it shows):
 * the global styles give the page that much room below its end.
 */
export const BOTTOM_ROOM = { dock: '--bottom-dock-height', toasts: '--bottom-toasts-height' } as const;
