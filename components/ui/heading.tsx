import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';

/** A heading's font size per level, and its line height (also what a text outline copies: features/vehicles/vehicle-card.tsx). */
export const HEADING_SIZES = { 1: 'clamp(1.6rem, 1.2rem + 1.5vw, 2.25rem)', 2: '1.35rem', 3: '1.125rem', 4: '1rem' } as const;
export const HEADING_LINE_HEIGHT = 1.2;
type Level = keyof typeof HEADING_SIZES;

const Base = styled.h2<{ $size: Level }>`
  margin: 0 0 0.5em;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: ${({ theme }) => theme.headingWeight};
  text-transform: ${({ theme }) => theme.headingTransform};
  font-size: ${({ $size }) => HEADING_SIZES[$size]};
  line-height: ${HEADING_LINE_HEIGHT};
`;

interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The outline level (h1–h4), chosen by where the heading sits in the page. */
  level: Level;
  /** How big it looks, when that differs from its level. */
  size?: Level;
  /** For moving focus to the heading (give it tabIndex={-1}). */
  ref?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** A heading in the brand's heading style, its look independent of its level. */
export function Heading({ level, size, children, ...rest }: HeadingProps) {
  return (
    <Base as={`h${level}`} $size={size ?? level} {...rest}>
      {children}
    </Base>
  );
}
