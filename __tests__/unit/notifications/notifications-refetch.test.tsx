import { act, configure, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@/api-client/mocks/node';
import { mockStore } from '@/api-client/mocks/store';
import { NotificationList } from '@/features/notifications/notification-list';
import { renderWithProviders } from '../../utils/render-with-providers';

configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => mockStore.reset());

describe('notifications: a failed background refetch', () => {
  it('keeps the list on screen, with no error', async () => {
    const { queryClient, customer } = renderWithProviders(<NotificationList />, { site: 'aurora-dk', signedIn: true });
    const groups = await screen.findAllByRole('heading', { level: 2 });
    expect(groups.length).toBeGreaterThan(0);
    const newest = [...customer.notifications].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0]!;

    mockServer.use(http.get('*/api/profile/notifications', () => HttpResponse.json({ title: 'boom', status: 500 }, { status: 500 })));
    await act(() => queryClient.refetchQueries());
    expect(queryClient.getQueryCache().findAll().some((query) => query.state.status === 'error')).toBe(true);
    // React Query tells its observers a moment after the fetch settles.
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(groups.length);
    expect(screen.getByRole('button', { name: new RegExp(newest.title) })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
