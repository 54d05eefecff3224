import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  padding: 2.5rem 1rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.text};
`;

const IconCircle = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 4rem;
  height: 4rem;
  margin-bottom: 0.5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Title = styled.p`
  margin: 0;
  font-size: 1.125rem;
  font-weight: 600;
`;

const Description = styled.p`
  margin: 0;
  max-width: 28rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface EmptyStateProps {
  /** Defaults to a generic "nothing here yet". */
  title?: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** A next step, such as a Button. */
  action?: ReactNode;
  className?: string;
}

/** What a list or section shows when it has nothing in it yet. */
export function EmptyState({ title, description, icon, action, className }: EmptyStateProps) {
  const { t } = useTranslation('common');
  return (
    <Box className={className}>
      {icon && <IconCircle>{icon}</IconCircle>}
      <Title>{title ?? t('ui.empty')}</Title>
      {description && <Description>{description}</Description>}
      {action && <div>{action}</div>}
    </Box>
  );
}
