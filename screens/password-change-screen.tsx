import { SetPasswordForm } from '@/features/auth/set-password-form';

export function PasswordChangeScreen() {
  return <SetPasswordForm purpose="reset" />;
}
