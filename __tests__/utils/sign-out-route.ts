import { http, HttpResponse } from 'msw';
import { mockServer } from '@/api-client/mocks/node';

/**
 * The local sign-out route (pages/api/auth/logout.ts), answered as it answers once it has revoked
 * the token and expired the cookie: 204. A session that ends (a refused token, a 401) calls it
 * on the page's own origin, which Jest's mock backend does not serve unless a test says so.
 * Returns how many times it was called, for the test to check that the session's end went through it.
 */
export function answerSignOut(): () => number {
  let calls = 0;
  mockServer.use(
    http.post('http://localhost/api/auth/logout', () => {
      calls += 1;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return () => calls;
}
