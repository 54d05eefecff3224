import type { InputHTMLAttributes, Ref } from 'react';
import styled from 'styled-components';
import { controlStyle, FieldError, FieldHeading, type FieldProps, FieldWrapper, useFieldIds } from './field';

export const Input = styled.input<{ $invalid?: boolean }>`
  ${controlStyle}
`;

export type TextFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
    ref?: Ref<HTMLInputElement>;
    className?: string;
  };

/** A labelled text input with optional hint and error, wired for screen readers. */
export function TextField({ label, hint, error, id, required, className, type = 'text', 'aria-describedby': ariaDescribedBy, ...rest }: TextFieldProps) {
  const ids = useFieldIds(id, { hint, error }, ariaDescribedBy);
  return (
    <FieldWrapper className={className}>
      <FieldHeading ids={ids} label={label} hint={hint} required={required} />
      <Input
        id={ids.inputId}
        type={type}
        required={required}
        aria-invalid={ids.invalid}
        aria-describedby={ids.describedBy}
        $invalid={Boolean(error)}
        {...rest}
      />
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </FieldWrapper>
  );
}
