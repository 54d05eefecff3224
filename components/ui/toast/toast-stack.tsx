import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BOTTOM_ROOM, LAYER, media } from '@/config/layout';
import { useRoomFor } from '../bottom-dock';
import { ToastItem } from './toast-item';
import type { Toast } from './toast-state';

/**
 * Right above the bottom dock (components/ui/bottom-dock.tsx), never on it: the page's room below
 * its end counts the toasts too. A layer of their own, over a dialog, since a dialog's action is
 * reported in a toast; while a dialog is open (on a phone a sheet at the bottom) they go to the top
 * of the screen, off its buttons.
 */
const List = styled.ol`
  position: fixed;
  z-index: ${LAYER.toasts};
  bottom: var(${BOTTOM_ROOM.dock}, 0px);
  right: 1.25rem;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  width: min(24rem, calc(100vw - 2rem));
  margin: 0;
  /* The space between the toasts and the dock is the list's own, so the room it asks for counts it;
     only the toasts catch the pointer. */
  padding: 0.75rem 0;
  list-style: none;
  pointer-events: none;

  > li {
    pointer-events: auto;
  }

  ${media.mobile} {
    left: 0.75rem;
    right: 0.75rem;
    width: auto;
  }

  body:has([aria-modal='true']) & {
    top: 0;
    bottom: auto;
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
  const [list, setList] = useState<HTMLOListElement | null>(null);
  useRoomFor(list, BOTTOM_ROOM.toasts);
  return (
    <section aria-label={t('ui.statusMessages')}>
      <List ref={setList}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} onPause={onPause} onResume={onResume} />
        ))}
      </List>
    </section>
  );
}
