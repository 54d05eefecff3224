import { css } from 'styled-components';
import { media } from '@/config/layout';

/**
 * Side by side on a wider screen (`columns`, as grid-template-columns writes them), one under the
 * other on a phone (`onPhone`, a single column), `gapOnPhone` apart there when given. Alignment is
 * the caller's.
 */
export const columnsOnWide = (columns: string, gap: string, onPhone = '1fr', gapOnPhone?: string) => css`
  display: grid;
  grid-template-columns: ${columns};
  gap: ${gap};

  ${media.mobile} {
    grid-template-columns: ${onPhone};
    ${gapOnPhone ? `gap: ${gapOnPhone};` : ''}
  }
`;
