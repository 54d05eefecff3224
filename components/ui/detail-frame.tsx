import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { ErrorState } from './error-state';
import { focusRing } from './focus-ring';
import { ChevronIcon } from './icons/chevron-icon';
import { Link } from './link';
import { VisuallyHidden } from './visually-hidden';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  min-height: 2.75rem;
  margin-bottom: 0.5rem;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  ${focusRing}
`;

/** What the frame reads of one item's query (React Query's result has these). */
export interface DetailQuery<T> {
  data: T | undefined;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface DetailFrameProps<T> {
  query: DetailQuery<T>;
  /** Back to the list the item was opened from (a shallow link: the list keeps its state). */
  backHref: string;
  backLabel: string;
  /** Read to screen readers while the item loads. */
  loadingLabel: string;
  /** The item's shape while it loads (hidden from screen readers by the shapes themselves). */
  outline: ReactNode;
  /** True when the backend says the item does not exist: then there is nothing to retry. */
  missing: boolean;
  missingMessage: string;
  errorMessage: string;
  /** The item; its heading takes `headingRef` (with tabIndex -1), which gets focus when the item comes. */
  children: (data: T, headingRef: RefObject<HTMLHeadingElement | null>) => ReactNode;
}

/**
 * One item on its own URL inside a list's page (a news article, a reward): a link back to the
 * list, the item's outline while it loads, its error (with retry unless it is missing), and the
 * item itself. Opening an item moves the reader to its heading, as a new page would, once: a
 * failed refetch keeps the item on screen and does not move focus again.
 */
export function DetailFrame<T>({ query, backHref, backLabel, loadingLabel, outline, missing, missingMessage, errorMessage, children }: DetailFrameProps<T>) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = query.data !== undefined;

  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded]);

  const back = (
    <Back href={backHref} shallow>
      <ChevronIcon size={18} pointing="left" />
      {backLabel}
    </Back>
  );

  if (query.isPending) {
    return (
      <div aria-busy="true">
        {back}
        <VisuallyHidden role="status">{loadingLabel}</VisuallyHidden>
        {outline}
      </div>
    );
  }

  // Only when nothing is shown yet: a failed refetch keeps the item on screen.
  if (query.data === undefined) {
    return (
      <div>
        {back}
        <ErrorState
          message={missing ? missingMessage : errorMessage}
          onRetry={missing ? undefined : () => void query.refetch()}
          retrying={query.isFetching}
        />
      </div>
    );
  }

  return (
    <div>
      {back}
      {children(query.data, headingRef)}
    </div>
  );
}
