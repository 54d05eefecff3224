import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div<{ $tone: 'error' | 'success' }>`
  margin: 0 0 1.25rem;
  padding: 0.875rem 1rem;
  border-radius: ${({ theme }) => theme.radii.medium};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.error : theme.colors.success)};
  border-left-width: 6px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  &:focus {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * A form's or a page's own message: a failure (alert, read at once) or a confirmation (status),
 * e.g. a failed sign-in or an e-mail link's outcome. It can take focus so keyboard and
 * screen-reader users land on it after submitting.
 */
export function FormAlert({ tone, children, ref }: { tone: 'error' | 'success'; children: ReactNode; ref?: React.Ref<HTMLDivElement> }) {
  return (
    <Box ref={ref} $tone={tone} role={tone === 'error' ? 'alert' : 'status'} tabIndex={-1}>
      {children}
    </Box>
  );
}
