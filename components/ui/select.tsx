import type { Ref, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyle, FieldError, FieldHeading, type FieldProps, FieldWrapper, useFieldIds } from './field';
import { ChevronIcon } from './icons/chevron-icon';

const Box = styled.div`
  position: relative;

  svg {
    position: absolute;
    right: 0.75rem;
    top: 50%;
    margin-top: -10px;
    pointer-events: none;
  }
`;

const NativeSelect = styled.select<{ $invalid?: boolean }>`
  ${controlStyle}
  appearance: none;
  padding-right: 2.5rem;
  cursor: pointer;
`;

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export type SelectProps = FieldProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
    options: readonly SelectOption[];
    /** A first, empty choice such as "Choose a model". */
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
    className?: string;
  };

/** A native select (the platform's own picker suits touch and screen readers best) with label, hint and error. */
export function Select({ label, hint, error, id, required, className, options, placeholder, 'aria-describedby': ariaDescribedBy, ...rest }: SelectProps) {
  const ids = useFieldIds(id, { hint, error }, ariaDescribedBy);
  return (
    <FieldWrapper className={className}>
      <FieldHeading ids={ids} label={label} hint={hint} required={required} />
      <Box>
        <NativeSelect
          id={ids.inputId}
          required={required}
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
          $invalid={Boolean(error)}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
        <ChevronIcon size={20} />
      </Box>
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </FieldWrapper>
  );
}
