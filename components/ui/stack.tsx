import styled from 'styled-components';
import { media } from '@/config/layout';

const SPACE = { xs: '0.25rem', s: '0.5rem', m: '1rem', l: '1.5rem', xl: '2.5rem' } as const;
export type Space = keyof typeof SPACE;

/**
 * Lays children out with even gaps. A `row` becomes a full-width column below the mobile
 * breakpoint unless `keepRow` is set (icon and text pairs).
 */
export const Stack = styled.div<{ $gap?: Space; $row?: boolean; $keepRow?: boolean; $align?: 'start' | 'center' | 'end' | 'stretch'; $wrap?: boolean }>`
  display: flex;
  flex-direction: ${({ $row }) => ($row ? 'row' : 'column')};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  align-items: ${({ $align = 'stretch', $row }) => ($row && $align === 'stretch' ? 'center' : $align === 'start' || $align === 'end' ? `flex-${$align}` : $align)};
  gap: ${({ $gap = 'm' }) => SPACE[$gap]};

  ${media.mobile} {
    ${({ $row, $keepRow }) => ($row && !$keepRow ? 'flex-direction: column; align-items: stretch;' : '')}
  }
`;
