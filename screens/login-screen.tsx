import { LoginForm } from '@/components/auth/login-form';

export function LoginScreen() {
  return <LoginForm />;
}
