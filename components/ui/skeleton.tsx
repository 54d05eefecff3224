import { Fragment, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { buttonHeight, type ButtonSize } from './button-heights';
import { VisuallyHidden } from './visually-hidden';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

/**
 * A shape within a line sits at the line's top, moved down by half the room the line leaves it
 * (centred in the line, as text is): its box never reaches past the line's own, so the line is as
 * tall as the text's. Centred on the text's middle instead (vertical-align: middle), the shape hung
 * below the line where the font's x-height is large for the line (Plus Jakarta Sans in a heading's
 * 1.2 lines: half a pixel per line, which a list of outlines added up to a pixel of shift).
 */
const inLine = (height: string) => `
  display: inline-block;
  vertical-align: top;
  margin-top: calc((1lh - ${height}) / 2);
`;

const Block = styled.span<{ $width: string; $height: string; $round: boolean; $inline: boolean }>`
  ${({ $inline, $height }) => ($inline ? inLine($height) : 'display: block;')}
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ $height }) => $height};
  border-radius: ${({ $round, theme }) => ($round ? '999px' : theme.radii.small)};
  background: linear-gradient(
    90deg,
    ${({ theme }) => theme.colors.surfaceAlt} 25%,
    ${({ theme }) => theme.colors.background} 50%,
    ${({ theme }) => theme.colors.surfaceAlt} 75%
  );
  background-size: 200% 100%;
  animation: ${shimmer} 1.6s ease-in-out infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

interface SkeletonProps {
  /** Any CSS length. */
  width?: string;
  height?: string;
  /** A circle or pill, for avatars and tags. */
  round?: boolean;
  /**
   * A shape within a line of text: placed in the element the text will be in (no taller than its
   * line), the element keeps the height the text gives it, so nothing moves when the text comes.
   */
  inline?: boolean;
  className?: string;
}

/**
 * A placeholder shape while content loads. Hidden from screen readers: pair it with a
 * Spinner or an aria-busy container that says what is loading.
 */
export function Skeleton({ width = '100%', height = '1em', round = false, inline = false, className }: SkeletonProps) {
  return <Block aria-hidden="true" className={className} $width={width} $height={height} $round={round} $inline={inline} />;
}

/**
 * Lines of text in outline, placed in the element that will hold the text (a title, an address,
 * a figure): one shape per line, `widths` long, each as tall as the text and sitting in its line,
 * so the element keeps the height its text will give it and nothing moves when the text comes.
 */
export function TextSkeleton({ widths }: { widths: readonly string[] }) {
  return widths.map((width, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      <Skeleton inline width={width} height="1em" />
    </Fragment>
  ));
}

/**
 * A section's content while it loads: `label` for screen readers (a status), the outline hidden
 * from them. Without a label (the second and later items of a list) only the outline.
 */
export function LoadingOutline({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <>
      {label && <VisuallyHidden role="status">{label}</VisuallyHidden>}
      <div aria-hidden="true">{children}</div>
    </>
  );
}

const ButtonShape = styled(Skeleton)<{ $size: ButtonSize }>`
  && {
    ${({ $size }) => buttonHeight($size, 'height')}
  }
`;

/** The outline of a button in a section still loading: as tall as the button of that size, on phones too. */
export function ButtonSkeleton({ size = 'medium', width }: { size?: ButtonSize; width: string }) {
  return <ButtonShape $size={size} width={width} />;
}
