import { useId, type Ref } from 'react';
import { PasswordField } from './password-field';
import { RuleList, type RuleListProps } from './rule-list';

/** One of the two fields: what was typed, its label, and its problem once there is one. */
export interface NewPasswordInput {
  ref?: Ref<HTMLInputElement>;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

export interface NewPasswordFieldsProps {
  password: NewPasswordInput;
  confirmation: NewPasswordInput;
  /** The rules the new password must meet, listed under it and read with it. */
  rules: Omit<RuleListProps, 'id'>;
}

function NewPasswordInputField({ ref, label, value, onChange, error, name, describedBy }: NewPasswordInput & { name: string; describedBy?: string }) {
  return (
    <PasswordField
      ref={ref}
      label={label}
      name={name}
      autoComplete="new-password"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-describedby={describedBy}
      error={error}
    />
  );
}

/**
 * A new password with its rules shown as the user types, and the same again: the block of every
 * form that sets a password (a reset, an activation, a change). Both are `new-password` to password
 * managers; the rules describe the first field. Its parent lays the three out (a Stack).
 */
export function NewPasswordFields({ password, confirmation, rules }: NewPasswordFieldsProps) {
  const rulesId = useId();
  return (
    <>
      <NewPasswordInputField {...password} name="new-password" describedBy={rulesId} />
      <RuleList id={rulesId} {...rules} />
      <NewPasswordInputField {...confirmation} name="confirm-password" />
    </>
  );
}
