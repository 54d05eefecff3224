import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { HEADING_LINE_HEIGHT, HEADING_MARGIN, HEADING_SIZES } from '@/styles/typography';

type Level = keyof typeof HEADING_SIZES;

const Base = styled.h2<{ $size: Level }>`
  margin: ${HEADING_MARGIN};
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
