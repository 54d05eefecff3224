import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

/**
 * A title and what goes with it (an action, a badge, a picker) at the two ends of a row, wrapping
 * when they do not fit: for a row styled otherwise than TitleRow (a section card's top).
 */
export const titleRowLayout = (align: 'center' | 'baseline' | 'end', gap: string) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: ${align};
  justify-content: space-between;
  gap: ${gap};
`;

const Row = styled.div`
  ${titleRowLayout('center', '0.5rem 1rem')}

  h2,
  h3 {
    margin: 0;
  }
`;

/**
 * A section's title (or status line) with its action at the far end (a print button, "mark all
 * as read"): side by side while they fit, the action under the title when they do not.
 */
export function TitleRow({ children, action, className }: { children: ReactNode; action?: ReactNode; className?: string }) {
  return (
    <Row className={className}>
      {children}
      {action}
    </Row>
  );
}
