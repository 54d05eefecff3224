import styled from 'styled-components';
import { CheckIcon } from './icons/check-icon';
import { CloseIcon } from './icons/close-icon';
import { VisuallyHidden } from './visually-hidden';

const List = styled.ul`
  list-style: none;
  margin: 0.25rem 0 0;
  padding: 0;
  display: grid;
  gap: 0.25rem;
`;

const Rule = styled.li<{ $met: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  color: ${({ theme, $met }) => ($met ? theme.colors.text : theme.colors.textMuted)};

  svg {
    flex-shrink: 0;
    color: ${({ theme, $met }) => ($met ? theme.colors.success : theme.colors.textMuted)};
  }
`;

export interface RuleListItem {
  id: string;
  met: boolean;
  label: string;
}

export interface RuleListProps {
  /** Referenced by the field's aria-describedby. */
  id: string;
  title: string;
  rules: readonly RuleListItem[];
  /** Read after each rule by screen readers, e.g. "met" and "not met". */
  metText: string;
  notMetText: string;
}

/** Rules an input must meet (a new password's), each marked met or not as the user types. */
export function RuleList({ id, title, rules, metText, notMetText }: RuleListProps) {
  return (
    <div id={id}>
      <span>{title}</span>
      <List>
        {rules.map((rule) => (
          <Rule key={rule.id} $met={rule.met} data-met={rule.met}>
            {rule.met ? <CheckIcon size={16} /> : <CloseIcon size={16} />}
            {rule.label}
            <VisuallyHidden>({rule.met ? metText : notMetText})</VisuallyHidden>
          </Rule>
        ))}
      </List>
    </div>
  );
}
