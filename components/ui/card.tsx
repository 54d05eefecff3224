import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '@/config/layout';

const Box = styled.div<{ $tone: 'surface' | 'plain' }>`
  background: ${({ theme, $tone }) => ($tone === 'surface' ? theme.colors.surface : theme.colors.background)};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  padding: 1.5rem;

  ${media.mobile} {
    padding: 1rem;
  }
`;

interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `section` or `article` when the card is a landmark or a self-contained item; a plain div otherwise. */
  as?: 'div' | 'section' | 'article' | 'li';
  tone?: 'surface' | 'plain';
  children: ReactNode;
}

/** A bordered box that groups related content. */
export function Card({ as = 'div', tone = 'surface', children, ...rest }: CardProps) {
  return (
    <Box as={as} $tone={tone} {...rest}>
      {children}
    </Box>
  );
}
