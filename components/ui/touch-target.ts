import { css } from 'styled-components';
import { media, TOUCH_TARGET } from '@/config/layout';

/**
 * A link or small control that stands on its own (not a link inside running text) is at least
 * TOUCH_TARGET tall on phones, its text centred in it; on wider screens it keeps its own size.
 */
export const touchTargetOnPhones = css`
  ${media.mobile} {
    display: inline-flex;
    align-items: center;
    min-height: ${TOUCH_TARGET};
  }
`;
