import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { AccountDeletedNotice } from '@/features/profile/account-deleted-notice';
import { confirmationMatches, DeleteAccount } from '@/features/profile/delete-account';
import { mockServer } from '@/api-client/mocks/node';
import { mockStore } from '@/api-client/mocks/store';
import { renderWithProviders } from '../../utils/render-with-providers';
import { apiUrl, customerOf, fakeRouter, renderSignedIn } from './support';

const router = fakeRouter();
jest.mock('next/router', () => ({ useRouter: () => router }));

const sent: Request[] = [];
/** The login page's flag as each DELETE went out. */
const flagAtDelete: Array<string | null> = [];
beforeAll(() => {
  mockServer.events.on('request:start', ({ request }) => {
    sent.push(request.clone());
    if (request.method === 'DELETE') flagAtDelete.push(window.sessionStorage.getItem('account-deleted'));
  });
});
beforeEach(() => {
  mockStore.reset();
  sent.length = 0;
  flagAtDelete.length = 0;
  window.sessionStorage.removeItem('account-deleted');
  router.query = {};
});

const deletes = () => sent.filter((request) => request.method === 'DELETE');
const EMAIL = 'delete.me@example.com';

async function openDialog(onAccountDeleted = jest.fn()) {
  renderSignedIn(<DeleteAccount onAccountDeleted={onAccountDeleted} />, { email: EMAIL });
  await userEvent.click(screen.getByRole('button', { name: 'Slet min konto' }));
  const dialog = screen.getByRole('dialog', { name: 'Vil du slette din konto?' });
  return { dialog, onAccountDeleted };
}

describe('Delete account', () => {
  it('says what is lost and deletes nothing until the confirmation word is typed', async () => {
    const { dialog, onAccountDeleted } = await openDialog();
    expect(within(dialog).getByText('Dine point, fordele og gavekort')).toBeInTheDocument();
    expect(within(dialog).getByText('Forbindelsen til dine biler og deres servicehistorik her')).toBeInTheDocument();
    const input = within(dialog).getByLabelText('Skriv SLET for at bekræfte');
    expect(input).toHaveFocus();

    await userEvent.type(input, 'slette');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Slet konto' }));
    expect(input).toHaveAccessibleDescription('Skriv præcis SLET for at bekræfte.');
    expect(deletes()).toHaveLength(0);
    expect(onAccountDeleted).not.toHaveBeenCalled();
    expect(customerOf('aurora-dk', EMAIL).customer).toBeDefined();
  });

  it('Cancel closes the dialog and gives focus back to the button', async () => {
    const { dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Behold min konto' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Slet min konto' })).toHaveFocus();
    expect(deletes()).toHaveLength(0);
  });

  it('deletes the account with the word typed, then hands over to sign-out', async () => {
    const { dialog, onAccountDeleted } = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Skriv SLET for at bekræfte'), ' slet ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Slet konto' }));
    await waitFor(() => expect(onAccountDeleted).toHaveBeenCalledTimes(1));
    // The login page will say so, whichever navigation reaches it first: set before the call, as
    // another call of the page refused once the account is gone may end the session first.
    expect(window.sessionStorage.getItem('account-deleted')).toBe('1');
    expect(flagAtDelete).toEqual(['1']);
    expect(deletes()).toHaveLength(1);
    expect(new URL(deletes()[0]!.url).pathname).toBe('/aurora-dk/api/profile');
    // The mock removed the account: it can no longer sign in.
    expect(customerOf('aurora-dk', EMAIL).customer).toBeUndefined();
  });

  it('keeps the owner signed in and says so when deleting fails', async () => {
    mockServer.use(http.delete(`${apiUrl('aurora-dk')}/api/profile`, () => HttpResponse.json({ title: 'boom', status: 500, type: 'about:blank' }, { status: 500 })));
    const { dialog, onAccountDeleted } = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Skriv SLET for at bekræfte'), 'SLET');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Slet konto' }));
    expect(await screen.findAllByText('Vi kunne ikke slette din konto. Prøv igen.')).not.toHaveLength(0);
    expect(onAccountDeleted).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('account-deleted')).toBeNull();
  });

  it('matches the word whatever its case and surrounding spaces', () => {
    expect(confirmationMatches(' Slet ', 'SLET')).toBe(true);
    expect(confirmationMatches('RADERA', 'RADERA')).toBe(true);
    expect(confirmationMatches('SLE T', 'SLET')).toBe(false);
    expect(confirmationMatches('', 'SLET')).toBe(false);
  });

  it('the login page tells that the account is gone, only after a deletion', () => {
    const { rerender } = renderWithProviders(<AccountDeletedNotice />, { locale: 'sv' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    router.query = { account: 'deleted' };
    rerender(<AccountDeletedNotice />);
    expect(screen.getByRole('status')).toHaveTextContent('Ditt konto är raderat. Du kan inte längre logga in med det.');
  });

  it('the login page tells it from the flag a deletion in this browser left, and forgets it when left', () => {
    window.sessionStorage.setItem('account-deleted', '1');
    const start = window.location.pathname;
    const { unmount } = renderWithProviders(<AccountDeletedNotice />, { locale: 'da' });
    expect(screen.getByRole('status')).toBeInTheDocument();
    // The owner goes on to another page: the router changes the address, then unmounts the page.
    window.history.pushState({}, '', '/elsewhere');
    try {
      unmount();
    } finally {
      window.history.pushState({}, '', start);
    }
    expect(window.sessionStorage.getItem('account-deleted')).toBeNull();
  });

  it("keeps telling it when the login page unmounts on the sign-out's way through the site's root", () => {
    window.sessionStorage.setItem('account-deleted', '1');
    const start = window.location.pathname;
    window.history.pushState({}, '', '/log-ind');
    const first = renderWithProviders(<AccountDeletedNotice />, { locale: 'da' });
    window.history.pushState({}, '', '/');
    try {
      first.unmount();
    } finally {
      window.history.pushState({}, '', start);
    }
    expect(window.sessionStorage.getItem('account-deleted')).toBe('1');
  });

  it('keeps telling it when the login page is drawn again in place (the route guard loading for a moment)', () => {
    window.sessionStorage.setItem('account-deleted', '1');
    const first = renderWithProviders(<AccountDeletedNotice />, { locale: 'sv' });
    first.unmount();
    expect(window.sessionStorage.getItem('account-deleted')).toBe('1');
    renderWithProviders(<AccountDeletedNotice />, { locale: 'sv' });
    expect(screen.getByRole('status')).toHaveTextContent('Ditt konto är raderat.');
  });
});
