import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { mockServer } from '@/api-client/mocks/node';
import { AuthProvider } from '@/features/auth/auth-provider';
import { PasswordResetForm } from '@/features/auth/password-reset-form';
import { REQUEST_TIMEOUT_MS } from '@/config/auth';
import { renderWithProviders } from '../../utils/render-with-providers';

const API = 'http://mock.test/aurora-dk';

afterEach(() => jest.useRealTimers());

describe('password reset: no answer in time', () => {
  it('says the request timed out and keeps the form, instead of claiming an e-mail was sent', async () => {
    jest.useFakeTimers();
    mockServer.use(
      http.post(`${API}/identity/forgot-password`, async () => {
        await delay('infinite');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(
      <AuthProvider>
        <PasswordResetForm />
      </AuthProvider>,
      { site: 'aurora-dk', apiUrl: API },
    );
    await user.type(screen.getByLabelText(/^E-mail/), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: /Send/ }));
    await act(() => jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + 100));

    expect(await screen.findByRole('alert')).toHaveTextContent('Det tager for lang tid at få svar. Prøv igen.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^E-mail/)).toHaveValue('owner@example.com');
  });
});
