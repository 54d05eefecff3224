import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from './focus-ring';

const List = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Item = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const ItemHeading = styled.h3`
  margin: 0;
  font-size: inherit;
`;

const Trigger = styled.button`
  display: flex;
  width: 100%;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  min-height: 3rem;
  padding: 0.75rem 0.25rem;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
  ${focusRing}

  /* The chevron, drawn by the button's own box (two borders of a square turned 45°): one rule in
     the style sheet, not an SVG in every question, so the FAQ's static page stays small enough
     for React to send it in place (docs/performance.md#help-static). */
  &::after {
    content: '';
    flex-shrink: 0;
    width: 0.5rem;
    height: 0.5rem;
    margin: 0 0.375rem 0.25rem;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(45deg);
    transition: transform 150ms ease;
  }
  &[aria-expanded='true']::after {
    margin-bottom: -0.25rem;
    transform: rotate(-135deg);
  }
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Panel = styled.div`
  padding: 0 0.25rem 1rem;
  color: ${({ theme }) => theme.colors.text};

  p {
    margin: 0 0 0.75rem;
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

interface AccordionProps {
  items: readonly AccordionItem[];
  /** The heading level that wraps each button, by where the accordion sits in the page. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * Sections that open and close (WAI-ARIA accordion pattern): each title is a button inside a
 * heading, with aria-expanded, controlling a region labelled by it. Any number may be open. A
 * closed section's region is there, hidden and empty: its content is drawn when it opens, so a
 * page of many questions (help's FAQ) sends only their titles.
 */
export function Accordion({ items, headingLevel = 3, className }: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const HeadingTag = `h${headingLevel}` as const;

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <List className={className}>
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <Item key={item.id}>
            <ItemHeading as={HeadingTag}>
              <Trigger type="button" id={buttonId} aria-expanded={expanded} aria-controls={panelId} onClick={() => toggle(item.id)}>
                <span>{item.title}</span>
              </Trigger>
            </ItemHeading>
            <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
              {expanded && item.content}
            </Panel>
          </Item>
        );
      })}
    </List>
  );
}
