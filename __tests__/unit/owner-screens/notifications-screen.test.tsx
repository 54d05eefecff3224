import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@/api-client/mocks/node';
import { mockStore } from '@/api-client/mocks/store';
import { Header } from '@/components/shell/header';
import { useUnreadCount } from '@/features/notifications/use-unread-count';
import { NotificationsScreen } from '@/screens/notifications-screen';
import { renderWithProviders } from '../../utils/render-with-providers';

jest.mock('next/router', () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), events: { on: jest.fn(), off: jest.fn() } }) }));

beforeEach(() => mockStore.reset());

/** The header as the site frame wires it: the unread count from the same query as the list. */
function HeaderWithCount() {
  const unread = useUnreadCount();
  return <Header route="notifications" ownerName="Mette Hansen" showNews={false} unreadNotifications={unread} onLogout={() => undefined} />;
}

describe('notifications screen', () => {
  it('lists the notifications newest first, grouped by day, unread ones marked', async () => {
    const { customer } = renderWithProviders(<NotificationsScreen />, { site: 'aurora-dk', signedIn: true });
    expect(screen.getByText('Henter notifikationer …')).toBeInTheDocument();
    const groups = await screen.findAllByRole('heading', { level: 2 }, { timeout: 5000 });
    expect(groups).toHaveLength(customer.notifications.length);
    const titles = screen.getAllByRole('button', { expanded: false }).map((button) => button.textContent);
    const newestFirst = [...customer.notifications].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    expect(titles.map((text) => text!.replace(/^Ulæst: /, '').replace(/\d{2}[.:]\d{2}$/, ''))).toEqual(newestFirst.map((n) => n.title));
    expect(screen.getAllByText('Ulæst:', { exact: false })).toHaveLength(customer.notifications.filter((n) => !n.read).length);
  });

  it('opening one shows it whole, marks it read and lowers the header’s count', async () => {
    const { customer } = renderWithProviders(
      <>
        <HeaderWithCount />
        <NotificationsScreen />
      </>,
      { site: 'aurora-dk', signedIn: true },
    );
    const unread = customer.notifications.filter((n) => !n.read).length;
    expect(unread).toBe(3);
    expect(await screen.findByRole('link', { name: 'Notifikationer, 3 ulæste' }, { timeout: 5000 })).toBeInTheDocument();
    const newest = [...customer.notifications].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    const toggle = screen.getByRole('button', { name: new RegExp(newest.title) });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(newest.body)).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Notifikationer, 2 ulæste' })).toBeInTheDocument();
    expect(customer.notifications.find((n) => n.id === newest.id)!.read).toBe(true);
    expect(within(toggle).queryByText('Ulæst:', { exact: false })).not.toBeInTheDocument();
  });

  it('has a friendly empty state', async () => {
    renderWithProviders(<NotificationsScreen />, { site: 'aurora-dk', signedIn: { email: 'other.owner@example.com' } });
    expect(await screen.findByText('Ingen notifikationer', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows a failure with retry', async () => {
    mockServer.use(http.get('*/api/profile/notifications', () => HttpResponse.json({ title: 'boom', status: 500 }, { status: 500 }), { once: true }));
    renderWithProviders(<NotificationsScreen />, { site: 'aurora-dk', signedIn: true });
    expect(await screen.findByText('Vi kunne ikke hente dine notifikationer.', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igen' }));
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0));
  });
});
