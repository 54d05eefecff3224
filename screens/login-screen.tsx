import { LoginForm } from '@/features/auth/login-form';

export function LoginScreen() {
  return <LoginForm />;
}
