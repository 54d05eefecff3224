import { MOBILE_BREAKPOINT_EM } from './layout';

/**
 * The signed-in header's own widths (apart from config/layout.ts, which every page loads, because
 * only the header, loaded with the signed-in frame, needs them).
 *
 * Below this width (and from the phone breakpoint up) the account button shows an icon instead of
 * the owner's name: from 700 px the five links, the bell and a name did not fit on one line in
 * Swedish (804 px at 700 px for "Anna Lindberg"). In em, as the breakpoint (config/layout.ts).
 */
export const HEADER_NAME_FROM_PX = 960;

/** The desktop header without room for the owner's name. */
export const narrowDesktop = `@media (min-width: ${MOBILE_BREAKPOINT_EM}em) and (max-width: ${(HEADER_NAME_FROM_PX - 0.02) / 16}em)`;
