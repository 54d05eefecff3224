import { css } from 'styled-components';
import { TOUCH_TARGET } from '@/config/layout';

/**
 * A button that is only an icon (a close button): square, a touch target wide and tall, no frame
 * and the colour of the text around it. Its corners, hover and focus are the caller's.
 */
export const iconButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${TOUCH_TARGET};
  height: ${TOUCH_TARGET};
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
`;
