import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../core/client';
import type { QueryOverrides } from '../core/query';
import { useApiClient } from '../api-client-provider';
import { ping } from './system-api';
import { systemKeys } from './system-keys';

export function pingQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: systemKeys.ping(), queryFn: () => ping(client) });
}

export function usePing(overrides?: QueryOverrides) {
  const client = useApiClient();
  return useQuery({ ...pingQueryOptions(client), ...overrides });
}
