import { useCallMutation, type MutationOptionsOf } from '../core/query';
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

export function useSignIn(options?: MutationOptionsOf<typeof signIn>) {
  return useCallMutation(signIn, undefined, options);
}

export function useSignInWithBrandAccount(options?: MutationOptionsOf<typeof signInWithBrandAccount>) {
  return useCallMutation(signInWithBrandAccount, undefined, options);
}

export function useRefreshToken(options?: MutationOptionsOf<typeof refreshToken>) {
  return useCallMutation(refreshToken, undefined, options);
}

export function useRevokeToken(options?: MutationOptionsOf<typeof revokeToken>) {
  return useCallMutation(revokeToken, undefined, options);
}

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

export function useChangePassword(options?: MutationOptionsOf<typeof changePassword>) {
  return useCallMutation(changePassword, undefined, options);
}
