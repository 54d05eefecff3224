import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { publicationKeys } from '@/api-client/publications/publications-keys';
import { mockServer } from '@/api-client/mocks/node';
import { mockStore } from '@/api-client/mocks/store';
import { getSite } from '@/config/site-registry';
import { RewardsView } from '@/features/rewards/rewards-view';
import { FEATURE_API, renderSignedIn } from '../../utils/render-feature';
import { mockRouter } from '../../utils/url-router';

configure({ asyncUtilTimeout: 10_000 });

jest.mock('next/router', () => ({ useRouter: () => jest.requireActual('../../utils/url-router').useMockRouter() }));

beforeEach(() => {
  mockStore.reset();
  mockRouter.reset('/fordele');
});

/** React Query tells its observers a moment after a fetch settles: let that render happen. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

/** A gate: requests wait at it until the test opens it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, wait: () => opened };
}

function rewardOf(siteId: string, title: string) {
  const site = getSite(siteId)!;
  return mockStore.partition(site.brandId as 'AUR', site.marketId as 'DK').publications.find((p) => p.title === title)!;
}

describe('rewards: the count', () => {
  it('is one status region that stays while another category loads, and only its text changes', async () => {
    renderSignedIn(<RewardsView />, { site: 'volta-dk' });
    const category = (await screen.findAllByRole('combobox', { name: 'Kategori' }))[0]!;
    await waitFor(() => expect(within(category).getByRole('option', { name: 'Livsstil' })).toBeInTheDocument());
    const group = category.closest('[role="group"]')!.parentElement!;
    const count = await within(group).findByText(/^\d+ fordele?$/);
    expect(count).toHaveAttribute('role', 'status');

    const held = gate();
    mockServer.use(
      http.get(`${FEATURE_API}/volta-dk/api/profile/publications`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('Category') === 'lifestyle') await held.wait();
        return undefined;
      }),
    );
    await userEvent.selectOptions(category, 'lifestyle');
    await waitFor(() => expect(within(group).getByText('Henter fordele …')).toBeInTheDocument());
    // Loading: the same region, with no count in it.
    expect(count).toBeInTheDocument();
    expect(count).toHaveTextContent(/^$/);
    held.open();
    await waitFor(() => expect(count).toHaveTextContent(/^\d+ fordele?$/));
    expect(within(group).getByText(/^\d+ fordele?$/)).toBe(count);
  });
});

describe('rewards: the category filter before its list', () => {
  it('names the listed category "loading", not by its id, while the list loads', async () => {
    const held = gate();
    mockServer.use(
      http.get(`${FEATURE_API}/volta-dk/api/profile/publications/reward-categories`, async () => {
        await held.wait();
        return undefined;
      }),
    );
    // A category picked in the URL (every category is the default, which needs no name).
    mockRouter.setUrl('/fordele?category=benefits');
    renderSignedIn(<RewardsView />, { site: 'volta-dk' });
    const category = (await screen.findAllByRole('combobox', { name: 'Kategori' }))[0]!;
    expect(category).toBeDisabled();
    expect(within(category).getAllByRole('option').map((option) => option.textContent)).toEqual(['Alle kategorier', 'Indlæser …']);
    expect(within(category).queryByRole('option', { name: 'benefits' })).not.toBeInTheDocument();
    held.open();
    await waitFor(() => expect(within(category).getByRole('option', { name: 'Livsstil' })).toBeInTheDocument());
    expect(within(category).queryByRole('option', { name: 'Indlæser …' })).not.toBeInTheDocument();
  });

  it('leaves the filter out when the list fails; the rewards still show', async () => {
    mockServer.use(http.get(`${FEATURE_API}/volta-dk/api/profile/publications/reward-categories`, () => HttpResponse.json({ title: 'boom' }, { status: 500 })));
    renderSignedIn(<RewardsView />, { site: 'volta-dk' });
    await waitFor(() => expect(screen.getAllByText(/^\d+ fordele?$/)).toHaveLength(2));
    await settle();
    expect(screen.queryByRole('combobox', { name: 'Kategori' })).not.toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'benefits' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('rewards: claiming fails', () => {
  it('brings the button back with focus on it', async () => {
    const reward = rewardOf('aurora-dk', 'Køreteknisk kursus');
    mockRouter.setUrl(`/fordele?reward=${reward.id}`);
    const held = gate();
    mockServer.use(
      http.put(`${FEATURE_API}/aurora-dk/api/profile/:customerId/reward/:rewardId`, async () => {
        await held.wait();
        return HttpResponse.json({ title: 'boom' }, { status: 503 });
      }),
    );
    renderSignedIn(<RewardsView />, { site: 'aurora-dk' });
    await userEvent.click(await screen.findByRole('button', { name: 'Hent din kode' }));
    await waitFor(() => expect(screen.getByText('Din kode er klar')).toHaveFocus());
    held.open();
    expect(await screen.findByText('Vi kunne ikke indløse fordelen. Prøv igen.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hent din kode' })).toHaveFocus());
  });
});

describe('rewards: a failed background refetch keeps what is shown', () => {
  it('the list stays, with its count and no error', async () => {
    const { queryClient } = renderSignedIn(<RewardsView />, { site: 'aurora-dk' });
    const link = await screen.findByRole('link', { name: 'Vask og voks til halv pris' });
    const count = screen.getByText(/^\d+ fordele?$/).textContent;
    mockServer.use(http.get(`${FEATURE_API}/aurora-dk/api/profile/publications`, () => HttpResponse.json({ title: 'boom' }, { status: 500 })));
    await act(() => queryClient.refetchQueries({ queryKey: publicationKeys.lists() }));
    expect(queryClient.getQueryCache().findAll({ queryKey: publicationKeys.lists() }).every((query) => query.state.status === 'error')).toBe(true);
    await settle();
    expect(link).toBeInTheDocument();
    expect(screen.getByText(count!)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an open reward stays', async () => {
    const reward = rewardOf('aurora-dk', 'Køreteknisk kursus');
    mockRouter.setUrl(`/fordele?reward=${reward.id}`);
    const { queryClient } = renderSignedIn(<RewardsView />, { site: 'aurora-dk' });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Køreteknisk kursus' });
    mockServer.use(http.get(`${FEATURE_API}/aurora-dk/api/profile/publications/:id`, () => HttpResponse.json({ title: 'boom' }, { status: 500 })));
    await act(() => queryClient.refetchQueries({ queryKey: publicationKeys.detail(reward.id) }));
    expect(queryClient.getQueryState(publicationKeys.detail(reward.id))?.status).toBe('error');
    await settle();
    expect(heading).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hent din kode' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
