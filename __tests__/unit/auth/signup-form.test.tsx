import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AuthProvider } from '@/features/auth/auth-provider';
import { SignupForm } from '@/features/auth/signup-form';
import { mockServer } from '@/api-client/mocks/node';
import { mockStore } from '@/api-client/mocks/store';
import { renderWithProviders } from '../../utils/render-with-providers';

jest.mock('next/router', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), events: { on: jest.fn(), off: jest.fn() } }) }));

// The first render compiles and loads a lot on a busy machine: give answers time to arrive.
configure({ asyncUtilTimeout: 5000 });

const API = 'http://mock.test/aurora-dk';
const signUps: unknown[] = [];

beforeAll(() => {
  mockServer.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/identity/signup')) signUps.push(await request.clone().json());
  });
});
beforeEach(() => {
  mockStore.reset();
  signUps.length = 0;
  window.sessionStorage.clear();
  window.localStorage.clear();
});

function renderSignup(site = 'aurora-dk', apiUrl = API) {
  return renderWithProviders(
    <AuthProvider>
      <SignupForm />
    </AuthProvider>,
    { site, apiUrl },
  );
}

const TERMS = /^Vilkår for brug \(skal accepteres\)/;
const NEWSLETTER = /^Nyheder og tilbud på e-mail/;

async function fillOwner(email = 'ny.ejer@example.com') {
  await userEvent.type(screen.getByLabelText(/^Fornavn/), 'Søren');
  await userEvent.type(screen.getByLabelText(/^Efternavn/), 'Kjær');
  await userEvent.type(screen.getByLabelText(/^E-mail/), email);
}

function expectInputKept(email: string) {
  expect(screen.getByLabelText(/^Fornavn/)).toHaveValue('Søren');
  expect(screen.getByLabelText(/^Efternavn/)).toHaveValue('Kjær');
  expect(screen.getByLabelText(/^E-mail/)).toHaveValue(email);
  expect(screen.getByRole('checkbox', { name: TERMS })).toBeChecked();
}

describe('sign-up form', () => {
  it("shows the site's sign-up consents with their texts; the required one is marked", async () => {
    renderSignup();
    const terms = await screen.findByRole('checkbox', { name: TERMS });
    expect(terms).toBeRequired();
    expect(terms).toHaveAccessibleDescription('Jeg accepterer vilkårene for Auroras ejerportal.');
    expect(screen.getByRole('checkbox', { name: NEWSLETTER })).not.toBeRequired();
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
  });

  it('sends the decisions with the sign-up and says where the activation e-mail went', async () => {
    renderSignup();
    await fillOwner();
    await userEvent.click(await screen.findByRole('checkbox', { name: TERMS }));
    await userEvent.click(screen.getByRole('checkbox', { name: NEWSLETTER }));
    await userEvent.click(screen.getByRole('button', { name: 'Opret konto' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Vi har sendt en e-mail til ny.ejer@example.com');
    // It looks like success (its heading takes focus) and leads on: the e-mail again, or back to login.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Tjek din e-mail', level: 2 })).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Tilbage til log ind' })).toHaveAttribute('href', '/log-ind');
    expect(signUps).toEqual([
      {
        email: 'ny.ejer@example.com',
        firstName: 'Søren',
        lastName: 'Kjær',
        consents: [
          { consentId: 'terms', accepted: true },
          { consentId: 'marketing-email', accepted: true },
          { consentId: 'marketing-sms', accepted: false },
          { consentId: 'profiling', accepted: false },
        ],
      },
    ]);
    const mail = mockStore.lastEmailTo('ny.ejer@example.com', 'activation');
    expect(mail?.token).toEqual(expect.any(String));

    // "Send the e-mail again": the same sign-up, and a new link in the mail.
    await userEvent.click(screen.getByRole('button', { name: 'Send e-mailen igen' }));
    expect(await screen.findByText('Vi har sendt e-mailen igen til ny.ejer@example.com.')).toBeInTheDocument();
    expect(signUps).toHaveLength(2);
    expect(mockStore.lastEmailTo('ny.ejer@example.com', 'activation')?.token).not.toBe(mail?.token);
  });

  it('lets the terms be read before they are accepted', async () => {
    renderSignup();
    await screen.findByRole('checkbox', { name: TERMS });
    const read = screen.getByText('Læs »Vilkår for brug«');
    const terms = screen.getByRole('region', { name: 'Vilkår for brug' });
    expect(terms).not.toBeVisible();
    await userEvent.click(read);
    expect(terms).toBeVisible();
    expect(terms).toHaveTextContent(/^1\. Om portalen\. Auroras ejerportal/);
  });

  it('refuses to submit without a required consent, says why at the checkbox and focuses it', async () => {
    renderSignup();
    await fillOwner();
    const terms = await screen.findByRole('checkbox', { name: TERMS });
    await userEvent.click(screen.getByRole('button', { name: 'Opret konto' }));
    expect(terms).toHaveAccessibleDescription(/Du skal acceptere dette for at oprette en konto\./);
    expect(terms).toHaveFocus();
    expect(signUps).toEqual([]);
  });

  it('sent before the consents have loaded, it focuses the missing one once they are there', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    mockServer.use(http.get(`${API}/api/profile/consents/sign-up`, async () => {
      await held;
      return undefined;
    }, { once: true }));
    renderSignup();
    await fillOwner();
    await userEvent.click(screen.getByRole('button', { name: 'Opret konto' }));
    expect(screen.queryByRole('checkbox', { name: TERMS })).not.toBeInTheDocument();
    answer();
    const terms = await screen.findByRole('checkbox', { name: TERMS });
    await waitFor(() => expect(terms).toHaveFocus());
    expect(terms).toHaveAccessibleDescription(/Du skal acceptere dette for at oprette en konto\./);
    expect(signUps).toEqual([]);
  });

  it('shows e-mail mistakes in the words of its own namespace', async () => {
    renderSignup();
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'ny.ejer@example');
    await userEvent.click(screen.getByRole('button', { name: 'Opret konto' }));
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription(/Skriv en gyldig e-mailadresse/);
    expect(screen.queryByText(/emailProblem|email\.invalid/)).not.toBeInTheDocument();
  });

  it('refuses a name longer than the backend takes (50 characters) at the field, keeps it and sends nothing', async () => {
    renderSignup();
    const long = 'Maximilian'.repeat(5) + 'X';
    await userEvent.type(screen.getByLabelText(/^Fornavn/), long);
    await userEvent.type(screen.getByLabelText(/^Efternavn/), 'Kjær');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'ny.ejer@example.com');
    await userEvent.click(await screen.findByRole('checkbox', { name: TERMS }));
    await userEvent.click(screen.getByRole('button', { name: 'Opret konto' }));
    expect(screen.getByLabelText(/^Fornavn/)).toHaveAccessibleDescription('Brug højst 50 tegn.');
    expect(screen.getByLabelText(/^Fornavn/)).toHaveFocus();
    expect(screen.getByLabelText(/^Fornavn/)).toHaveValue(long);
    expect(signUps).toHaveLength(0);
  });

  it('keeps everything typed when the e-mail is taken (409) and says so in words', async () => {
    renderSignup();
    await fillOwner('owner@example.com');
    await userEvent.click(await screen.findByRole('checkbox', { name: TERMS }));
    await userEvent.click(screen.getByRole('button', { name: 'Opret konto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Der findes allerede en konto med denne e-mail.');
    expectInputKept('owner@example.com');
    expect(signUps).toHaveLength(1);
  });

  it('keeps everything typed when the backend is down (503) and can then succeed', async () => {
    mockServer.use(http.post(`${API}/identity/signup`, () => HttpResponse.json({ type: 'about:blank', title: 'Down', status: 503 }, { status: 503 }), { once: true }));
    renderSignup();
    await fillOwner();
    await userEvent.click(await screen.findByRole('checkbox', { name: TERMS }));
    await userEvent.click(screen.getByRole('button', { name: 'Opret konto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Der skete en fejl hos os. Prøv igen om lidt.');
    expectInputKept('ny.ejer@example.com');

    await userEvent.click(screen.getByRole('button', { name: 'Opret konto' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ny.ejer@example.com');
  });

  it('explains a consent refusal from the server in words', async () => {
    mockServer.use(
      http.post(`${API}/identity/signup`, () =>
        HttpResponse.json({ type: 'about:blank', title: 'Bad', status: 400, errors: { consents: ['terms must be accepted'] } }, { status: 400 }),
      ),
    );
    renderSignup();
    await fillOwner();
    await userEvent.click(await screen.findByRole('checkbox', { name: TERMS }));
    await userEvent.click(screen.getByRole('button', { name: 'Opret konto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Du skal acceptere vilkårene for at oprette en konto.');
    expectInputKept('ny.ejer@example.com');
  });

  it('shows a failed consent load with a retry, and does not sign up meanwhile', async () => {
    mockServer.use(http.get(`${API}/api/profile/consents/sign-up`, () => new HttpResponse(null, { status: 500 }), { once: true }));
    renderSignup();
    await fillOwner();
    expect(await screen.findByRole('alert')).toHaveTextContent('Vi kunne ikke hente samtykkerne');
    await userEvent.click(screen.getByRole('button', { name: 'Opret konto' }));
    expect(signUps).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igen' }));
    expect(await screen.findByRole('checkbox', { name: TERMS })).toBeInTheDocument();
  });

  it('asks for the consents of the Swedish Volta site in Swedish', async () => {
    renderSignup('volta-se', 'http://mock.test/volta-se');
    expect(await screen.findByRole('checkbox', { name: /^Användarvillkor \(måste godkännas\)/ })).toBeRequired();
  });
});
