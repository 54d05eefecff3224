import { PasswordResetForm } from '@/features/auth/password-reset-form';

export function PasswordResetScreen() {
  return <PasswordResetForm />;
}
