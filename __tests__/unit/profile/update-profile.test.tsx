import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PROFILE_QUERY_KEY } from '@/config/api';
import { UpdateProfile } from '@/features/profile/update-profile';
import { profileProblems, type ProfileFormValues } from '@/features/profile/profile-rules';
import { mockServer } from '@/api-client/mocks/node';
import { mockStore } from '@/api-client/mocks/store';
import { apiUrl, customerOf, fakeRouter, renderSignedIn } from './support';

const router = fakeRouter();
jest.mock('next/router', () => ({ useRouter: () => router }));

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
afterEach(() => {
  mockServer.resetHandlers();
  jest.restoreAllMocks();
});

const puts = () => sent.filter((request) => request.method === 'PUT');
const saveButton = () => screen.getByRole('button', { name: 'Gem ændringer' });

async function renderForm() {
  const view = renderSignedIn(<UpdateProfile />);
  await screen.findByDisplayValue('Mette');
  return view;
}

describe('General: the profile form', () => {
  it('shows the form empty and disabled while loading, then the owner’s data; Save is disabled until something changes', async () => {
    renderSignedIn(<UpdateProfile />);
    // Loading: the same form (so nothing below moves), busy, empty, nothing to type in yet.
    expect(screen.getByRole('region', { name: 'Dine oplysninger' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Indlæser');
    expect(screen.getByLabelText(/^Fornavn/)).toBeDisabled();
    expect(screen.getByLabelText(/^Fornavn/)).toHaveValue('');
    await waitFor(() => expect(screen.getByLabelText(/^Fornavn/)).toHaveValue('Mette'));
    expect(screen.getByLabelText(/^Fornavn/)).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Dine oplysninger' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByLabelText(/^Efternavn/)).toHaveValue('Hansen');
    expect(screen.getByLabelText(/^Mobilnummer/)).toHaveValue('+45 22 34 56 78');
    expect(screen.getByLabelText(/^Gade og husnummer/)).toHaveValue('Valby Langgade 112');
    expect(screen.getByText('owner@example.com')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    await userEvent.type(screen.getByLabelText(/^Efternavn/), 'x');
    expect(saveButton()).toBeEnabled();
    await userEvent.type(screen.getByLabelText(/^Efternavn/), '{Backspace}');
    expect(saveButton()).toBeDisabled();
  });

  it('checks every field as the backend does and sends nothing while one is wrong', async () => {
    await renderForm();
    await userEvent.clear(screen.getByLabelText(/^Fornavn/));
    await userEvent.clear(screen.getByLabelText(/^Mobilnummer/));
    await userEvent.type(screen.getByLabelText(/^Mobilnummer/), '12-34');
    await userEvent.clear(screen.getByLabelText(/^By/));
    await userEvent.click(saveButton());

    expect(screen.getByLabelText(/^Fornavn/)).toHaveAccessibleDescription('Udfyld feltet.');
    expect(screen.getByLabelText(/^Fornavn/)).toHaveFocus();
    expect(screen.getByLabelText(/^Mobilnummer/)).toHaveAccessibleDescription(/Skriv 6 til 20 cifre/);
    expect(screen.getByLabelText(/^By/)).toHaveAccessibleDescription('Udfyld hele adressen, eller lad den være helt tom.');
    expect(puts()).toHaveLength(0);
  });

  it('has the backend’s rules: lengths, phone, all-or-nothing address', () => {
    const valid: ProfileFormValues = {
      firstName: 'Mette',
      lastName: 'Hansen',
      phone: '',
      street: '',
      postalCode: '',
      city: '',
      countryCode: '',
      language: 'da',
    };
    expect(profileProblems(valid)).toEqual({});
    expect(profileProblems({ ...valid, firstName: '   ' })).toEqual({ firstName: 'required' });
    expect(profileProblems({ ...valid, lastName: 'x'.repeat(51) })).toEqual({ lastName: 'tooLong' });
    expect(profileProblems({ ...valid, lastName: 'x'.repeat(50) })).toEqual({});
    expect(profileProblems({ ...valid, phone: '+45 2234' })).toEqual({});
    expect(profileProblems({ ...valid, phone: '12345' })).toEqual({ phone: 'phone' });
    expect(profileProblems({ ...valid, phone: '+45-22' })).toEqual({ phone: 'phone' });
    expect(profileProblems({ ...valid, city: 'Valby' })).toEqual({ street: 'addressIncomplete', postalCode: 'addressIncomplete', countryCode: 'addressIncomplete' });
    expect(profileProblems({ ...valid, street: 'Vej 1', postalCode: '25', city: 'Valby', countryCode: 'DK' })).toEqual({ postalCode: 'tooShort' });
  });

  it('saves, puts the answer in the user-profile query at once and says so', async () => {
    const { queryClient } = await renderForm();
    await userEvent.clear(screen.getByLabelText(/^Efternavn/));
    await userEvent.type(screen.getByLabelText(/^Efternavn/), 'Sørensen');
    await userEvent.click(saveButton());

    expect(await screen.findAllByText('Dine oplysninger er gemt.')).not.toHaveLength(0);
    expect(queryClient.getQueryData<{ lastName: string }>(PROFILE_QUERY_KEY)?.lastName).toBe('Sørensen');
    expect(customerOf('aurora-dk').customer?.lastName).toBe('Sørensen');
    expect(puts()).toHaveLength(1);
    expect(saveButton()).toBeDisabled();
  });

  it('keeps what was typed when saving fails', async () => {
    mockServer.use(http.put(`${apiUrl('aurora-dk')}/api/profile`, () => HttpResponse.json({ title: 'boom', status: 500, type: 'about:blank' }, { status: 500 })));
    await renderForm();
    await userEvent.clear(screen.getByLabelText(/^Efternavn/));
    await userEvent.type(screen.getByLabelText(/^Efternavn/), 'Sørensen');
    await userEvent.click(saveButton());
    expect(await screen.findAllByText(/Vi kunne ikke gemme dine oplysninger/)).not.toHaveLength(0);
    expect(screen.getByLabelText(/^Efternavn/)).toHaveValue('Sørensen');
    expect(saveButton()).toBeEnabled();
  });

  it('shows what failed, with a retry, when the profile cannot be loaded', async () => {
    let fail = true;
    mockServer.use(
      http.get(`${apiUrl('aurora-dk')}/api/profile`, () =>
        fail ? HttpResponse.json({ title: 'boom', status: 503, type: 'about:blank' }, { status: 503 }) : undefined,
      ),
    );
    renderSignedIn(<UpdateProfile />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Vi kunne ikke hente dine oplysninger.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /Prøv igen/ }));
    expect(await screen.findByLabelText(/^Fornavn/)).toHaveValue('Mette');
  });

  it('asks before leaving with unsaved changes, and only then', async () => {
    await renderForm();
    expect(router.listeners('routeChangeStart')).toBe(0);
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    await userEvent.type(screen.getByLabelText(/^Fornavn/), 'x');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    expect(() => router.fire('routeChangeStart', '/min-bil')).toThrow(/unsaved changes/);
    expect(confirm).toHaveBeenCalledWith('Du har ændringer, der ikke er gemt. Vil du forlade siden uden at gemme dem?');
    expect(router.events.emit).toHaveBeenCalledWith('routeChangeError', expect.any(Error), '/min-bil', { shallow: false });

    confirm.mockReturnValue(true);
    expect(() => router.fire('routeChangeStart', '/min-bil')).not.toThrow();

    await userEvent.type(screen.getByLabelText(/^Fornavn/), '{Backspace}');
    await waitFor(() => expect(router.listeners('routeChangeStart')).toBe(0));
  });
});
