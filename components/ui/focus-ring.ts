import { css } from 'styled-components';

/**
 * The visible keyboard focus every control uses. Offset so the ring is drawn on the page
 * background, where the focus colour is checked for 3:1 contrast.
 */
export const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
