import type { ApiClient } from '../core/client';
import {
  callQueryOptions,
  useCallMutation,
  useCallQuery,
  type DataOf,
  type MutationOptionsOf,
  type QueryOverrides,
  type VariablesOf,
} from '../core/query';
import { getConsents, getLatestConsents, getSignUpConsents, updateConsents, updateCustomerConsents } from './consents-api';
import { consentKeys } from './consents-keys';

export function consentsQueryOptions(client: ApiClient) {
  return callQueryOptions(client, consentKeys.mine(), getConsents);
}

export function useConsents<T = DataOf<typeof getConsents>>(overrides?: QueryOverrides<DataOf<typeof getConsents>, T>) {
  return useCallQuery(consentsQueryOptions, overrides);
}

export function latestConsentsQueryOptions(client: ApiClient) {
  return callQueryOptions(client, consentKeys.latest(), getLatestConsents);
}

export function useLatestConsents<T = DataOf<typeof getLatestConsents>>(
  overrides?: QueryOverrides<DataOf<typeof getLatestConsents>, T>,
) {
  return useCallQuery(latestConsentsQueryOptions, overrides);
}

export function signUpConsentsQueryOptions(client: ApiClient, query: VariablesOf<typeof getSignUpConsents>) {
  return callQueryOptions(client, consentKeys.signUp(query), (c) => getSignUpConsents(c, query));
}

export function useSignUpConsents<T = DataOf<typeof getSignUpConsents>>(
  query: VariablesOf<typeof getSignUpConsents>,
  overrides?: QueryOverrides<DataOf<typeof getSignUpConsents>, T>,
) {
  return useCallQuery((client) => signUpConsentsQueryOptions(client, query), overrides);
}

/** The answer is the owner's consents after the change: stored as they are, no refetch needed. */
export function useUpdateConsents(options?: MutationOptionsOf<typeof updateConsents>) {
  return useCallMutation(
    updateConsents,
    (queryClient, consents) => queryClient.setQueryData(consentKeys.mine(), consents),
    options,
  );
}

export function useUpdateCustomerConsents(options?: MutationOptionsOf<typeof updateCustomerConsents>) {
  return useCallMutation(
    updateCustomerConsents,
    (queryClient) => queryClient.invalidateQueries({ queryKey: consentKeys.mine() }),
    options,
  );
}
