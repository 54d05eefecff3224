import { useQueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AuthProvider, useAuth } from '@/features/auth/auth-provider';
import { useApiClient } from '@/api-client/api-client-provider';
import { getVehicles } from '@/api-client/vehicles/vehicles-api';
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

function VehiclesButton() {
  const client = useApiClient();
  return (
    <button type="button" onClick={() => void getVehicles(client).catch(() => undefined)}>
      vehicles
    </button>
  );
}

function renderSignedIn() {
  const store = createTokenStore({ session: window.sessionStorage, local: window.localStorage });
  store.saveAccessToken(jwt(Math.floor(Date.now() / 1000) + 300));
  const rendered = renderWithProviders(
    <AuthProvider>
      <LogoutButton />
      <VehiclesButton />
    </AuthProvider>,
    { site: 'aurora-dk', apiUrl: API },
  );
  rendered.queryClient.setQueryData(['user-profile'], { firstName: 'Mette' });
  rendered.queryClient.setQueryData(['vehicles', 'list'], []);
  return rendered;
}

beforeEach(() => {
  mockStore.reset();
  push.mockClear();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('logout', () => {

  it('signs out here at once, has the route revoke and expire the cookie, clears the cache, both stored items and the owner’s hints, and goes to the root', async () => {
    const calls: string[] = [];
    let release: () => void = () => undefined;
    mockServer.use(
      http.post('http://localhost/api/auth/logout', async () => {
        calls.push('logout');
        // The server takes its time (it retries a revoke): the browser does not wait for it.
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ revoked: true });
      }),
    );
    const { queryClient } = renderSignedIn();
    window.localStorage.setItem('vehicle-count-hint:aurora-dk', '2');
    window.localStorage.setItem('firstPictureHint', '{}');

    await userEvent.click(screen.getByRole('button', { name: 'logout' }));

    await waitFor(() => expect(push).toHaveBeenCalledWith('/'));
    // Signed out before the server has answered.
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(window.sessionStorage.getItem('accessToken')).toBeNull();
    expect(window.sessionStorage.getItem('accessTokenExpiry')).toBeNull();
    expect(window.localStorage.getItem('authenticated')).toBeNull();
    expect(window.localStorage.getItem('vehicle-count-hint:aurora-dk')).toBeNull();
    expect(window.localStorage.getItem('firstPictureHint')).toBeNull();
    await waitFor(() => expect(calls).toEqual(['logout']));
    expect(window.localStorage.getItem('signOutPending')).toBe('1');
    release();
    await waitFor(() => expect(window.localStorage.getItem('signOutPending')).toBeNull());
    expect(screen.queryByText(/Du er logget ud på denne enhed/)).not.toBeInTheDocument();
  });

  it('when the backend could not revoke the session, tells the owner they are signed out on this device, and they are', async () => {
    let attempts = 0;
    mockServer.use(
      http.post('http://localhost/api/auth/logout', () => {
        attempts += 1;
        return HttpResponse.json({ revoked: false });
      }),
    );
    const { queryClient } = renderSignedIn();

    await userEvent.click(screen.getByRole('button', { name: 'logout' }));

    // Told in the site's language (aurora-dk: Danish), and not asked to try again.
    expect(
      (await screen.findAllByText('Du er logget ud på denne enhed. Vi kunne ikke nå vores server for at afslutte din session helt, men intet på denne enhed kan logge dig ind igen.')).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText(/Prøv igen/)).not.toBeInTheDocument();
    expect(attempts).toBe(1);
    expect(push).toHaveBeenCalledWith('/');
    expect(window.localStorage.getItem('authenticated')).toBeNull();
    expect(window.sessionStorage.getItem('accessToken')).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});

describe('the API client it gives', () => {
  afterEach(() => window.history.pushState(null, '', '/'));

  it("sends the session's token, and a 401 ends the session and sends the owner to login with the address they were on", async () => {
    const authorizations: Array<string | null> = [];
    mockServer.use(
      http.get(`${API}/api/profile/vehicles`, ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        return HttpResponse.json({ type: 'about:blank', title: 'Unauthorized', status: 401 }, { status: 401 });
      }),
    );
    // aurora-dk is Danish: its vehicles page is /mine-biler and its login /log-ind.
    window.history.pushState(null, '', '/mine-biler?tab=2');
    const { queryClient } = renderSignedIn();
    const token = window.sessionStorage.getItem('accessToken');

    await userEvent.click(screen.getByRole('button', { name: 'vehicles' }));

    await waitFor(() => expect(push).toHaveBeenCalledWith('/log-ind?next=%2Fmine-biler%3Ftab%3D2'));
    expect(authorizations).toEqual([`Bearer ${token}`]);
    expect(window.sessionStorage.getItem('accessToken')).toBeNull();
    expect(window.localStorage.getItem('authenticated')).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
