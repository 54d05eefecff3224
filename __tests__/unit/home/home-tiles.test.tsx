import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@/api-client/mocks/node';
import { mockStore } from '@/api-client/mocks/store';
import { getSite } from '@/config/site-registry';
import { HighlightedRewards } from '@/features/home/highlighted-rewards';
import { parseRewardsQuery } from '@/features/rewards/rewards-url';
import { HomeScreen } from '@/screens/home-screen';
import { renderSignedIn } from '../../utils/render-feature';
import { renderWithProviders } from '../../utils/render-with-providers';
import { recordSentRequests } from '../../utils/sent-requests';

configure({ asyncUtilTimeout: 10_000 });

const sent = recordSentRequests();
beforeEach(() => {
  mockStore.reset();
});

const section = async (name: string) => (await screen.findByRole('heading', { name, level: 2 })).closest('section')!;
const failing = (path: string) => http.get(`*${path}`, () => HttpResponse.json({ title: 'boom', status: 500 }, { status: 500 }));
/** React Query tells its observers a moment after a fetch settles: let that render happen. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

function publications(siteId: string) {
  const site = getSite(siteId)!;
  return mockStore.partition(site.brandId as 'AUR', site.marketId as 'DK').publications;
}

/** The query of a link's href, as the page it leads to reads it. */
const queryOf = (href: string) => Object.fromEntries(new URL(href, 'http://localhost').searchParams);

describe('home: each tile leads to its own reward or article', () => {
  it('a highlighted reward opens that reward on the rewards page (?reward=<id>)', async () => {
    renderWithProviders(<HomeScreen />, { site: 'aurora-dk', signedIn: true });
    const rewards = await section('Udvalgte fordele');
    await waitFor(() => expect(within(rewards).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2));
    const links = within(rewards).getAllByRole('link').filter((link) => link.closest('li'));
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) {
      const href = link.getAttribute('href')!;
      expect(href).toMatch(/^\/fordele\?reward=[0-9a-f-]{36}$/);
      const { reward } = parseRewardsQuery(queryOf(href));
      const publication = publications('aurora-dk').find((p) => p.id === reward)!;
      expect(link).toHaveTextContent(publication.title);
    }
    // The section's own link still goes to all rewards; the query names the portal's platform.
    expect(within(rewards).getByRole('link', { name: 'Alle fordele' })).toHaveAttribute('href', '/fordele');
    // The brand's list of highlights (getHighlights), not the general list filtered.
    const asked = sent.find((url) => url.pathname.endsWith('/api/profile/highlights'))!;
    expect(asked.searchParams.get('LoginPlatform')).toBe('web');
  });

  it('a reward of the vehicle group opens on the vehicle tab, where its back link returns', async () => {
    const site = getSite('aurora-dk')!;
    renderSignedIn(<HighlightedRewards />, {
      site: 'aurora-dk',
      siteOverrides: { rewards: { forYou: { ...site.rewards.forYou, isHighlight: false }, forVehicle: { ...site.rewards.forVehicle, category: 'offers', isHighlight: true } } },
    });
    const rewards = await section('Udvalgte fordele');
    await waitFor(() => expect(within(rewards).getAllByRole('listitem').length).toBeGreaterThan(0));
    const link = within(rewards).getAllByRole('link').find((candidate) => candidate.closest('li'))!;
    expect(link.getAttribute('href')).toMatch(/^\/fordele\?tab=vehicle&reward=[0-9a-f-]{36}$/);
    expect(parseRewardsQuery(queryOf(link.getAttribute('href')!))).toMatchObject({ tab: 'forVehicle', reward: expect.any(String) });
  });

  it('a news tile opens that article on the news page (?article=<id>)', async () => {
    renderWithProviders(<HomeScreen />, { site: 'aurora-dk', signedIn: true });
    const news = await section('Nyheder');
    await waitFor(() => expect(within(news).getAllByRole('listitem')).toHaveLength(3));
    const links = within(news).getAllByRole('link').filter((link) => link.closest('li'));
    expect(links).toHaveLength(3);
    for (const link of links) {
      const href = link.getAttribute('href')!;
      expect(href).toMatch(/^\/nyheder\?article=[0-9a-f-]{36}$/);
      const article = publications('aurora-dk').find((p) => p.id === queryOf(href).article)!;
      expect(link).toHaveTextContent(article.title);
    }
    expect(within(news).getByRole('link', { name: 'Alle nyheder' })).toHaveAttribute('href', '/nyheder');
  });
});

describe('home: a failed background refetch keeps what is shown', () => {
  it('the highlighted rewards, the news and the points stay, with no error', async () => {
    const { queryClient } = renderWithProviders(<HomeScreen />, { site: 'aurora-dk', signedIn: true });
    const rewards = await section('Udvalgte fordele');
    await waitFor(() => expect(within(rewards).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2));
    const news = await section('Nyheder');
    await waitFor(() => expect(within(news).getAllByRole('listitem')).toHaveLength(3));
    const points = await section('Dine point');
    const balance = (await within(points).findByText(/^[\d.]+ point$/)).textContent;

    mockServer.use(failing('/api/profile/highlights'), failing('/api/profile/news'), failing('/api/profile/loyalty-account'));
    await act(() => queryClient.refetchQueries({ queryKey: ['publications'] }));
    await act(() => queryClient.refetchQueries({ queryKey: ['news'] }));
    await act(() => queryClient.refetchQueries({ queryKey: ['loyalty'] }));
    const failed = queryClient.getQueryCache().findAll().filter((query) => query.state.status === 'error').map((query) => query.queryKey[0]);
    expect(new Set(failed)).toEqual(new Set(['publications', 'news', 'loyalty']));
    await settle();

    expect(within(rewards).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2);
    expect(within(news).getAllByRole('listitem')).toHaveLength(3);
    expect(within(points).getByText(balance!)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
