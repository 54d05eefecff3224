import Link from 'next/link';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Wrapper = styled.div`
  position: relative;
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
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 0.25rem);
  min-width: 12rem;
  margin: 0;
  padding: 0.25rem;
  list-style: none;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.18);

  a,
  button {
    display: block;
    width: 100%;
    padding: 0.625rem 0.75rem;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
    border-radius: ${({ theme }) => theme.radii.small};

    &:hover,
    &:focus-visible {
      background: ${({ theme }) => theme.colors.surface};
    }
  }
`;

interface AccountMenuProps {
  /** The owner's first and last name. */
  title: string;
  label: string;
  profileHref: string;
  onLogout: () => void;
}

/** The header's dropdown titled with the owner's name: Profile and Logout. */
export function AccountMenu({ title, label, profileHref, onLogout }: AccountMenuProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    wrapper.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const items = [...(wrapper.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const index = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      setOpen(false);
      trigger.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      items[(index + 1) % items.length]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      items[(index - 1 + items.length) % items.length]?.focus();
    }
  };

  return (
    <Wrapper ref={wrapper} onKeyDown={onKeyDown}>
      <Trigger
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        title={label}
        onClick={() => setOpen((value) => !value)}
      >
        {title}
      </Trigger>
      {open && (
        <Menu id={menuId} role="menu" aria-label={title}>
          <li role="none">
            <Link role="menuitem" href={profileHref} onClick={() => setOpen(false)}>
              {t('nav.profile')}
            </Link>
          </li>
          <li role="none">
            <button role="menuitem" type="button" onClick={onLogout}>
              {t('nav.logout')}
            </button>
          </li>
        </Menu>
      )}
    </Wrapper>
  );
}
