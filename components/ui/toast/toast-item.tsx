import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TOAST_PROGRESS_TICK_MS, type ToastKind } from '@/config/toast';
import { CheckIcon } from '../icons/check-icon';
import { CloseIcon } from '../icons/close-icon';
import { ErrorIcon } from '../icons/error-icon';
import { iconButton } from '../icon-button';
import { WarningIcon } from '../icons/warning-icon';
import { VisuallyHidden } from '../visually-hidden';
import { progress, type Toast } from './toast-state';

const ICONS: Record<ToastKind, typeof CheckIcon> = { success: CheckIcon, warning: WarningIcon, error: ErrorIcon };

const Item = styled.li`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 0.75rem 0.5rem 0.875rem 1rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.medium};
  color: ${({ theme }) => theme.colors.onStatus};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.25);

  > svg {
    flex-shrink: 0;
    margin-top: 0.625rem;
  }
`;

const Content = styled.div`
  flex: 1;
  min-width: 0;
  padding-top: 0.5rem;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const Close = styled.button`
  ${iconButton}
  border-radius: ${({ theme }) => theme.radii.small};

  /* On a status colour the brand focus colour may not stand out; the text colour does. */
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.onStatus};
    outline-offset: -3px;
  }
`;

const Bar = styled.span`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  height: 4px;
  background: currentColor;
  opacity: 0.7;
  transform-origin: left center;
`;

interface ToastItemProps {
  toast: Toast;
  onDismiss: (id: string) => void;
  onPause: (id: string) => void;
  onResume: (id: string) => void;
}

/** One toast: icon, message (or custom content), a close button and the progress bar. */
export function ToastItem({ toast, onDismiss, onPause, onResume }: ToastItemProps) {
  const { t } = useTranslation('common');
  const [now, setNow] = useState(() => Date.now());
  const hovered = useRef(false);
  const focused = useRef(false);
  const running = !toast.paused;

  // The progress bar moves in progress ticks while the countdown runs.
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), TOAST_PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [running]);

  const updatePause = () => {
    if (!toast.pausable) return;
    if (hovered.current || focused.current) onPause(toast.id);
    else onResume(toast.id);
  };

  const Icon = ICONS[toast.kind];
  const dismiss = () => onDismiss(toast.id);

  return (
    <Item
      style={{ backgroundColor: toast.color }}
      data-kind={toast.kind}
      data-paused={toast.paused || undefined}
      onMouseEnter={() => {
        hovered.current = true;
        updatePause();
      }}
      onMouseLeave={() => {
        hovered.current = false;
        updatePause();
      }}
      onFocus={() => {
        focused.current = true;
        updatePause();
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        focused.current = false;
        updatePause();
      }}
    >
      <Icon size={20} />
      <Content>
        <VisuallyHidden>{t(`ui.toastKind.${toast.kind}`)}: </VisuallyHidden>
        {toast.render ? toast.render(toast, { dismiss }) : toast.message}
      </Content>
      <Close type="button" aria-label={t('ui.dismissNotification')} onClick={dismiss}>
        <CloseIcon size={20} />
      </Close>
      <Bar aria-hidden="true" data-testid="toast-progress" style={{ transform: `scaleX(${progress(toast, Math.max(now, toast.startedAt ?? now))})` }} />
    </Item>
  );
}
