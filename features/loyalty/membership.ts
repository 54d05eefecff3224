import { isApiError } from '@/api-client/core/api-error';

/**
 * Whether a loyalty call failed because the owner is not in the loyalty programme: the backend
 * answers 404 to the account, history and gift-card calls then (api-client/openapi.yaml). Not a
 * failure to show with a retry: the Points tab says how to join, home leaves the points out.
 */
export function notAMember(error: unknown): boolean {
  return isApiError(error) && error.kind === 'notFound';
}
