import { LoginForm } from '@/features/auth/login-form';
import { AccountDeletedNotice } from '@/features/profile/account-deleted-notice';

export function LoginScreen() {
  return (
    <>
      <AccountDeletedNotice />
      <LoginForm />
    </>
  );
}
