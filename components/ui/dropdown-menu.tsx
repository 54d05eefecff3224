import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { LAYER, media } from '@/config/layout';
import { Link } from './link';
import { focusRing } from './focus-ring';
import { ChevronIcon } from './icons/chevron-icon';

export interface DropdownMenuItem {
  id: string;
  label: string;
  icon?: ReactNode;
  /** A link item navigates; otherwise onSelect runs. */
  href?: string;
  onSelect?: () => void;
}

interface DropdownMenuProps {
  /** What the button shows, e.g. the owner's name. */
  label: ReactNode;
  /** An accessible name for the button when its content is an icon or needs more words. */
  buttonLabel?: string;
  items: readonly DropdownMenuItem[];
  /** The side the menu lines up with. */
  align?: 'start' | 'end';
  className?: string;
}

const Wrapper = styled.div`
  position: relative;
  display: inline-block;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  padding: 0 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Menu = styled.ul<{ $align: 'start' | 'end' }>`
  position: absolute;
  z-index: ${LAYER.menu};
  top: calc(100% + 0.25rem);
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  min-width: 12rem;
  margin: 0;
  padding: 0.25rem;
  list-style: none;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.18);

  ${media.mobile} {
    min-width: min(16rem, calc(100vw - 2rem));
  }
`;

const itemStyle = css`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  width: 100%;
  min-height: 2.75rem;
  padding: 0 0.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.small};
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
  ${focusRing}
  &:focus-visible {
    outline-offset: -3px;
  }
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const ItemButton = styled.button`
  ${itemStyle}
`;

const ItemLink = styled(Link)`
  ${itemStyle}
`;

type FocusTarget = 'first' | 'last' | null;

/**
 * A button that opens a menu of links and actions (WAI-ARIA menu button): arrow keys, Home and
 * End move, a letter jumps to the next matching item, Escape closes and puts focus back on the
 * button, Tab or a click outside closes.
 */
export function DropdownMenu({ label, buttonLabel, items, align = 'start', className }: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  // Where focus goes once the menu has rendered: the first item, or the last after ArrowUp.
  const focusTarget = useRef<FocusTarget>(null);
  const menuId = useId();
  const triggerId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  const menuItems = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  const openMenu = (target: FocusTarget) => {
    focusTarget.current = target;
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };

  useEffect(() => {
    if (!open || !focusTarget.current) return;
    const all = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    (focusTarget.current === 'first' ? all[0] : all[all.length - 1])?.focus();
    focusTarget.current = null;
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = menuItems();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(all.length - 1);
      case 'Escape':
        event.preventDefault();
        return close(true);
      case 'Tab':
        // From the button, the browser's own Tab move lands just before or after the widget.
        return close(true);
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          const key = event.key.toLocaleLowerCase();
          const order = [...all.slice(index + 1), ...all.slice(0, index + 1)];
          order.find((item) => item.textContent?.trim().toLocaleLowerCase().startsWith(key))?.focus();
        }
    }
  };

  return (
    <Wrapper ref={wrapper} className={className}>
      <Trigger
        ref={trigger}
        id={triggerId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={buttonLabel}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <ChevronIcon size={16} />
      </Trigger>
      {open && (
        <Menu ref={menu} id={menuId} role="menu" aria-labelledby={triggerId} $align={align} onKeyDown={onMenuKeyDown}>
          {items.map((item) => (
            <li key={item.id} role="none">
              {item.href !== undefined ? (
                <ItemLink role="menuitem" tabIndex={-1} href={item.href} onClick={() => close(false)}>
                  {item.icon}
                  {item.label}
                </ItemLink>
              ) : (
                <ItemButton
                  role="menuitem"
                  tabIndex={-1}
                  type="button"
                  onClick={() => {
                    close(true);
                    item.onSelect?.();
                  }}
                >
                  {item.icon}
                  {item.label}
                </ItemButton>
              )}
            </li>
          ))}
        </Menu>
      )}
    </Wrapper>
  );
}
