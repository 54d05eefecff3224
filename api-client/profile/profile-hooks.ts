import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../core/client';
import type { QueryOverrides, VariablesOf } from '../core/query';
import { useApiClient } from '../api-client-provider';
import {
  deleteProfile,
  getInvite,
  getNotifications,
  getProfile,
  getProfileStatus,
  getUnsubscribe,
  markNotificationRead,
  updateDeviceToken,
  updateProfile,
} from './profile-api';
import { profileKeys } from './profile-keys';

/** The profile decides whether the owner is signed in (spec §4), so a failure is final: no retry. */
export function profileQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: profileKeys.profile(), queryFn: () => getProfile(client), retry: false });
}

export function useProfile(overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...profileQueryOptions(client), ...overrides });
}

export function useUpdateProfile() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VariablesOf<typeof updateProfile>) => updateProfile(client, body),
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.profile(), profile),
  });
}

/** After deleting, the auth layer signs the owner out; the profile query is dropped, not refetched. */
export function useDeleteProfile() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteProfile(client),
    onSuccess: () => queryClient.removeQueries({ queryKey: profileKeys.profile() }),
  });
}

export function profileStatusQueryOptions(client: ApiClient, query: VariablesOf<typeof getProfileStatus>) {
  return queryOptions({ queryKey: profileKeys.status(query), queryFn: () => getProfileStatus(client, query) });
}

export function useProfileStatus(query: VariablesOf<typeof getProfileStatus>, overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...profileStatusQueryOptions(client, query), ...overrides });
}

export function notificationsQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: profileKeys.notifications(), queryFn: () => getNotifications(client) });
}

export function useNotifications(overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...notificationsQueryOptions(client), ...overrides });
}

/** Opening a notification marks it read: the list (and the header's unread count, which reads it) updates from the answer. */
export function useMarkNotificationRead() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: VariablesOf<typeof markNotificationRead>) => markNotificationRead(client, params),
    onSuccess: (notification) =>
      queryClient.setQueryData(profileKeys.notifications(), (list: Awaited<ReturnType<typeof getNotifications>> | undefined) =>
        list?.map((item) => (item.id === notification.id ? notification : item)),
      ),
  });
}

export function inviteQueryOptions(client: ApiClient, params: VariablesOf<typeof getInvite>) {
  return queryOptions({ queryKey: profileKeys.invite(params.customerId), queryFn: () => getInvite(client, params) });
}

export function useInvite(params: VariablesOf<typeof getInvite>, overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...inviteQueryOptions(client, params), ...overrides });
}

/** A GET that unsubscribes (an email link's target): run once per page visit, never refetched. */
export function unsubscribeQueryOptions(client: ApiClient, params: VariablesOf<typeof getUnsubscribe>) {
  return queryOptions({
    queryKey: profileKeys.unsubscribe(params.customerId),
    queryFn: () => getUnsubscribe(client, params),
    staleTime: Infinity,
  });
}

export function useUnsubscribe(params: VariablesOf<typeof getUnsubscribe>, overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...unsubscribeQueryOptions(client, params), ...overrides });
}

export function useUpdateDeviceToken() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (query: VariablesOf<typeof updateDeviceToken>) => updateDeviceToken(client, query),
  });
}
