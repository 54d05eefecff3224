import { useQueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AuthProvider, useAuth } from '@/features/auth/auth-provider';
import { mockServer } from '@/api-client/mocks/node';
import { mockStore } from '@/api-client/mocks/store';
import { createTokenStore } from '@/lib/auth/token-store';
import { renderWithProviders } from '../../utils/render-with-providers';

const push = jest.fn(async () => true);
jest.mock('next/router', () => ({ useRouter: () => ({ push, replace: push, events: { on: jest.fn(), off: jest.fn() } }) }));

const API = 'http://mock.test/aurora-dk';

function jwt(expSeconds: number) {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode({ exp: expSeconds })}.sig`;
}

function LogoutButton() {
  const { logout } = useAuth();
  const queryClient = useQueryClient();
  return (
    <>
      <p>cached: {queryClient.getQueryCache().getAll().length}</p>
      <button type="button" onClick={() => void logout()}>
        logout
      </button>
    </>
  );
}


describe('logout', () => {
  it('revokes the refresh token, removes the cookie, clears the cache and both stored items, and goes to the root', async () => {
    mockStore.reset();
    const calls: string[] = [];
    mockServer.use(
      http.post('http://localhost/api/auth/getRefreshTokenCookie', () => {
        calls.push('read cookie');
        return HttpResponse.json({ refresh_token: 'rt_abcdefghijklmnopqrstuvwxyz' });
      }),
      http.post('http://localhost/api/auth/removeRefreshTokenCookie', () => {
        calls.push('remove cookie');
        return new HttpResponse(null, { status: 204 });
      }),
      http.post(`${API}/identity/revoke-token`, async ({ request }) => {
        calls.push(`revoke ${((await request.json()) as { refreshToken: string }).refreshToken}`);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const store = createTokenStore({ session: window.sessionStorage, local: window.localStorage });
    store.saveAccessToken(jwt(Math.floor(Date.now() / 1000) + 300));

    const { queryClient } = renderWithProviders(
      <AuthProvider>
        <LogoutButton />
      </AuthProvider>,
      { site: 'aurora-dk', apiUrl: API },
    );
    queryClient.setQueryData(['user-profile'], { firstName: 'Mette' });
    queryClient.setQueryData(['vehicles', 'list'], []);

    await userEvent.click(screen.getByRole('button', { name: 'logout' }));

    await waitFor(() => expect(push).toHaveBeenCalledWith('/'));
    expect(calls).toEqual(['read cookie', 'revoke rt_abcdefghijklmnopqrstuvwxyz', 'remove cookie']);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(window.sessionStorage.getItem('accessToken')).toBeNull();
    expect(window.sessionStorage.getItem('accessTokenExpiry')).toBeNull();
    expect(window.localStorage.getItem('authenticated')).toBeNull();
  });
});
