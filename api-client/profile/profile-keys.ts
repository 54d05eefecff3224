import { PROFILE_QUERY_KEY } from '@/config/api';
import type { QueryParams } from '../core/types';

/** Query keys of the owner's profile. The profile itself is 'user-profile' (docs/product.md#auth-and-session). */
export const profileKeys = {
  all: ['profile'] as const,
  profile: () => PROFILE_QUERY_KEY,
  status: (params: QueryParams<'/api/profile/status', 'get'>) => [...profileKeys.all, 'status', params] as const,
  notifications: () => [...profileKeys.all, 'notifications'] as const,
  invite: (customerId: string) => [...profileKeys.all, 'invite', customerId] as const,
  unsubscribe: (customerId: string) => [...profileKeys.all, 'unsubscribe', customerId] as const,
};
