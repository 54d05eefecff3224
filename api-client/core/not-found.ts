import { isApiError } from './api-error';
import { isRequiredError } from './required-params';

/**
 * Whether a call's failure means "there is no such thing": the backend answered 404, or the id
 * was refused before anything was sent (an address such as `?reward=..` or `?article=nope`, see
 * required-params.ts). A screen shows its not-found state for both, without a retry that could
 * not help.
 */
export function isNotFoundError(error: unknown): boolean {
  return (isApiError(error) && error.kind === 'notFound') || isRequiredError(error);
}
