import { css } from 'styled-components';

/**
 * At most, and at least, `lines` lines of text of line height `lineHeight` (unitless): a text
 * whose length varies keeps one height, so cards in a row, and their outlines, are as tall. Only
 * what is seen is cut; the whole text stays in the page for screen readers and in a link's name.
 */
export const clampLines = (lines: number, lineHeight: number) => css`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: ${lines};
  overflow: hidden;
  min-height: ${lines * lineHeight}em;
`;
