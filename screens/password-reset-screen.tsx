import { PasswordResetForm } from '@/components/auth/password-reset-form';

export function PasswordResetScreen() {
  return <PasswordResetForm />;
}
