import { LoginForm } from '@/features/auth/login-form';
import { AccountDeletedNotice } from '@/features/profile/delete-account';

export function LoginScreen() {
  return (
    <>
      <AccountDeletedNotice />
      <LoginForm />
    </>
  );
}
