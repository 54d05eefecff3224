import { SignupForm } from '@/components/auth/signup-form';

export function SignupScreen() {
  return <SignupForm />;
}
