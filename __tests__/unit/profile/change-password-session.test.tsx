import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@/api-client/mocks/node';
import { passwordMatches } from '@/api-client/mocks/passwords';
import { mockStore } from '@/api-client/mocks/store';
import { getSite } from '@/config/site-registry';
import { createTokenStore } from '@/lib/auth/token-store';
import { pathFor } from '@/lib/routing/localised-path';
import { ProfileSecurityScreen } from '@/screens/profile-security-screen';
import { renderWithProviders } from '../../utils/render-with-providers';
import { mockRouter } from '../../utils/mock-router';
import { customerOf } from './support';

beforeEach(() => mockStore.reset());

const field = (label: RegExp) => screen.getByLabelText(label);
const signedIn = () => createTokenStore({ session: window.sessionStorage, local: window.localStorage }).hasAuthenticatedMarker();

async function changePassword() {
  await userEvent.type(await screen.findByLabelText(/^Nuværende adgangskode/, {}, { timeout: 5000 }), 'Password1!');
  await userEvent.type(field(/^Ny adgangskode/), 'NewPass123');
  await userEvent.type(field(/^Gentag ny adgangskode/), 'NewPass123');
  await userEvent.click(screen.getByRole('button', { name: 'Skift adgangskode' }));
}

describe('Change password on the security screen, through the server', () => {
  it('keeps this browser signed in: the route stores the new session and the page keeps only the new access token', async () => {
    renderWithProviders(<ProfileSecurityScreen />, { site: 'aurora-dk', route: 'profileSecurity', signedIn: true });
    const before = window.sessionStorage.getItem('accessToken');
    await changePassword();
    expect(await screen.findAllByText('Din adgangskode er skiftet.')).not.toHaveLength(0);
    const { customer } = customerOf('aurora-dk');
    expect(passwordMatches('NewPass123', customer!.passwordSalt, customer!.passwordHash)).toBe(true);
    expect(signedIn()).toBe(true);
    expect(window.sessionStorage.getItem('accessToken')).not.toBe(before);
    expect(mockRouter.replace).not.toHaveBeenCalledWith(pathFor('login', 'da', getSite('aurora-dk')!));
  });

  it('a route that says the session has ended (401) ends it here too, so the owner lands on login', async () => {
    const logouts: string[] = [];
    mockServer.use(
      http.post('http://localhost/api/auth/change-password', () => HttpResponse.json({ error: 'An access token is required.' }, { status: 401 })),
      http.post('http://localhost/api/auth/logout', ({ request }) => {
        logouts.push(request.url);
        return HttpResponse.json({ revoked: true });
      }),
    );
    renderWithProviders(<ProfileSecurityScreen />, { site: 'aurora-dk', route: 'profileSecurity', signedIn: true });
    await changePassword();

    expect(await screen.findAllByText('Vi kunne ikke skifte din adgangskode. Prøv igen.')).not.toHaveLength(0);
    await waitFor(() => expect(signedIn()).toBe(false));
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith(pathFor('login', 'da', getSite('aurora-dk')!)));
    await waitFor(() => expect(logouts).toHaveLength(1));
  });

  it('an outage keeps the session and what was typed, and says the password was not changed', async () => {
    mockServer.use(http.post('http://localhost/api/auth/change-password', () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    renderWithProviders(<ProfileSecurityScreen />, { site: 'aurora-dk', route: 'profileSecurity', signedIn: true });
    await changePassword();

    expect(await screen.findAllByText('Vi kunne ikke skifte din adgangskode. Prøv igen.')).not.toHaveLength(0);
    expect(field(/^Ny adgangskode/)).toHaveValue('NewPass123');
    expect(signedIn()).toBe(true);
    const { customer } = customerOf('aurora-dk');
    expect(passwordMatches('Password1!', customer!.passwordSalt, customer!.passwordHash)).toBe(true);
  });
});
