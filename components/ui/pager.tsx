import { useState } from 'react';
import styled from 'styled-components';
import { Button } from './button';

const Row = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  flex-wrap: wrap;
  padding-top: 0.75rem;

  p {
    margin: 0;
  }
`;

export interface PagerProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. "Pages of earned points". */
  label: string;
  labels: { previous: string; next: string; position: string };
  /** A page is on its way: the button pressed says so, and neither asks again meanwhile. */
  busy?: boolean;
}

type Direction = 'previous' | 'next';

/**
 * Previous and next page of a list, with where the owner is ("Page 2 of 5"); nothing for one page.
 * The buttons are never `disabled`: a disabled button loses the keyboard focus, so pressing Next
 * onto the last page, or while a page loads, would drop the owner at the top of the document.
 * They are `aria-disabled` instead (announced as unavailable, presses ignored), and the one pressed
 * shows that its page is loading.
 */
export function Pager({ page, pageCount, onPageChange, label, labels, busy = false }: PagerProps) {
  // The button pressed for the page on its way; none once it is there (or when the list is
  // busy for another reason, such as a new sort).
  const [pressed, setPressed] = useState<Direction | null>(null);
  if (!busy && pressed) setPressed(null);
  if (pageCount <= 1) return null;

  const button = (direction: Direction, target: number, text: string) => {
    const possible = target >= 1 && target <= pageCount;
    const loading = busy && pressed === direction;
    const unavailable = !loading && (!possible || busy);
    return (
      <Button
        variant="secondary"
        size="small"
        loading={loading}
        {...(unavailable ? { 'aria-disabled': true } : {})}
        onClick={() => {
          if (unavailable) return;
          setPressed(direction);
          onPageChange(target);
        }}
      >
        {text}
      </Button>
    );
  };

  return (
    <Row aria-label={label}>
      {button('previous', page - 1, labels.previous)}
      <p aria-live="polite">{labels.position}</p>
      {button('next', page + 1, labels.next)}
    </Row>
  );
}
