import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LAYER, media } from '@/config/layout';
import { ToastItem } from './toast-item';
import type { Toast } from './toast-state';

const List = styled.ol`
  position: fixed;
  z-index: ${LAYER.toasts};
  top: 5rem;
  right: 1rem;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  width: min(24rem, calc(100vw - 2rem));
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.mobile} {
    top: auto;
    bottom: 0.75rem;
    left: 0.75rem;
    right: 0.75rem;
    width: auto;
  }
`;

export interface ToastStackProps {
  toasts: readonly Toast[];
  onDismiss: (id: string) => void;
  onPause: (id: string) => void;
  onResume: (id: string) => void;
}

/** The visible toasts, newest first. Loaded with the first toast (toast-viewport.tsx). */
export function ToastStack({ toasts, onDismiss, onPause, onResume }: ToastStackProps) {
  const { t } = useTranslation('common');
  return (
    <section aria-label={t('ui.statusMessages')}>
      <List>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} onPause={onPause} onResume={onResume} />
        ))}
      </List>
    </section>
  );
}
