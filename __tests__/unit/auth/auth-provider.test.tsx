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


function renderSignedIn() {
  const store = createTokenStore({ session: window.sessionStorage, local: window.localStorage });
  store.saveAccessToken(jwt(Math.floor(Date.now() / 1000) + 300));
  const rendered = renderWithProviders(
    <AuthProvider>
      <LogoutButton />
    </AuthProvider>,
    { site: 'aurora-dk', apiUrl: API },
  );
  rendered.queryClient.setQueryData(['user-profile'], { firstName: 'Mette' });
  rendered.queryClient.setQueryData(['vehicles', 'list'], []);
  return rendered;
}

describe('logout', () => {
  beforeEach(() => {
    mockStore.reset();
    push.mockClear();
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  it('has the logout route revoke and expire the cookie, then clears the cache and both stored items, and goes to the root', async () => {
    const calls: string[] = [];
    mockServer.use(
      http.post('http://localhost/api/auth/logout', () => {
        calls.push('logout');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { queryClient } = renderSignedIn();

    await userEvent.click(screen.getByRole('button', { name: 'logout' }));

    await waitFor(() => expect(push).toHaveBeenCalledWith('/'));
    expect(calls).toEqual(['logout']);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(window.sessionStorage.getItem('accessToken')).toBeNull();
    expect(window.sessionStorage.getItem('accessTokenExpiry')).toBeNull();
    expect(window.localStorage.getItem('authenticated')).toBeNull();
  });

  it('tries twice, then tells the owner the sign-out could not be completed and does not pretend', async () => {
    let attempts = 0;
    mockServer.use(
      http.post('http://localhost/api/auth/logout', () => {
        attempts += 1;
        return HttpResponse.json({ error: 'The sign-out could not be completed. Try again.' }, { status: 503 });
      }),
    );
    const { queryClient } = renderSignedIn();

    await userEvent.click(screen.getByRole('button', { name: 'logout' }));

    // Told in the site's language (aurora-dk: Danish).
    expect((await screen.findAllByText('Vi kunne ikke logge dig helt ud. Prøv igen.')).length).toBeGreaterThan(0);
    expect(attempts).toBe(2);
    expect(push).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('authenticated')).toBe('true');
    expect(queryClient.getQueryCache().getAll()).toHaveLength(2);
  });
});
