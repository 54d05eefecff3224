import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@/api-client/mocks/node';
import { passwordMatches } from '@/api-client/mocks/passwords';
import { mockStore } from '@/api-client/mocks/store';
import { getSite } from '@/config/site-registry';
import { ChangePassword } from '@/features/profile/change-password';
import { createTokenStore } from '@/lib/auth/token-store';
import { pathFor } from '@/lib/routing/localised-path';
import { ProfileSecurityScreen } from '@/screens/profile-security-screen';
import { renderWithProviders } from '../../utils/render-with-providers';
import { mockRouter } from '../../utils/mock-router';
import { customerOf } from './support';

beforeEach(() => mockStore.reset());

const field = (label: RegExp) => screen.getByLabelText(label);
const signedIn = () => createTokenStore({ session: window.sessionStorage, local: window.localStorage }).hasAuthenticatedMarker();

describe('Change password: the new session cannot be stored', () => {
  it('says the password changed, clears the fields and ends the session here, so the owner lands on login', async () => {
    const logouts: string[] = [];
    mockServer.use(
      // The cookie route is down: the new refresh token cannot be stored in this browser.
      http.post('http://localhost/api/auth/setRefreshTokenCookie', () => HttpResponse.json({ error: 'down' }, { status: 503 })),
      http.post('http://localhost/api/auth/logout', ({ request }) => {
        logouts.push(request.url);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderWithProviders(<ProfileSecurityScreen />, { site: 'aurora-dk', route: 'profileSecurity', signedIn: true });
    await userEvent.type(await screen.findByLabelText(/^Nuværende adgangskode/, {}, { timeout: 5000 }), 'Password1!');
    await userEvent.type(field(/^Ny adgangskode/), 'NewPass123');
    await userEvent.type(field(/^Gentag ny adgangskode/), 'NewPass123');
    await userEvent.click(screen.getByRole('button', { name: 'Skift adgangskode' }));

    expect(await screen.findAllByText('Din adgangskode er skiftet, men vi kunne ikke holde dig logget ind. Log ind igen med din nye adgangskode.')).not.toHaveLength(0);
    expect(screen.queryByText('Vi kunne ikke skifte din adgangskode. Prøv igen.')).not.toBeInTheDocument();
    const { customer } = customerOf('aurora-dk');
    expect(passwordMatches('NewPass123', customer!.passwordSalt, customer!.passwordHash)).toBe(true);
    // The session is over in this browser: the route guard sends the owner to login.
    await waitFor(() => expect(signedIn()).toBe(false));
    await waitFor(() => expect(mockRouter.replace).toHaveBeenCalledWith(pathFor('login', 'da', getSite('aurora-dk')!)));
    expect(logouts).toHaveLength(1);
    // The new pair was stored nowhere: its refresh token is revoked too, so none of the account's is live.
    const live = [...mockStore.refreshTokens.values()].filter((token) => token.customerId === customer!.customerId && !token.revoked);
    expect(live).toEqual([]);
  });

  it('the form alone: says the password changed (not that it failed) and clears the fields', async () => {
    renderWithProviders(<ChangePassword onPasswordChanged={() => Promise.reject(new Error('cookie route down'))} />, { site: 'aurora-dk', signedIn: true });
    await userEvent.type(field(/^Nuværende adgangskode/), 'Password1!');
    await userEvent.type(field(/^Ny adgangskode/), 'NewPass123');
    await userEvent.type(field(/^Gentag ny adgangskode/), 'NewPass123');
    await userEvent.click(screen.getByRole('button', { name: 'Skift adgangskode' }));

    expect(await screen.findAllByText(/Din adgangskode er skiftet, men vi kunne ikke holde dig logget ind/)).not.toHaveLength(0);
    expect(field(/^Nuværende adgangskode/)).toHaveValue('');
    expect(field(/^Ny adgangskode/)).toHaveValue('');
    expect(field(/^Gentag ny adgangskode/)).toHaveValue('');
    expect(screen.queryByText('Vi kunne ikke skifte din adgangskode. Prøv igen.')).not.toBeInTheDocument();
  });
});
