/** Layout constants (docs/product.md#constants), in one place. */
export const MOBILE_BREAKPOINT_PX = 700;
/** On phones every control and standalone link is at least this tall (WCAG 2.5.5's 44 CSS px; docs/product.md). */
export const TOUCH_TARGET = '2.75rem';
export const LOGO_SIZE = { width: 100, height: 20 } as const;
export const LOGIN_BANNER_SIZE = { width: 200, height: 50 } as const;
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
  /** The app banner, fixed to the bottom of a phone's screen. */
  appBanner: 50,
  /**
   * The consent-again prompt and its reopen button: above the app banner (which covered the
   * prompt's buttons on phones), below the cookie choice, which comes first.
   */
  consentAgain: 55,
  /** An open dropdown menu (the header's), over the sticky header and the page. */
  menu: 60,
  /** The cookie choice. */
  cookieChoice: 60,
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
