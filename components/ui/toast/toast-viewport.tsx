import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { media } from '@/config/layout';
import { KEEP_INTERACTIVE_ATTRIBUTE } from '../keep-interactive';
import { VisuallyHidden } from '../visually-hidden';
import { ToastItem } from './toast-item';
import { isShown, type Toast } from './toast-state';


const List = styled.ol`
  position: fixed;
  z-index: 110;
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

const noSubscription = () => () => undefined;

interface ToastViewportProps {
  toasts: readonly Toast[];
  onDismiss: (id: string) => void;
  onPause: (id: string) => void;
  onResume: (id: string) => void;
}

/**
 * The visible stack (newest first) and two live regions that are in the page before any toast
 * arrives, so additions are announced: errors assertively, the rest politely. The regions carry
 * aria-live without a status/alert role so they never compete with a screen's own alerts.
 */
export function ToastViewport({ toasts, onDismiss, onPause, onResume }: ToastViewportProps) {
  const { t } = useTranslation('common');
  // Portalled to the body on the client only: server markup stays free of it.
  const mounted = useSyncExternalStore(noSubscription, () => true, () => false);
  if (!mounted) return null;

  const shown = toasts.filter(isShown);
  const announcement = (toast: Toast) => (
    <p key={toast.id}>
      {t(`ui.toastKind.${toast.kind}`)}: {toast.message}
    </p>
  );

  return createPortal(
    <div {...{ [KEEP_INTERACTIVE_ATTRIBUTE]: '' }}>
      {shown.length > 0 && (
        <section aria-label={t('ui.statusMessages')}>
          <List>
            {shown.map((toast) => (
              <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} onPause={onPause} onResume={onResume} />
            ))}
          </List>
        </section>
      )}
      <VisuallyHidden as="div" aria-live="polite" data-testid="toast-live-polite">
        {shown.filter((toast) => toast.kind !== 'error').map(announcement)}
      </VisuallyHidden>
      <VisuallyHidden as="div" aria-live="assertive" data-testid="toast-live-assertive">
        {shown.filter((toast) => toast.kind === 'error').map(announcement)}
      </VisuallyHidden>
    </div>,
    document.body,
  );
}
