import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './button';
import { ErrorIcon } from './icons/error-icon';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 2rem 1rem;
  text-align: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};

  > svg {
    color: ${({ theme }) => theme.colors.error};
  }
`;

const Message = styled.p`
  margin: 0;
  max-width: 32rem;
  font-weight: 600;
`;

interface ErrorStateProps {
  /** Already translated text for the user; defaults to a generic message. Never a server string. */
  message?: ReactNode;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  /** True while the retry runs: the button shows it is busy. */
  retrying?: boolean;
  className?: string;
}

/** A failed load in place of the content, with a way to try again. Announced as an alert. */
export function ErrorState({ message, onRetry, retryLabel, retrying = false, className }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <Box className={className}>
      <ErrorIcon size={32} />
      <Message role="alert">{message ?? t('ui.genericError')}</Message>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          {retryLabel ?? t('ui.tryAgain')}
        </Button>
      )}
    </Box>
  );
}
