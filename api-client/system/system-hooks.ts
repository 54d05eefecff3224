import type { ApiClient } from '../core/client';
import { callQueryOptions, useCallQuery, type DataOf, type QueryOverrides } from '../core/query';
import { ping } from './system-api';
import { systemKeys } from './system-keys';

export function pingQueryOptions(client: ApiClient) {
  return callQueryOptions(client, systemKeys.ping(), ping);
}

export function usePing<T = DataOf<typeof ping>>(overrides?: QueryOverrides<DataOf<typeof ping>, T>) {
  return useCallQuery(pingQueryOptions, overrides);
}
