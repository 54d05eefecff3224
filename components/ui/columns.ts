import { css } from 'styled-components';
import { media } from '@/config/layout';

/**
 * Side by side on a wider screen (`columns`, as grid-template-columns writes them), one under the
 * other on a phone (`onPhone`, a single column). Alignment and a phone's own gap are the caller's.
 */
export const columnsOnWide = (columns: string, gap: string, onPhone = '1fr') => css`
  display: grid;
  grid-template-columns: ${columns};
  gap: ${gap};

  ${media.mobile} {
    grid-template-columns: ${onPhone};
  }
`;
