import { useCallMutation, type MutationOptionsOf } from '../core/query';
import { profileKeys } from '../profile/profile-keys';
import { changeEmail, forgotPassword, resetPassword, signUp } from './identity-api';

// No hooks for the calls that answer or take a refresh token (sign-in, refresh, revoke, password
// change): the portal's server makes those (pages/api/auth/*, through features/auth/auth-provider.tsx),
// so the refresh token never reaches the page (docs/session.md). Only changeEmail changes data a query shows.

export function useSignUp(options?: MutationOptionsOf<typeof signUp>) {
  return useCallMutation(signUp, undefined, options);
}

export function useForgotPassword(options?: MutationOptionsOf<typeof forgotPassword>) {
  return useCallMutation(forgotPassword, undefined, options);
}

export function useResetPassword(options?: MutationOptionsOf<typeof resetPassword>) {
  return useCallMutation(resetPassword, undefined, options);
}

export function useChangeEmail(options?: MutationOptionsOf<typeof changeEmail>) {
  return useCallMutation(
    changeEmail,
    (queryClient) => queryClient.invalidateQueries({ queryKey: profileKeys.profile() }),
    options,
  );
}
