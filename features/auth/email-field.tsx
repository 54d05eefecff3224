import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/text-field';
import type { EmailProblem } from '@/lib/auth/form-rules';

interface EmailFieldProps {
  ref?: Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  /** Shown once the form has been submitted. */
  problem: EmailProblem | undefined;
}

/** The account's email, as the sign-in and password-reset forms ask for it. */
export function EmailField({ ref, value, onChange, problem }: EmailFieldProps) {
  const { t } = useTranslation('login');
  return (
    <TextField
      ref={ref}
      label={t('email.label')}
      type="email"
      name="email"
      autoComplete="username"
      inputMode="email"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={problem && t(`email.${problem}`)}
    />
  );
}
