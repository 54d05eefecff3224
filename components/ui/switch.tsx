import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { TOUCH_TARGET } from '@/config/layout';
import { FieldHint, useFieldIds } from './field';
import { focusRing } from './focus-ring';
import { VisuallyHidden } from './visually-hidden';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 1rem;
`;

const Texts = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
`;

const Label = styled.label`
  cursor: pointer;
`;

const Track = styled.button`
  position: relative;
  flex-shrink: 0;
  width: 3rem;
  height: 1.75rem;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  cursor: pointer;
  transition: background-color 120ms ease;
  ${focusRing}

  /* The hit area: TOUCH_TARGET tall around the track, so a thumb finds it on a phone. */
  &::before {
    content: '';
    position: absolute;
    inset: calc((1.75rem - ${TOUCH_TARGET}) / 2 - 2px) -2px;
  }

  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: 1.25rem;
    height: 1.25rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.textMuted};
    transition: transform 120ms ease;
  }

  &[aria-checked='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-checked='true']::after {
    background: ${({ theme }) => theme.colors.onPrimary};
    transform: translateX(1.25rem);
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

interface SwitchProps {
  label: ReactNode;
  /** The label is said, not shown: what the switch is about already stands beside it (a heading). */
  labelHidden?: boolean;
  hint?: ReactNode;
  /** Controlled state; leave out and use defaultChecked for an uncontrolled switch. */
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
}

/** An on/off setting that applies at once (role=switch). For choices submitted with a form, use Checkbox. */
export function Switch({ label, labelHidden = false, hint, checked, defaultChecked = false, onChange, disabled, id, name, className }: SwitchProps) {
  const [own, setOwn] = useState(defaultChecked);
  const on = checked ?? own;
  const ids = useFieldIds(id, { hint });
  const toggle = () => {
    if (checked === undefined) setOwn(!on);
    onChange?.(!on);
  };
  return (
    <Row className={className}>
      <Texts>
        {labelHidden ? (
          <VisuallyHidden as="label" htmlFor={ids.inputId}>
            {label}
          </VisuallyHidden>
        ) : (
          <Label htmlFor={ids.inputId}>{label}</Label>
        )}
        {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      </Texts>
      <Track
        id={ids.inputId}
        type="button"
        role="switch"
        name={name}
        aria-checked={on}
        aria-describedby={ids.describedBy}
        disabled={disabled}
        onClick={toggle}
      />
    </Row>
  );
}
