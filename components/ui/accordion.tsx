import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { focusRing } from './focus-ring';
import { ChevronIcon } from './icons/chevron-icon';

const List = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Item = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
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

  svg {
    flex-shrink: 0;
    transition: transform 150ms ease;
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
 * heading, with aria-expanded, controlling a region labelled by it. Any number may be open.
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
            <HeadingTag style={{ margin: 0, fontSize: 'inherit' }}>
              <Trigger type="button" id={buttonId} aria-expanded={expanded} aria-controls={panelId} onClick={() => toggle(item.id)}>
                <span>{item.title}</span>
                <ChevronIcon size={20} pointing={expanded ? 'up' : 'down'} />
              </Trigger>
            </HeadingTag>
            <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
              {item.content}
            </Panel>
          </Item>
        );
      })}
    </List>
  );
}
