import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { onDemandInBrowser } from '@/lib/on-demand';
import { useInBrowser } from '@/lib/use-in-browser';
import { KEEP_INTERACTIVE_ATTRIBUTE } from '../keep-interactive';
import { VisuallyHidden } from '../visually-hidden';
import { isShown, type Toast } from './toast-state';

// The visible stack (its styles, buttons and icons) loads with the first toast; the live regions
// below are in the page from the start, so the first toast is announced too. Offline, it comes
// once the browser is back online (lib/on-demand.tsx).
const ToastStack = onDemandInBrowser(() => import('./toast-stack'), (m) => m.ToastStack);

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
  const mounted = useInBrowser();
  if (!mounted) return null;

  const shown = toasts.filter(isShown);
  const announcement = (toast: Toast) => (
    <p key={toast.id}>
      {t(`ui.toastKind.${toast.kind}`)}: {toast.message}
    </p>
  );

  return createPortal(
    <div {...{ [KEEP_INTERACTIVE_ATTRIBUTE]: '' }}>
      {shown.length > 0 && <ToastStack toasts={shown} onDismiss={onDismiss} onPause={onPause} onResume={onResume} />}
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
