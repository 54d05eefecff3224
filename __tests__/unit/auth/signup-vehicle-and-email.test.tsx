import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AuthProvider } from '@/features/auth/auth-provider';
import { SignupForm } from '@/features/auth/signup-form';
import { mockServer } from '@/api-client/mocks/node';
import { mockStore } from '@/api-client/mocks/store';
import { renderWithProviders } from '../../utils/render-with-providers';
import { failBackgroundRefetch } from '../../utils/background-refetch';

// The first render compiles and loads a lot on a busy machine: give answers time to arrive.
configure({ asyncUtilTimeout: 5000 });

const API = 'http://mock.test/aurora-dk';
const TERMS = /^Vilkår for brug \(skal accepteres\)/;
const signUps: Array<Record<string, unknown>> = [];

beforeAll(() => {
  mockServer.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && request.url.endsWith('/identity/signup')) signUps.push(await request.clone().json());
  });
});
beforeEach(() => {
  mockStore.reset();
  signUps.length = 0;
});

function renderSignup() {
  return renderWithProviders(
    <AuthProvider>
      <SignupForm />
    </AuthProvider>,
    { site: 'aurora-dk', apiUrl: API },
  );
}

async function fillOwner(email = 'ny.ejer@example.com') {
  await userEvent.type(screen.getByLabelText(/^Fornavn/), 'Søren');
  await userEvent.type(screen.getByLabelText(/^Efternavn/), 'Kjær');
  await userEvent.type(screen.getByLabelText(/^E-mail/), email);
  await userEvent.click(await screen.findByRole('checkbox', { name: TERMS }));
}

async function findCar(registration: string) {
  await userEvent.type(screen.getByLabelText(/^Nummerplade eller stelnummer/), registration);
  await userEvent.click(screen.getByRole('button', { name: 'Find bil' }));
  const legend = screen.getByText('Din bil (valgfrit)');
  const fieldset = legend.closest('fieldset')!;
  await within(fieldset).findByText(/^Vi fandt din/);
  return fieldset;
}

/** The seeded cars of the site's own brand (Aurora) and of the other (Volta) in Denmark. */
const aurora = () => mockStore.partition('AUR', 'DK').vehicles;
const volta = () => mockStore.partition('VLT', 'DK').vehicles;

describe('sign-up with a car', () => {
  it('attaches a car of the site’s brand that has no owner yet', async () => {
    const free = aurora().find((vehicle) => vehicle.ownerId === null)!;
    renderSignup();
    await fillOwner();
    await findCar(free.registrationNumber);
    await userEvent.click(screen.getByRole('button', { name: 'Opret konto' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ny.ejer@example.com');
    expect(signUps).toEqual([expect.objectContaining({ vehicleId: free.vehicleId })]);
  });

  it('does not attach a car that already has an owner, says why, and the sign-up succeeds', async () => {
    const owned = aurora().find((vehicle) => vehicle.ownerId !== null)!;
    renderSignup();
    await fillOwner();
    const fieldset = await findCar(owned.registrationNumber);
    expect(within(fieldset).getByText('Bilen er allerede registreret på en anden konto. Du kan stadig oprette din konto.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Opret konto' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ny.ejer@example.com');
    expect(signUps).toHaveLength(1);
    expect(signUps[0]).not.toHaveProperty('vehicleId');
  });

  it('does not attach another brand’s car, says why, and the sign-up succeeds', async () => {
    const other = volta().find((vehicle) => vehicle.ownerId === null)!;
    renderSignup();
    await fillOwner();
    const fieldset = await findCar(other.registrationNumber);
    expect(within(fieldset).getByText('Det er ikke en Aurora, så den kan ikke tilføjes her.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Opret konto' }));
    expect(await screen.findByRole('status')).toHaveTextContent('ny.ejer@example.com');
    expect(signUps).toHaveLength(1);
    expect(signUps[0]).not.toHaveProperty('vehicleId');
  });
});

describe('sign-up: the server refuses the e-mail', () => {
  it('shows the field’s own invalid-address text at the field and focuses it, keeping what was typed', async () => {
    mockServer.use(
      http.post(`${API}/identity/signup`, () =>
        HttpResponse.json({ type: 'about:blank', title: 'Bad', status: 400, errors: { email: ['Invalid email address'] } }, { status: 400 }),
      ),
    );
    renderSignup();
    await fillOwner('ny.ejer@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Opret konto' }));
    const email = screen.getByLabelText(/^E-mail/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Skriv en gyldig e-mailadresse, fx navn@eksempel.dk.'));
    expect(email).toHaveFocus();
    expect(email).toHaveValue('ny.ejer@example.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Typing a new address takes the server's word away.
    await userEvent.type(email, 'k');
    expect(email).not.toHaveAccessibleDescription(/gyldig/);
  });
});

describe('sign-up: a failed background refetch of the consents', () => {
  it('keeps the consents and the owner’s ticks (data first)', async () => {
    const { queryClient } = renderSignup();
    await fillOwner();
    expect(screen.getByRole('checkbox', { name: TERMS })).toBeChecked();

    await failBackgroundRefetch(queryClient, `${API}/api/profile/consents/sign-up`);

    expect(screen.queryByText(/Vi kunne ikke hente samtykkerne/)).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: TERMS })).toBeChecked();
  });
});
