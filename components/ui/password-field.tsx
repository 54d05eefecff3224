import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { FieldError, FieldHeading, FieldWrapper, useFieldIds } from './field';
import { focusRing } from './focus-ring';
import { EyeIcon } from './icons/eye-icon';
import { EyeOffIcon } from './icons/eye-off-icon';
import { Input, type TextFieldProps } from './text-field';

const Row = styled.div`
  position: relative;
  display: flex;

  input {
    padding-right: 3.25rem;
  }
`;

const Toggle = styled.button`
  position: absolute;
  top: 0;
  right: 0;
  bottom: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.small};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${focusRing}
  &:focus-visible {
    outline-offset: -3px;
  }
`;

export type PasswordFieldProps = Omit<TextFieldProps, 'type'> & {
  showLabel?: string;
  hideLabel?: string;
};

/** A password input with a button that shows or hides what was typed. */
export function PasswordField({
  label,
  hint,
  error,
  id,
  required,
  className,
  showLabel,
  hideLabel,
  autoComplete = 'current-password',
  'aria-describedby': ariaDescribedBy,
  ...rest
}: PasswordFieldProps) {
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);
  const ids = useFieldIds(id, { hint, error }, ariaDescribedBy);
  return (
    <FieldWrapper className={className}>
      <FieldHeading ids={ids} label={label} hint={hint} required={required} />
      <Row>
        <Input
          id={ids.inputId}
          type={visible ? 'text' : 'password'}
          required={required}
          autoComplete={autoComplete}
          spellCheck={false}
          autoCapitalize="none"
          aria-invalid={ids.invalid}
          aria-describedby={ids.describedBy}
          $invalid={Boolean(error)}
          {...rest}
        />
        {/* The label says what pressing does now, so the icon's state never has to be guessed. */}
        <Toggle
          type="button"
          aria-controls={ids.inputId}
          aria-label={visible ? (hideLabel ?? t('ui.hidePassword')) : (showLabel ?? t('ui.showPassword'))}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
        </Toggle>
      </Row>
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </FieldWrapper>
  );
}

/**
 * The owner's current password, asked to sign in or to confirm a change of e-mail or password:
 * always required, and the browser offers the saved one (autocomplete current-password).
 */
export function CurrentPasswordField(props: Omit<PasswordFieldProps, 'required' | 'autoComplete'>) {
  return <PasswordField name="password" {...props} autoComplete="current-password" required />;
}
