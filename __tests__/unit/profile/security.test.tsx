import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { issueTokens } from '@/api-client/mocks/auth';
import { mockServer } from '@/api-client/mocks/node';
import { passwordMatches } from '@/api-client/mocks/passwords';
import { mockStore } from '@/api-client/mocks/store';
import { useAuth } from '@/features/auth/auth-provider';
import { ChangeEmail } from '@/features/profile/change-email';
import { ChangePassword } from '@/features/profile/change-password';
import { localAuthCookie } from '../../utils/local-auth-routes';
import { renderWithProviders } from '../../utils/render-with-providers';
import { customerOf, renderSignedIn } from './support';

/** The form as the security screen wires it: the password change goes through the session (the server's route). */
function ChangePasswordWithSession() {
  const { changePassword } = useAuth();
  return <ChangePassword changePassword={changePassword} />;
}
const renderChangePassword = () => renderWithProviders(<ChangePasswordWithSession />, { site: 'aurora-dk', signedIn: true });

const sent: Request[] = [];
beforeAll(() => {
  mockServer.events.on('request:start', ({ request }) => {
    sent.push(request.clone());
  });
});
beforeEach(() => {
  mockStore.reset();
  sent.length = 0;
});

const posts = () => sent.filter((request) => request.method === 'POST');

describe('Change password', () => {
  const field = (label: RegExp) => screen.getByLabelText(label);

  it('shows the sign-up rules as the owner types', async () => {
    renderChangePassword();
    const rules = () => screen.getAllByRole('listitem');
    expect(rules().map((item) => item.textContent)).toEqual([
      'mindst 8 tegn(ikke opfyldt)',
      'et lille bogstav(ikke opfyldt)',
      'et stort bogstav(ikke opfyldt)',
      'et tal(ikke opfyldt)',
    ]);
    await userEvent.type(field(/^Ny adgangskode/), 'abcD');
    expect(rules().map((item) => item.getAttribute('data-met'))).toEqual(['false', 'true', 'true', 'false']);
    expect(rules()[1]).toHaveTextContent('et lille bogstav(opfyldt)');
    await userEvent.type(field(/^Ny adgangskode/), 'efg1');
    expect(rules().map((item) => item.getAttribute('data-met'))).toEqual(['true', 'true', 'true', 'true']);
  });

  it('sends nothing while a rule is unmet or the repetition differs', async () => {
    renderChangePassword();
    await userEvent.click(screen.getByRole('button', { name: 'Skift adgangskode' }));
    expect(field(/^Nuværende adgangskode/)).toHaveAccessibleDescription('Skriv din nuværende adgangskode.');
    await userEvent.type(field(/^Nuværende adgangskode/), 'Password1!');
    await userEvent.type(field(/^Ny adgangskode/), 'short1A');
    await userEvent.click(screen.getByRole('button', { name: 'Skift adgangskode' }));
    expect(field(/^Ny adgangskode/)).toHaveAccessibleDescription(/Adgangskoden opfylder ikke alle krav/);
    await userEvent.type(field(/^Ny adgangskode/), 'x');
    await userEvent.type(field(/^Gentag ny adgangskode/), 'Other1234');
    await userEvent.click(screen.getByRole('button', { name: 'Skift adgangskode' }));
    expect(field(/^Gentag ny adgangskode/)).toHaveAccessibleDescription('De to adgangskoder er ikke ens.');
    expect(field(/^Gentag ny adgangskode/)).toHaveFocus();
    expect(posts()).toHaveLength(0);
  });

  it('says so at the field when the current password is wrong, keeping what was typed', async () => {
    renderChangePassword();
    await userEvent.type(field(/^Nuværende adgangskode/), 'Wrong1234');
    await userEvent.type(field(/^Ny adgangskode/), 'NewPass123');
    await userEvent.type(field(/^Gentag ny adgangskode/), 'NewPass123');
    await userEvent.click(screen.getByRole('button', { name: 'Skift adgangskode' }));
    await waitFor(() => expect(field(/^Nuværende adgangskode/)).toHaveAccessibleDescription('Den nuværende adgangskode er forkert.'));
    expect(field(/^Ny adgangskode/)).toHaveValue('NewPass123');
  });

  it('changes the password through the server, keeps this session with a new refresh token there, and signs out the other sessions', async () => {
    const { partition, customer } = customerOf('aurora-dk');
    const elsewhere = issueTokens(mockStore, partition, customer!).refreshToken.token;
    renderChangePassword();
    const before = localAuthCookie();
    const accessBefore = window.sessionStorage.getItem('accessToken');
    await userEvent.type(field(/^Nuværende adgangskode/), 'Password1!');
    await userEvent.type(field(/^Ny adgangskode/), 'NewPass123');
    await userEvent.type(field(/^Gentag ny adgangskode/), 'NewPass123');
    await userEvent.click(screen.getByRole('button', { name: 'Skift adgangskode' }));

    expect(await screen.findAllByText(/Du er logget ud på dine andre enheder/)).not.toHaveLength(0);
    expect(mockStore.refreshTokens.get(elsewhere)?.revoked).toBe(true);
    const kept = localAuthCookie();
    expect(kept).not.toBe(before);
    expect(mockStore.refreshTokens.get(kept!)?.revoked).toBe(false);
    expect(window.sessionStorage.getItem('accessToken')).not.toBe(accessBefore);
    // The page asks the server's route, and only the route (here its stand-in) asks the backend.
    expect(posts().map((request) => new URL(request.url).pathname)).toEqual(['/api/auth/change-password', '/aurora-dk/identity/change-password']);
    expect(passwordMatches('NewPass123', customer!.passwordSalt, customer!.passwordHash)).toBe(true);
    expect(field(/^Ny adgangskode/)).toHaveValue('');
  });
});

describe('Change email', () => {
  /** The line that says which address the owner signs in with, once the profile is in. */
  const signedInWith = async () => {
    const line = screen.getByText('Du logger ind med');
    await waitFor(() => expect(line).not.toHaveAttribute('aria-busy', 'true'));
    return line;
  };

  it('says which address the owner signs in with, its line there while the profile loads', async () => {
    renderSignedIn(<ChangeEmail />);
    const line = screen.getByText('Du logger ind med');
    expect(line).toHaveAttribute('aria-busy', 'true');
    expect(line).not.toHaveTextContent('@');
    expect(await signedInWith()).toHaveTextContent('Du logger ind medowner@example.com');
  });

  it('checks the address and asks for the password', async () => {
    renderSignedIn(<ChangeEmail />);
    expect(await signedInWith()).toHaveTextContent('Du logger ind medowner@example.com');
    await userEvent.type(screen.getByLabelText(/^Ny e-mail/), 'owner@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Skift e-mail' }));
    expect(screen.getByLabelText(/^Ny e-mail/)).toHaveAccessibleDescription('Det er den e-mail, du allerede bruger.');
    await userEvent.clear(screen.getByLabelText(/^Ny e-mail/));
    await userEvent.type(screen.getByLabelText(/^Ny e-mail/), 'mette@example');
    expect(screen.getByLabelText(/^Ny e-mail/)).toHaveAccessibleDescription(/Skriv en gyldig e-mailadresse/);
    await userEvent.clear(screen.getByLabelText(/^Ny e-mail/));
    await userEvent.type(screen.getByLabelText(/^Ny e-mail/), 'mette@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Skift e-mail' }));
    expect(screen.getByLabelText(/^Din nuværende adgangskode/)).toHaveAccessibleDescription('Skriv din nuværende adgangskode.');
    expect(posts()).toHaveLength(0);
  });

  it('shows a wrong password and a taken address at their fields', async () => {
    renderSignedIn(<ChangeEmail />);
    expect(await signedInWith()).toHaveTextContent('owner@example.com');
    await userEvent.type(screen.getByLabelText(/^Ny e-mail/), 'mette@example.com');
    await userEvent.type(screen.getByLabelText(/^Din nuværende adgangskode/), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Skift e-mail' }));
    await waitFor(() => expect(screen.getByLabelText(/^Din nuværende adgangskode/)).toHaveAccessibleDescription('Adgangskoden er forkert.'));

    await userEvent.clear(screen.getByLabelText(/^Ny e-mail/));
    await userEvent.type(screen.getByLabelText(/^Ny e-mail/), 'other.owner@example.com');
    await userEvent.clear(screen.getByLabelText(/^Din nuværende adgangskode/));
    await userEvent.type(screen.getByLabelText(/^Din nuværende adgangskode/), 'Password1!');
    await userEvent.click(screen.getByRole('button', { name: 'Skift e-mail' }));
    await waitFor(() => expect(screen.getByLabelText(/^Ny e-mail/)).toHaveAccessibleDescription('Der findes allerede en konto med denne e-mail.'));
  });

  it("asks the profile status when the owner leaves the field: an address with an account, or one awaiting activation, is said at once and nothing is sent", async () => {
    renderSignedIn(<ChangeEmail />);
    await signedInWith();
    const field = screen.getByLabelText(/^Ny e-mail/);
    await userEvent.type(field, 'other.owner@example.com');
    await userEvent.tab();
    await waitFor(() => expect(field).toHaveAccessibleDescription('Der findes allerede en konto med denne e-mail.'));
    const status = new URL(sent.find((request) => new URL(request.url).pathname.endsWith('/api/profile/status'))!.url);
    expect(Object.fromEntries(status.searchParams)).toEqual({ marketId: 'DK', brandId: 'AUR', email: 'other.owner@example.com' });
    await userEvent.type(screen.getByLabelText(/^Din nuværende adgangskode/), 'Password1!');
    await userEvent.click(screen.getByRole('button', { name: 'Skift e-mail' }));
    expect(posts()).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, 'new.owner@example.com');
    await userEvent.tab();
    await waitFor(() => expect(field).toHaveAccessibleDescription('En konto, der venter på aktivering, bruger allerede denne e-mail.'));

    // A free address: no word, and the change goes through.
    await userEvent.clear(field);
    await userEvent.type(field, 'mette.hansen@example.com');
    await userEvent.tab();
    await waitFor(() => expect(sent.filter((request) => request.url.includes('email=mette.hansen'))).toHaveLength(1));
    expect(field).not.toHaveAccessibleDescription(/konto/);
    await userEvent.click(screen.getByRole('button', { name: 'Skift e-mail' }));
    await waitFor(() => expect(screen.getByText('Du logger ind med')).toHaveTextContent('mette.hansen@example.com'));
  });

  it('changes the address and shows the new one', async () => {
    renderSignedIn(<ChangeEmail />);
    expect(await signedInWith()).toHaveTextContent('owner@example.com');
    await userEvent.type(screen.getByLabelText(/^Ny e-mail/), 'mette@example.com');
    await userEvent.type(screen.getByLabelText(/^Din nuværende adgangskode/), 'Password1!');
    await userEvent.click(screen.getByRole('button', { name: 'Skift e-mail' }));
    await waitFor(() => expect(screen.getByText('Du logger ind med')).toHaveTextContent('mette@example.com'));
    expect(screen.getByText('Din e-mail er nu mette@example.com.')).toBeInTheDocument();
  });
});
