import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LAYER, media } from '@/config/layout';
import { focusRing } from './focus-ring';
import { iconButton } from './icon-button';
import { CloseIcon } from './icons/close-icon';
import { KEEP_INTERACTIVE_ATTRIBUTE } from './keep-interactive';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${LAYER.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 1rem;
  background: rgb(0 0 0 / 0.6);

  ${media.mobile} {
    align-items: flex-end;
    padding: 0;
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 32rem;
  max-height: calc(100vh - 2rem);
  overflow: auto;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  box-shadow: 0 16px 48px rgb(0 0 0 / 0.3);

  &:focus {
    outline: none;
  }

  ${media.mobile} {
    max-width: none;
    max-height: 90vh;
    border-radius: ${({ theme }) => `${theme.radii.large} ${theme.radii.large} 0 0`};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
  padding: 1.25rem 1.25rem 0 1.5rem;

  h2 {
    margin: 0.4rem 0 0;
  }
`;

const CloseButton = styled.button`
  ${iconButton}
  border-radius: ${({ theme }) => theme.radii.medium};
  ${focusRing}
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Body = styled.div`
  padding: 0.75rem 1.5rem 1.5rem;
`;

const Description = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
  padding: 0 1.5rem 1.5rem;

  ${media.mobile} {
    flex-direction: column-reverse;
    > * {
      width: 100%;
    }
  }
`;

interface DialogProps {
  open: boolean;
  /** Called on Escape, the close button or a click on the backdrop. */
  onClose: () => void;
  /** The dialog's name, shown as its heading. */
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom, e.g. Cancel and Confirm. */
  actions?: ReactNode;
  /** Where focus starts; by default the first focusable element after the close button. */
  initialFocus?: RefObject<HTMLElement | null>;
  closeLabel?: string;
}

/**
 * A modal dialog: named by its title, keeps keyboard focus inside, closes on Escape, and gives
 * focus back to whatever had it before it opened. The rest of the page is made inert meanwhile.
 */
export function Dialog({ open, onClose, title, description, children, actions, initialFocus, closeLabel }: DialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const descriptionId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const portalHost = useRef<HTMLDivElement | null>(null);
  // The newest onClose without re-running the open/close effect each render.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    const host = portalHost.current;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const outside = [...document.body.children].filter(
      (element): element is HTMLElement => element instanceof HTMLElement &&
        element !== host &&
        !element.hasAttribute('inert') &&
        !element.hasAttribute(KEEP_INTERACTIVE_ATTRIBUTE),
    );
    outside.forEach((element) => element.setAttribute('inert', ''));
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const focusables = [...(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = initialFocus?.current ?? focusables[1] ?? focusables[0] ?? panel.current;
    first?.focus();

    // Focus that lands outside (a click on the backdrop, assistive tech) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (panel.current && !panel.current.contains(event.target as Node)) panel.current.focus();
    };
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('focusin', onFocusIn);
      outside.forEach((element) => element.removeAttribute('inert'));
      document.body.style.overflow = overflow;
      returnTo?.focus();
    };
  }, [open, initialFocus]);

  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusables = [...(panel.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === panel.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div
      ref={(node) => {
        portalHost.current = node;
      }}
    >
      <Backdrop
        onMouseDown={(event) => {
          if (event.target === event.currentTarget) onCloseRef.current();
        }}
      >
        <Panel
          ref={panel}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={description ? descriptionId : undefined}
          tabIndex={-1}
          onKeyDown={onKeyDown}
        >
          <Header>
            <h2 id={titleId}>{title}</h2>
            <CloseButton type="button" aria-label={closeLabel ?? t('ui.close')} onClick={() => onCloseRef.current()}>
              <CloseIcon size={20} />
            </CloseButton>
          </Header>
          <Body>
            {description && <Description id={descriptionId}>{description}</Description>}
            {children}
          </Body>
          {actions && <Actions>{actions}</Actions>}
        </Panel>
      </Backdrop>
    </div>,
    document.body,
  );
}
