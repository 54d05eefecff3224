import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';

const SIZES = { 1: 'clamp(1.6rem, 1.2rem + 1.5vw, 2.25rem)', 2: '1.35rem', 3: '1.125rem', 4: '1rem' } as const;
type Level = keyof typeof SIZES;

const Base = styled.h2<{ $size: Level }>`
  margin: 0 0 0.5em;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: ${({ theme }) => theme.headingWeight};
  text-transform: ${({ theme }) => theme.headingTransform};
  font-size: ${({ $size }) => SIZES[$size]};
  line-height: 1.2;
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
