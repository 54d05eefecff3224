import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@/api-client/mocks/node';
import { mockStore } from '@/api-client/mocks/store';
import { SetPasswordForm } from '@/features/auth/set-password-form';
import { createTokenStore } from '@/lib/auth/token-store';
import { renderWithProviders } from '../../utils/render-with-providers';
import { mockRouter } from '../../utils/mock-router';

const API = 'http://mock.test/aurora-dk';
const signedIn = () => createTokenStore({ session: window.sessionStorage, local: window.localStorage }).hasAuthenticatedMarker();

beforeEach(() => {
  mockStore.reset();
  Object.assign(mockRouter, { pathname: '/password-change', asPath: '/password-change?token=abc&email=owner%40example.com', query: { token: 'abc', email: 'owner@example.com' } });
});

async function setPassword() {
  await userEvent.type(await screen.findByLabelText(/^Ny adgangskode/), 'NewPass123');
  await userEvent.type(screen.getByLabelText(/^Gentag ny adgangskode/), 'NewPass123');
  await userEvent.click(screen.getByRole('button', { name: 'Gem ny adgangskode' }));
}

describe('set-password form (reset)', () => {
  it('focuses the invalid-link message when the backend refuses the link', async () => {
    mockServer.use(
      http.post(`${API}/identity/reset-password`, () =>
        HttpResponse.json({ type: 'about:blank', title: 'Bad', status: 400, errors: { token: ['Invalid token'] } }, { status: 400 }),
      ),
    );
    renderWithProviders(<SetPasswordForm purpose="reset" />, { site: 'aurora-dk', apiUrl: API });
    await setPassword();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Linket er ugyldigt eller udløbet. Bed om et nyt link.');
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('in a signed-in browser whose sign-out route is down: still says done, and the session ends here', async () => {
    let logouts = 0;
    mockServer.use(
      http.post(`${API}/identity/reset-password`, () => new HttpResponse(null, { status: 204 })),
      http.post('http://localhost/api/auth/logout', () => {
        logouts += 1;
        return HttpResponse.json({ error: 'down' }, { status: 503 });
      }),
    );
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      renderWithProviders(<SetPasswordForm purpose="reset" />, { site: 'aurora-dk', apiUrl: API, signedIn: true });
      expect(signedIn()).toBe(true);
      await setPassword();
      const done = await screen.findByRole('status');
      expect(done).toHaveTextContent('Din adgangskode er ændret. Du kan nu logge ind.');
      await waitFor(() => expect(done).toHaveFocus());
      expect(signedIn()).toBe(false);
      expect(logouts).toBeGreaterThanOrEqual(2);
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });
});
