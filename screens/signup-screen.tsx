import { SignupForm } from '@/features/auth/signup-form';

export function SignupScreen() {
  return <SignupForm />;
}
