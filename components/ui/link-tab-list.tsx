import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SIDE_TABS_PHONE_GAP, media } from '@/config/layout';
import { Link } from './link';
import { focusRing } from './focus-ring';

export interface LinkTabItem {
  href: string;
  label: ReactNode;
  /** The page being shown; marked with aria-current="page". */
  current?: boolean;
  icon?: ReactNode;
}

interface LinkTabListProps {
  /** Names the navigation landmark, e.g. "Profile sections". */
  label: string;
  items: readonly LinkTabItem[];
  /**
   * Side tabs stack vertically on wide screens and, below the breakpoint, form a grid of two
   * columns, every tab whole on a phone's width (SIDE_TABS_PHONE_HEIGHT high for four); horizontal
   * tabs stay a row.
   */
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

const Nav = styled.nav<{ $vertical: boolean }>`
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: ${({ $vertical }) => ($vertical ? 'column' : 'row')};
    gap: 0.25rem;
    border-${({ $vertical }) => ($vertical ? 'left' : 'bottom')}: 1px solid ${({ theme }) => theme.colors.border};
  }

  ${media.mobile} {
    ul {
      flex-direction: row;
      overflow-x: auto;
      border-left: 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    ${({ $vertical }) =>
      $vertical &&
      `
      ul {
        display: grid;
        grid-template-columns: repeat(2, minmax(0, 1fr));
        gap: ${SIDE_TABS_PHONE_GAP};
        overflow: visible;
        border: 0;
      }
    `}
  }
`;

const TabLink = styled(Link)<{ $vertical: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  min-height: 2.75rem;
  padding: 0 1rem;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  text-decoration: none;
  border: 0 solid transparent;
  border-${({ $vertical }) => ($vertical ? 'left' : 'bottom')}-width: 3px;
  margin-${({ $vertical }) => ($vertical ? 'left' : 'bottom')}: -1px;
  ${focusRing}
  &:focus-visible {
    outline-offset: -3px;
  }

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.primary};
  }

  ${media.mobile} {
    border-width: 0 0 3px;
    margin: 0 0 -1px;

    ${({ $vertical, theme }) =>
      $vertical &&
      `
      justify-content: center;
      padding: 0 0.5rem;
      margin: 0;
      border: 1px solid ${theme.colors.border};
      border-radius: ${theme.radii.medium};

      &[aria-current='page'] {
        background: ${theme.colors.primary};
        border-color: ${theme.colors.primary};
        color: ${theme.colors.onPrimary};
      }
    `}
  }
`;

/**
 * Tabs that are routes (the profile's side tabs): ordinary links in a labelled navigation,
 * the current one marked with aria-current, so the browser's history and Tab key work as usual.
 */
export function LinkTabList({ label, items, orientation = 'horizontal', className }: LinkTabListProps) {
  const vertical = orientation === 'vertical';
  return (
    <Nav aria-label={label} className={className} $vertical={vertical}>
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <TabLink
              href={item.href}
              aria-current={item.current ? 'page' : undefined}
              $vertical={vertical}
              // A strip wider than the phone scrolls sideways: the focused tab comes fully into view.
              onFocus={(event) => event.currentTarget.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })}
            >
              {item.icon}
              {item.label}
            </TabLink>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
