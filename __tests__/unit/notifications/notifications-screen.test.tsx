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

describe('marking read when the backend fails', () => {
  /** The header's notifications link, by the count in its name. */
  const countLink = (count: number) => screen.findByRole('link', { name: count ? `Notifikationer, ${count} ulæste` : 'Notifikationer' }, { timeout: 5000 });

  it('tries again, and when it still fails shows it unread again, with a quiet line, and the count back', async () => {
    let tries = 0;
    mockServer.use(
      http.put('*/api/profile/notifications/:id/read', () => {
        tries += 1;
        return HttpResponse.json({ title: 'down', status: 503 }, { status: 503 });
      }),
    );
    const { customer } = renderWithProviders(
      <>
        <HeaderWithCount />
        <NotificationsScreen />
      </>,
      { site: 'aurora-dk', signedIn: true },
    );
    await countLink(3);
    const newest = [...customer.notifications].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    const toggle = screen.getByRole('button', { name: new RegExp(newest.title) });
    await userEvent.click(toggle);
    // Read at once on screen, while the call is tried.
    expect(await countLink(2)).toBeInTheDocument();
    expect(await screen.findByText(/Vi kunne ikke markere den som læst/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(tries).toBe(3);
    expect(await countLink(3)).toBeInTheDocument();
    expect(within(toggle).getByText('Ulæst:', { exact: false })).toBeInTheDocument();
    expect(customer.notifications.find((n) => n.id === newest.id)!.read).toBe(false);
  });

  it('marks it read when a retry gets through, and says nothing', async () => {
    mockServer.use(http.put('*/api/profile/notifications/:id/read', () => HttpResponse.json({ title: 'down', status: 503 }, { status: 503 }), { once: true }));
    const { customer } = renderWithProviders(
      <>
        <HeaderWithCount />
        <NotificationsScreen />
      </>,
      { site: 'aurora-dk', signedIn: true },
    );
    await countLink(3);
    const newest = [...customer.notifications].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;
    await userEvent.click(screen.getByRole('button', { name: new RegExp(newest.title) }));
    await waitFor(() => expect(customer.notifications.find((n) => n.id === newest.id)!.read).toBe(true), { timeout: 3000 });
    expect(await countLink(2)).toBeInTheDocument();
    expect(screen.queryByText(/Vi kunne ikke markere den som læst/)).not.toBeInTheDocument();
  });
});

describe('mark all as read', () => {
  it('marks every unread notification read, empties the header’s count and says so', async () => {
    const { customer } = renderWithProviders(
      <>
        <HeaderWithCount />
        <NotificationsScreen />
      </>,
      { site: 'aurora-dk', signedIn: true },
    );
    expect(await screen.findByText('3 ulæste', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Markér alle som læst' }));
    expect(await screen.findByRole('link', { name: 'Notifikationer' })).toBeInTheDocument();
    expect(await screen.findByText('Alle dine beskeder er markeret som læst.')).toBeInTheDocument();
    expect(customer.notifications.every((n) => n.read)).toBe(true);
    expect(screen.queryByText('Ulæst:', { exact: false })).not.toBeInTheDocument();
    expect(screen.getByText('Alt er læst.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Markér alle som læst' })).not.toBeInTheDocument();
  });

  it('leaves one the backend will not mark unread, and says how many', async () => {
    const { customer } = renderWithProviders(
      <>
        <HeaderWithCount />
        <NotificationsScreen />
      </>,
      { site: 'aurora-dk', signedIn: true },
    );
    const stubborn = customer.notifications.find((n) => !n.read)!;
    mockServer.use(http.put(`*/api/profile/notifications/${stubborn.id}/read`, () => HttpResponse.json({ title: 'down', status: 500 }, { status: 500 })));
    await screen.findByText('3 ulæste', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Markér alle som læst' }));
    expect(await screen.findByText(/^1 besked kunne ikke markeres som læst/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Notifikationer, 1 ulæst' })).toBeInTheDocument();
    expect(customer.notifications.filter((n) => !n.read).map((n) => n.id)).toEqual([stubborn.id]);
    expect(within(screen.getByRole('button', { name: new RegExp(stubborn.title) })).getByText('Ulæst:', { exact: false })).toBeInTheDocument();
  });
});
