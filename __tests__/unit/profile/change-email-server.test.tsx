import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@/api-client/mocks/node';
import { mockStore } from '@/api-client/mocks/store';
import { ChangeEmail } from '@/features/profile/change-email';
import { apiUrl, renderSignedIn } from './support';

beforeEach(() => mockStore.reset());

describe('Change email: the server refuses the address', () => {
  it('says so at the field in its own words and focuses it, instead of a general failure', async () => {
    mockServer.use(
      http.post(`${apiUrl('aurora-dk')}/identity/change-email`, () =>
        HttpResponse.json({ type: 'about:blank', title: 'Bad', status: 400, errors: { newEmail: ['Invalid email address'] } }, { status: 400 }),
      ),
    );
    renderSignedIn(<ChangeEmail />);
    await waitFor(() => expect(screen.getByText('Du logger ind med')).toHaveTextContent('owner@example.com'));
    const email = screen.getByLabelText(/^Ny e-mail/);
    await userEvent.type(email, 'mette@example.com');
    await userEvent.type(screen.getByLabelText(/^Din nuværende adgangskode/), 'Password1!');
    await userEvent.click(screen.getByRole('button', { name: 'Skift e-mail' }));

    await waitFor(() => expect(email).toHaveAccessibleDescription(/^Skriv en gyldig e-mailadresse/));
    expect(email).toHaveFocus();
    expect(email).toHaveValue('mette@example.com');
    expect(screen.queryByText('Vi kunne ikke skifte din e-mail. Prøv igen.')).not.toBeInTheDocument();
  });
});
