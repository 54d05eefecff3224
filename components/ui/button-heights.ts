import { css } from 'styled-components';
import { media, TOUCH_TARGET } from '@/config/layout';

export type ButtonSize = 'medium' | 'small';

/**
 * A button's least height per size; on phones every size is a touch target (TOUCH_TARGET). Its own
 * module so a button's outline (skeleton.tsx) knows the height without loading the button.
 */
export const BUTTON_HEIGHTS = { small: '2rem', medium: TOUCH_TARGET } as const satisfies Record<ButtonSize, string>;

/** The height rule of a button of `size` (`min-height` on the button, `height` on its outline). */
export const buttonHeight = (size: ButtonSize, property: 'height' | 'min-height') => css`
  ${property}: ${BUTTON_HEIGHTS[size]};
  ${media.mobile} {
    ${property}: ${TOUCH_TARGET};
  }
`;
