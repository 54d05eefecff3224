import { SetPasswordForm } from '@/components/auth/set-password-form';

export function ActivationScreen() {
  return <SetPasswordForm purpose="activation" />;
}
