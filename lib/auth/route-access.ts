import type { RouteAccess, RouteKey } from '@/config/routes';
import type { UserStatus } from './user-status';

/**
 * Where the route guard sends an owner (docs/product.md#routes): an anonymous owner on a page for
 * signed-in owners goes to login; a signed-in owner on a page only for signed-out owners (login,
 * sign-up, activation) goes to vehicles. Public pages, the password pages among them, stay open to
 * both, so a password-reset link works in a browser that is still signed in. Null: stay.
 * An owner whose profile cannot be loaded for an outage ('unavailable') is still signed in: on a
 * page for signed-out owners they go to vehicles too (which shows the outage with a retry), never
 * to a login form; on a page for signed-in owners they stay (docs/product.md#auth-and-session).
 */
export function accessRedirect(access: RouteAccess, status: UserStatus): Extract<RouteKey, 'login' | 'vehicles'> | null {
  if (access === 'authenticated' && status === 'notAuthenticated') return 'login';
  if (access === 'anonymous' && (status === 'authenticated' || status === 'unavailable')) return 'vehicles';
  return null;
}
