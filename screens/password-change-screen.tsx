import { SetPasswordForm } from '@/components/auth/set-password-form';

export function PasswordChangeScreen() {
  return <SetPasswordForm purpose="reset" />;
}
