import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { HEADING_LINE_HEIGHT, HEADING_MARGIN, HEADING_SIZES } from '@/styles/typography';

type Level = keyof typeof HEADING_SIZES;

const Base = styled.h2<{ $size: Level; $label: boolean }>`
  margin: ${HEADING_MARGIN};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-weight: ${({ theme }) => theme.headingWeight};
  /* The brand's capitals only on short labels of ours (docs/design.md#type): a long word or a name in them breaks badly. */
  text-transform: ${({ theme, $label }) => ($label ? theme.headingTransform : 'none')};
  font-size: ${({ $size }) => HEADING_SIZES[$size]};
  line-height: ${HEADING_LINE_HEIGHT};
`;

interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The outline level (h1–h4), chosen by where the heading sits in the page. */
  level: Level;
  /** How big it looks, when that differs from its level. */
  size?: Level;
  /**
   * A short label of ours (a section's title such as "Your cars"), drawn in the brand's label style
   * (capitals on Volta). Never for what an owner or an editor wrote (a car's nickname, a reward's
   * title): words in capitals that do not fit a line break in the middle.
   */
  label?: boolean;
  /** For moving focus to the heading (give it tabIndex={-1}). */
  ref?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/** A heading in the brand's heading style, its look independent of its level. */
export function Heading({ level, size, label = false, children, ...rest }: HeadingProps) {
  return (
    <Base as={`h${level}`} $size={size ?? level} $label={label || level === 1} {...rest}>
      {children}
    </Base>
  );
}
