import { SetPasswordForm } from '@/features/auth/set-password-form';

export function ActivationScreen() {
  return <SetPasswordForm purpose="activation" />;
}
