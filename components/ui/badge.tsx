import type { ReactNode } from 'react';
import styled from 'styled-components';

const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  padding: 0.125rem 0.5rem;
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.4;
  /* Tone shows in the border; the text stays the body colour on a light fill, readable in every theme. */
  border: 1px solid ${({ theme, $tone }) => ({ accent: theme.colors.primary, success: theme.colors.success, neutral: theme.colors.border })[$tone]};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
`;

export type BadgeTone = 'neutral' | 'accent' | 'success';

/** A short label on an item: "Partner offer", "Claimed". */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <Pill $tone={tone}>{children}</Pill>;
}
