import { useDeferredValue, useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media } from '@/config/layout';
import { Card } from './card';
import { Heading } from './heading';
import { Skeleton } from './skeleton';
import { titleRowLayout } from './title-row';
import { VisuallyHidden } from './visually-hidden';

/** The height an off-screen section is taken to have before it is first drawn (about a tile's). */
const SECTION_SIZE_ESTIMATE = '20rem';

/** A section's top: its heading, and at the far end its link to more, a touch target high. */
export const sectionTop = css`
  h2 {
    margin: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Top = styled.div`
  ${titleRowLayout('baseline', '1rem')}
  margin-bottom: 0.75rem;
  ${sectionTop}
`;

/**
 * With `drawnWhenNear`, a section off the screen is not laid out or painted until the owner
 * scrolls near it (content-visibility: auto); until then it takes `SECTION_SIZE_ESTIMATE` of
 * height, and then the height it last had. Laying out home's rewards and news as the page opens,
 * their text shaped for the first time, made that layout about twice as long
 * (docs/performance.md#drawn-when-near).
 *
 * Only for a section that is never on a page's first screen: Chromium lays a section out at the
 * estimate in the frame it first appears, finds it near, and lays it out at its own height in the
 * next, so what is below it moves. Home's points and workshop, on a phone's first screen under the
 * cars, had it, and the workshop moved 216 px up into view (CLS 0.044). Home's rewards and news use
 * it; elsewhere it is off (on the Points tab it added layout shift). The section stays in the
 * accessibility tree and in find-in-page; its dialogs are portals, outside it.
 */
const Section = styled(Card)`
  height: 100%;

  /* Flat: a section whose items are cards themselves (tiles) is no card around them. */
  &[data-flat] {
    padding: 0;
    border: 0;
    border-radius: 0;
    background: none;
  }

  &[data-drawn-when-near] {
    content-visibility: auto;
    contain-intrinsic-block-size: auto ${SECTION_SIZE_ESTIMATE};
  }
`;

/**
 * A titled card section (a dashboard tile): heading, an optional link to more, and its content.
 *
 * The content is drawn a step behind (useDeferredValue): when a section's answer arrives, the
 * section itself re-renders at once, but this card keeps the content it drew last (the outline),
 * which React then skips, and draws the new content in the background, in slices of a few
 * milliseconds that the browser can interleave with the owner's input. A section's answer is
 * otherwise one long task of rendering, a sync one, since React Query's updates cannot be
 * transitions. `busy` follows the content, so aria-busy ends when the content is drawn.
 */
export function SectionCard({
  title,
  link,
  children,
  busy = false,
  drawnWhenNear = false,
  flat = false,
}: {
  title: string;
  link?: ReactNode;
  children: ReactNode;
  busy?: boolean;
  /** Not laid out while off the screen (see `Section`): for a page of several sections, below its first screen. */
  drawnWhenNear?: boolean;
  /** No card around it: its content is cards (tiles), and a card in a card is one box too many. */
  flat?: boolean;
}) {
  const headingId = useId();
  const content = useDeferredValue(children);
  const drawing = useDeferredValue(busy);
  return (
    <Section
      forwardedAs="section"
      aria-labelledby={headingId}
      aria-busy={drawing || undefined}
      data-drawn-when-near={drawnWhenNear ? '' : undefined}
      data-flat={flat ? '' : undefined}
    >
      <Top>
        <Heading level={2} size={3} id={headingId} label>
          {title}
        </Heading>
        {link}
      </Top>
      {content}
    </Section>
  );
}

// Only a height: the lines inside lay out as they do without it.
const Reserve = styled.div<{ $minHeight: string; $minHeightOnPhone?: string }>`
  min-height: ${({ $minHeight }) => $minHeight};

  ${media.mobile} {
    min-height: ${({ $minHeight, $minHeightOnPhone }) => $minHeightOnPhone ?? $minHeight};
  }
`;

/**
 * Lines shaped like a section's content while it loads, with the loading text for screen readers.
 * `minHeight` reserves about the height of the content to come, so what follows the section does
 * not jump when it arrives (CLS 0); `minHeightOnPhone` where the content's lines wrap on a phone.
 */
export function SectionSkeleton({
  label,
  lines = 3,
  minHeight,
  minHeightOnPhone,
}: {
  label: string;
  lines?: number;
  minHeight?: string;
  minHeightOnPhone?: string;
}) {
  const shapes = (
    <>
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton key={index} width={index === 0 ? '60%' : '85%'} height="1.1rem" />
      ))}
    </>
  );
  return minHeight ? (
    <Reserve $minHeight={minHeight} $minHeightOnPhone={minHeightOnPhone}>
      {shapes}
    </Reserve>
  ) : (
    shapes
  );
}
