import type { InputHTMLAttributes, Ref } from 'react';
import { media, TOUCH_TARGET } from '@/config/layout';
import styled from 'styled-components';
import { FieldError, FieldHint, useFieldIds, type FieldProps } from './field';
import { focusRing } from './focus-ring';

const Wrapper = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: 0.625rem;
  row-gap: 0.25rem;
  align-items: start;

  > :not(:first-child):not(label) {
    grid-column: 2;
  }
`;

const Box = styled.input`
  width: 1.5rem;
  height: 1.5rem;
  margin: 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
  ${focusRing}

  ${media.mobile} {
    margin-block: calc((${TOUCH_TARGET} - 1.5rem) / 2);
  }
`;

/* On phones the label is the touch target: at least TOUCH_TARGET tall, its first line level with the box. */
const Label = styled.label`
  padding-top: 0.1rem;
  cursor: pointer;

  ${media.mobile} {
    min-height: ${TOUCH_TARGET};
    padding-block: calc((${TOUCH_TARGET} - 1.5rem) / 2);
  }
`;

export type CheckboxProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
    ref?: Ref<HTMLInputElement>;
    className?: string;
  };

/** A native checkbox (24 px box; on phones its label makes a 44 px target) with its label beside it and optional hint and error below. */
export function Checkbox({ label, hint, error, id, className, 'aria-describedby': ariaDescribedBy, ...rest }: CheckboxProps) {
  const ids = useFieldIds(id, { hint, error }, ariaDescribedBy);
  return (
    <Wrapper className={className}>
      <Box id={ids.inputId} type="checkbox" aria-invalid={ids.invalid} aria-describedby={ids.describedBy} {...rest} />
      <Label htmlFor={ids.inputId}>{label}</Label>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </Wrapper>
  );
}
