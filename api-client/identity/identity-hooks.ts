import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../api-client-provider';
import type { VariablesOf } from '../core/query';
import { profileKeys } from '../profile/profile-keys';
import {
  changeEmail,
  changePassword,
  forgotPassword,
  refreshToken,
  resetPassword,
  revokeToken,
  signIn,
  signInWithBrandAccount,
  signUp,
} from './identity-api';

// Storing tokens and clearing caches on sign-in and sign-out belongs to the auth layer, which
// calls these with its own onSuccess; only changeEmail changes data a query shows.

export function useSignIn() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: VariablesOf<typeof signIn>) => signIn(client, body) });
}

export function useSignInWithBrandAccount() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (body: VariablesOf<typeof signInWithBrandAccount>) => signInWithBrandAccount(client, body),
  });
}

export function useRefreshToken() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: VariablesOf<typeof refreshToken>) => refreshToken(client, body) });
}

export function useRevokeToken() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: VariablesOf<typeof revokeToken>) => revokeToken(client, body) });
}

export function useSignUp() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: VariablesOf<typeof signUp>) => signUp(client, body) });
}

export function useForgotPassword() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: VariablesOf<typeof forgotPassword>) => forgotPassword(client, body) });
}

export function useResetPassword() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: VariablesOf<typeof resetPassword>) => resetPassword(client, body) });
}

export function useChangeEmail() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VariablesOf<typeof changeEmail>) => changeEmail(client, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.profile() }),
  });
}

export function useChangePassword() {
  const client = useApiClient();
  return useMutation({ mutationFn: (body: VariablesOf<typeof changePassword>) => changePassword(client, body) });
}
