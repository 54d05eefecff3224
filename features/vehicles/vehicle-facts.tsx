import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A vehicle's facts as label and value pairs, in as many columns as fit (the card and its details). */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: 0.75rem 1.5rem;
  margin: 0 0 1rem;

  dt {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

/** One fact within Facts: its label and its value. */
export function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
