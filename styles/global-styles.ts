import { createElement } from 'react';
import { createGlobalStyle } from 'styled-components';
import { BOTTOM_ROOM, HEADER_HEIGHT } from '@/config/layout';
import { BRAND_FONT_VARIABLES } from './fonts';
import { BODY_LINE_HEIGHT, HEADING_LINE_HEIGHT, HEADING_MARGIN, HEADING_SIZES } from './typography';

const GlobalStyleRules = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* A closed panel is gone whatever display its component sets (a class beats the browser's own [hidden] rule). */
  [hidden] { display: none !important; }
  :root {
    ${Object.entries(BRAND_FONT_VARIABLES)
      .map(([name, family]) => `${name}: ${family};`)
      .join('\n')}
  }
  html {
    /* A focused element scrolled into view stops below the signed-in frame's sticky header. */
    scroll-padding-top: calc(${HEADER_HEIGHT} + 1px + 0.5rem);
    /* ... and above what floats at the bottom (the dock and the toasts, components/ui/bottom-dock.tsx). */
    scroll-padding-bottom: calc(var(${BOTTOM_ROOM.dock}, 0px) + var(${BOTTOM_ROOM.toasts}, 0px) + 0.5rem);
    -webkit-text-size-adjust: 100%;
    color-scheme: ${({ theme }) => theme.colorScheme};
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  body {
    margin: 0;
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 1rem;
    line-height: ${BODY_LINE_HEIGHT};
    -webkit-font-smoothing: antialiased;
    /* A word longer than its line (a 50-letter first name in the greeting) wraps rather than
       running off the page. */
    overflow-wrap: break-word;
    /* The room the bottom dock and the toasts take, below the page's end: the last control of any
       page can be scrolled above them. */
    padding-bottom: calc(var(${BOTTOM_ROOM.dock}, 0px) + var(${BOTTOM_ROOM.toasts}, 0px));
  }
  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-weight: ${({ theme }) => theme.headingWeight};
    line-height: ${HEADING_LINE_HEIGHT};
    margin: ${HEADING_MARGIN};
    /* Long words (Danish and Swedish compounds) break at their syllables, in the page's language. */
    hyphens: auto;
  }
  /* The brand's capitals (Volta) on page titles, which are short and ours; other headings keep their
     case (components/ui/heading.tsx: label). */
  h1 { text-transform: ${({ theme }) => theme.headingTransform}; }
  h1 { font-size: ${HEADING_SIZES[1]}; }
  h2 { font-size: ${HEADING_SIZES[2]}; }
  a { color: inherit; }
  /* Controls take the page's typeface (browsers give them the system's). */
  button, input, select, textarea { font-family: inherit; }
  img, svg { display: block; max-width: 100%; }
  :focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;

/**
 * The global rules, with the theme's colours and typefaces. Drawn into the static page on the
 * server, and not again in the browser: redrawn as the page hydrated, styled-components compiled
 * them anew and replaced the page's rules for every element (`*`, html, body), which made the
 * browser work out every element's style again, all within the hydration's last task
 * (docs/performance.md#global-styles-once). A page Next served (it carries `__NEXT_DATA__`) came
 * with them, from `pages/_document.tsx`, and styled-components keeps in the browser the rules it
 * finds in the page; component tests have no served page and draw them. `next dev` draws them in
 * the browser too, so an edit to them shows without a reload.
 */
export function GlobalStyles() {
  const cameWithPage =
    process.env.NODE_ENV !== 'development' && typeof document !== 'undefined' && document.getElementById('__NEXT_DATA__') !== null;
  return cameWithPage ? null : createElement(GlobalStyleRules);
}
