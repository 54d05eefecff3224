import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { focusRing } from './focus-ring';
import { ErrorIcon } from './icons/error-icon';

/** What every form field takes besides its native attributes. */
export interface FieldProps {
  label: ReactNode;
  /** Help shown under the label and read with the field. */
  hint?: ReactNode;
  /** An error message; makes the field invalid and is read with it. */
  error?: ReactNode;
}

/** Ids that tie a field to its label, hint and error, merged with any aria-describedby given. */
export function useFieldIds(id: string | undefined, { hint, error }: Pick<FieldProps, 'hint' | 'error'>, describedBy?: string) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedByIds = [describedBy, hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ');
  return {
    inputId,
    hintId,
    errorId,
    describedBy: describedByIds || undefined,
    invalid: error ? true : undefined,
  };
}

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
`;

const LabelText = styled.label`
  font-weight: 600;
`;

const RequiredText = styled.span`
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export function FieldLabel({ htmlFor, id, required, children }: { htmlFor: string; id?: string; required?: boolean; children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <LabelText htmlFor={htmlFor} id={id}>
      {children}
      {required && <RequiredText> ({t('ui.required')})</RequiredText>}
    </LabelText>
  );
}

export const FieldHint = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The label (with "required" in words) and the optional hint that open every field. */
export function FieldHeading({ ids, label, hint, required }: { ids: { inputId: string; hintId: string }; label: ReactNode; hint?: ReactNode; required?: boolean }) {
  return (
    <>
      <FieldLabel htmlFor={ids.inputId} required={required}>
        {label}
      </FieldLabel>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
    </>
  );
}

const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 0.375rem;
  margin: 0;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.error};

  svg {
    flex-shrink: 0;
    margin-top: 0.1em;
  }
`;

/** The error line: an icon as well as the colour, so the state never relies on colour alone. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <ErrorText id={id}>
      <ErrorIcon size={16} />
      <span>{children}</span>
    </ErrorText>
  );
}

/** The box shared by text inputs and selects. */
export const controlStyle = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.error : theme.colors.border)};
  box-shadow: ${({ theme, $invalid }) => ($invalid ? `inset 0 0 0 1px ${theme.colors.error}` : 'none')};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
  ${focusRing}
`;
