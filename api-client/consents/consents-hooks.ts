import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../core/client';
import type { QueryOverrides, VariablesOf } from '../core/query';
import { useApiClient } from '../api-client-provider';
import { getConsents, getLatestConsents, getSignUpConsents, updateConsents, updateCustomerConsents } from './consents-api';
import { consentKeys } from './consents-keys';

export function consentsQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: consentKeys.mine(), queryFn: () => getConsents(client) });
}

export function useConsents(overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...consentsQueryOptions(client), ...overrides });
}

export function latestConsentsQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: consentKeys.latest(), queryFn: () => getLatestConsents(client) });
}

export function useLatestConsents(overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...latestConsentsQueryOptions(client), ...overrides });
}

export function signUpConsentsQueryOptions(client: ApiClient, query: VariablesOf<typeof getSignUpConsents>) {
  return queryOptions({ queryKey: consentKeys.signUp(query), queryFn: () => getSignUpConsents(client, query) });
}

export function useSignUpConsents(query: VariablesOf<typeof getSignUpConsents>, overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...signUpConsentsQueryOptions(client, query), ...overrides });
}

/** The answer is the owner's consents after the change: stored as they are, no refetch needed. */
export function useUpdateConsents() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VariablesOf<typeof updateConsents>) => updateConsents(client, body),
    onSuccess: (consents) => queryClient.setQueryData(consentKeys.mine(), consents),
  });
}

export function useUpdateCustomerConsents() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: VariablesOf<typeof updateCustomerConsents>) => updateCustomerConsents(client, variables),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: consentKeys.mine() }),
  });
}
