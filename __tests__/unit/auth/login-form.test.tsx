import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AuthProvider } from '@/features/auth/auth-provider';
import { localAuthCookie } from '../../utils/local-auth-routes';
import { LoginForm } from '@/features/auth/login-form';
import { mockServer } from '@/api-client/mocks/node';
import { mockStore } from '@/api-client/mocks/store';
import { renderWithProviders } from '../../utils/render-with-providers';

const push = jest.fn(async () => true);
jest.mock('next/router', () => ({ useRouter: () => ({ push, replace: push, events: { on: jest.fn(), off: jest.fn() } }) }));

const API = 'http://mock.test/aurora-dk';

beforeEach(() => {
  mockStore.reset();
  push.mockClear();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

function renderLogin() {
  return renderWithProviders(
    <AuthProvider>
      <LoginForm />
    </AuthProvider>,
    { site: 'aurora-dk', apiUrl: API },
  );
}

describe('login form', () => {
  it('shows inline errors before calling anything', async () => {
    renderLogin();
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'owner@example');
    await userEvent.click(screen.getByRole('button', { name: 'Log ind' }));
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription(/Skriv en gyldig e-mailadresse/);
    expect(screen.getByLabelText(/^E-mail/)).toHaveFocus();
    expect(push).not.toHaveBeenCalled();
  });

  it('answers wrong credentials with a human message and keeps what was typed', async () => {
    renderLogin();
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'owner@example.com');
    await userEvent.type(screen.getByLabelText(/^Adgangskode/), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log ind' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail eller adgangskode er forkert. Prøv igen.');
    expect(screen.queryByText(/Not authenticated/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('owner@example.com');
    expect(screen.getByLabelText(/^Adgangskode/)).toHaveValue('wrong-password');
    expect(window.localStorage.getItem('authenticated')).toBeNull();
  });

  it('shows a general message, not a wrong-password one, when the backend fails', async () => {
    mockServer.use(http.post(`${API}/identity/signin`, () => HttpResponse.json({ title: 'boom' }, { status: 503 })));
    renderLogin();
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'owner@example.com');
    await userEvent.type(screen.getByLabelText(/^Adgangskode/), 'Password1!');
    await userEvent.click(screen.getByRole('button', { name: 'Log ind' }));
    // The client throws "Not authenticated" for any non-200; an outage must not read as a wrong password.
    expect(await screen.findByRole('alert')).toHaveTextContent('Vi kunne ikke logge dig ind lige nu. Prøv igen om lidt.');
    expect(screen.getByLabelText(/^Adgangskode/)).toHaveValue('Password1!');
  });

  it('stores the session and lands on home after signing in', async () => {
    renderLogin();
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'owner@example.com');
    await userEvent.type(screen.getByLabelText(/^Adgangskode/), 'Password1!');
    await userEvent.click(screen.getByRole('button', { name: 'Log ind' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/min-bil'));
    expect(window.sessionStorage.getItem('accessToken')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Number(window.sessionStorage.getItem('accessTokenExpiry'))).toBeGreaterThan(Date.now() / 1000);
    expect(window.localStorage.getItem('authenticated')).toBe('true');
    // The refresh token went where the sign-in route keeps it, and nowhere the page can read.
    const refreshToken = localAuthCookie();
    expect(refreshToken).toBeTruthy();
    for (const storage of [window.localStorage, window.sessionStorage]) {
      const values = Array.from({ length: storage.length }, (_, index) => storage.getItem(storage.key(index)!));
      expect(values.join(' ')).not.toContain(refreshToken);
    }
  });

  it('lands where the owner was going (?next=) and keeps it on the way to sign-up', async () => {
    window.history.replaceState(null, '', '/log-ind?next=%2Ffordele%3Fview%3Dpoints');
    try {
      renderLogin();
      expect(await screen.findByRole('link', { name: 'Opret en konto' })).toHaveAttribute('href', '/opret-konto?next=%2Ffordele%3Fview%3Dpoints');
      await userEvent.type(screen.getByLabelText(/^E-mail/), 'owner@example.com');
      await userEvent.type(screen.getByLabelText(/^Adgangskode/), 'Password1!');
      await userEvent.click(screen.getByRole('button', { name: 'Log ind' }));
      await waitFor(() => expect(push).toHaveBeenCalledWith('/fordele?view=points'));
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('lands on home when the return address leads elsewhere', async () => {
    window.history.replaceState(null, '', '/log-ind?next=https%3A%2F%2Fevil.example%2F');
    try {
      renderLogin();
      await userEvent.type(screen.getByLabelText(/^E-mail/), 'owner@example.com');
      await userEvent.type(screen.getByLabelText(/^Adgangskode/), 'Password1!');
      await userEvent.click(screen.getByRole('button', { name: 'Log ind' }));
      await waitFor(() => expect(push).toHaveBeenCalledWith('/min-bil'));
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('signs in through the server’s sign-in route, never the backend’s own sign-in from the page', async () => {
    const routes: string[] = [];
    mockServer.use(
      http.post('http://localhost/api/auth/signin', async ({ request }) => {
        routes.push(JSON.stringify(await request.clone().json()));
        return HttpResponse.json({ accessToken: 'x', expiresAt: 1 }, { status: 503 });
      }),
    );
    renderLogin();
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'owner@example.com');
    await userEvent.type(screen.getByLabelText(/^Adgangskode/), 'Password1!');
    await userEvent.click(screen.getByRole('button', { name: 'Log ind' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vi kunne ikke logge dig ind lige nu. Prøv igen om lidt.');
    expect(routes).toEqual([JSON.stringify({ email: 'owner@example.com', password: 'Password1!', account: 'portal' })]);
  });

  it('signs in with the existing brand account through its own call', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Log ind med din eksisterende Aurora-konto' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Log ind med din eksisterende Aurora-konto');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'brand.account@example.com');
    await userEvent.type(screen.getByLabelText(/^Adgangskode/), 'Legacy2020!');
    await userEvent.click(screen.getByRole('button', { name: 'Log ind med Aurora-konto' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/min-bil'));
  });
});
