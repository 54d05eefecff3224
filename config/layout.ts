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

export const media = {
  mobile: `@media (max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`,
  desktop: `@media (min-width: ${MOBILE_BREAKPOINT_PX}px)`,
} as const;
