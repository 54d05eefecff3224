import { NOT_AUTHENTICATED_ERROR } from '@/config/api';

/**
 * Sign-in answered with a status other than 200 (docs/product.md#errors): "Not authenticated",
 * with the status, so a screen can tell a refusal (4xx) from an outage. In a module of its own:
 * the auth provider, on every page, raises it without loading the sign-in forms' calls.
 */
export class NotAuthenticatedError extends Error {
  constructor(readonly status: number) {
    super(NOT_AUTHENTICATED_ERROR);
    this.name = 'NotAuthenticatedError';
  }
}
