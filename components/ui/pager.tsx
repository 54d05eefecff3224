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
  busy?: boolean;
}

/** Previous and next page of a list, with where the owner is ("Page 2 of 5"); nothing for one page. */
export function Pager({ page, pageCount, onPageChange, label, labels, busy = false }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <Row aria-label={label}>
      <Button variant="secondary" size="small" disabled={page <= 1 || busy} onClick={() => onPageChange(page - 1)}>
        {labels.previous}
      </Button>
      <p aria-live="polite">{labels.position}</p>
      <Button variant="secondary" size="small" disabled={page >= pageCount || busy} onClick={() => onPageChange(page + 1)}>
        {labels.next}
      </Button>
    </Row>
  );
}
