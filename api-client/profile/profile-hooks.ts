import { STALE_TIME_MS } from '@/config/api';
import type { ApiClient } from '../core/client';
import {
  callQueryOptions,
  useCallMutation,
  useCallQuery,
  type DataOf,
  type MutationOptionsOf,
  type MutationOverrides,
  type QueryOverrides,
  type VariablesOf,
} from '../core/query';
import {
  deleteProfile,
  getInvite,
  getNotifications,
  getProfile,
  getProfileStatus,
  getUnsubscribe,
  updateDeviceToken,
  updateProfile,
} from './profile-api';
import { profileKeys } from './profile-keys';

type Profile = DataOf<typeof getProfile>;

/**
 * The profile decides whether the owner is signed in (docs/product.md#auth-and-session). Not retried by itself: a refusal
 * ends the session, and an outage is shown at once as an error with a retry button (the route
 * guard), not after a row of silent retries.
 */
export function profileQueryOptions(client: ApiClient) {
  return callQueryOptions(client, profileKeys.profile(), getProfile, { retry: false, staleTime: STALE_TIME_MS.profile });
}

export function useProfile<T = Profile>(overrides?: QueryOverrides<Profile, T>) {
  return useCallQuery(profileQueryOptions, overrides);
}

export function useUpdateProfile(options?: MutationOptionsOf<typeof updateProfile>) {
  return useCallMutation(
    updateProfile,
    (queryClient, profile) => queryClient.setQueryData(profileKeys.profile(), profile),
    options,
  );
}

/** After deleting, the auth layer signs the owner out; the profile query is dropped, not refetched. */
export function useDeleteProfile(options?: MutationOverrides<DataOf<typeof deleteProfile>, void>) {
  return useCallMutation<DataOf<typeof deleteProfile>, void>(
    (client) => deleteProfile(client),
    (queryClient) => queryClient.removeQueries({ queryKey: profileKeys.profile() }),
    options,
  );
}

export function profileStatusQueryOptions(client: ApiClient, query: VariablesOf<typeof getProfileStatus>) {
  return callQueryOptions(client, profileKeys.status(query), (c) => getProfileStatus(c, query));
}

export function useProfileStatus<T = DataOf<typeof getProfileStatus>>(
  query: VariablesOf<typeof getProfileStatus>,
  overrides?: QueryOverrides<DataOf<typeof getProfileStatus>, T>,
) {
  return useCallQuery((client) => profileStatusQueryOptions(client, query), overrides);
}

export function notificationsQueryOptions(client: ApiClient) {
  return callQueryOptions(client, profileKeys.notifications(), getNotifications);
}

export function useNotifications<T = DataOf<typeof getNotifications>>(
  overrides?: QueryOverrides<DataOf<typeof getNotifications>, T>,
) {
  return useCallQuery(notificationsQueryOptions, overrides);
}

export function inviteQueryOptions(client: ApiClient, params: VariablesOf<typeof getInvite>) {
  return callQueryOptions(client, profileKeys.invite(params.customerId), (c) => getInvite(c, params));
}

export function useInvite<T = DataOf<typeof getInvite>>(
  params: VariablesOf<typeof getInvite>,
  overrides?: QueryOverrides<DataOf<typeof getInvite>, T>,
) {
  return useCallQuery((client) => inviteQueryOptions(client, params), overrides);
}

/** A GET that unsubscribes (an email link's target): run once per page visit, never refetched. */
export function unsubscribeQueryOptions(client: ApiClient, params: VariablesOf<typeof getUnsubscribe>) {
  return callQueryOptions(client, profileKeys.unsubscribe(params.customerId), (c) => getUnsubscribe(c, params), {
    staleTime: STALE_TIME_MS.once,
  });
}

export function useUnsubscribe<T = DataOf<typeof getUnsubscribe>>(
  params: VariablesOf<typeof getUnsubscribe>,
  overrides?: QueryOverrides<DataOf<typeof getUnsubscribe>, T>,
) {
  return useCallQuery((client) => unsubscribeQueryOptions(client, params), overrides);
}

export function useUpdateDeviceToken(
  options?: MutationOptionsOf<typeof updateDeviceToken>,
) {
  return useCallMutation(updateDeviceToken, undefined, options);
}
