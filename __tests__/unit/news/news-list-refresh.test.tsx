import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { newsKeys } from '@/api-client/news/news-keys';
import { publicationKeys } from '@/api-client/publications/publications-keys';
import { mockServer } from '@/api-client/mocks/node';
import { mockStore } from '@/api-client/mocks/store';
import { NEWS_PAGE_SIZE, NEWS_SOURCE } from '@/config/api';
import { getSite } from '@/config/site-registry';
import { NewsView } from '@/features/news/news-view';
import { FEATURE_API, renderSignedIn } from '../../utils/render-feature';
import { mockRouter } from '../../utils/url-router';
import { recordSentRequests } from '../../utils/sent-requests';

configure({ asyncUtilTimeout: 10_000 });

jest.mock('next/router', () => ({ useRouter: () => jest.requireActual('../../utils/url-router').useMockRouter() }));

const sent = recordSentRequests();
beforeEach(() => {
  mockStore.reset();
  mockRouter.reset('/nyheder');
});

const NEWS = `${FEATURE_API}/volta-dk/api/profile/news`;
const pageKey = (page: number) => newsKeys.list({ source: NEWS_SOURCE, page, pageSize: NEWS_PAGE_SIZE });
/** The ids of the listed articles, in order (from their links). */
const listedIds = () =>
  screen.getAllByRole('listitem').map((item) => new URL(item.querySelector('a')!.getAttribute('href')!, 'http://localhost').searchParams.get('article')!);
/** React Query tells its observers a moment after a fetch settles: let that render happen. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

function partition() {
  const site = getSite('volta-dk')!;
  return mockStore.partition(site.brandId as 'VLT', site.marketId as 'DK');
}

/** The website news the mock serves, newest first. */
/** The website's news the demo owner gets: those for every owner and those about their Volta Two. */
function websiteNews() {
  return partition()
    .publications.filter((p) => p.publicationType === 'news' && p.loginPlatforms.includes('web'))
    .filter((p) => p.vehicleModels.length === 0 || p.vehicleModels.includes('vlt-two'))
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
}

async function showTwoPages() {
  const result = renderSignedIn(<NewsView />, { site: 'volta-dk' });
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(10));
  await userEvent.click(screen.getByRole('button', { name: 'Vis flere nyheder' }));
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
  return result;
}

describe('news: page 1 moves on while later pages are shown', () => {
  it('reads the later pages again, so the item pushed off page 1 is neither lost nor shown twice', async () => {
    expect(websiteNews().length).toBeGreaterThan(20);
    const { queryClient } = await showTwoPages();
    const before = websiteNews().map((p) => p.id);
    expect(listedIds()).toEqual(before.slice(0, 20));

    // A new article arrives; page 2's next answer is held until the test lets it go.
    const latest = { ...websiteNews()[0]!, id: '00000000-0000-4000-8000-000000000001', title: 'Helt ny nyhed', publishedAt: new Date().toISOString() };
    partition().publications.push(latest);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockServer.use(
      http.get(NEWS, async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '2') await answered;
        return undefined;
      }),
    );
    sent.length = 0;
    // What the poll does: page 1 only.
    await act(() => queryClient.refetchQueries({ queryKey: pageKey(1), exact: true }));
    await screen.findByRole('link', { name: 'Helt ny nyhed' });
    await waitFor(() => expect(sent.map((url) => url.searchParams.get('page'))).toEqual(['1', '2']));

    // Meanwhile the item page 1 pushed down (the old tenth) is still there, and nothing twice.
    const meanwhile = listedIds();
    expect(new Set(meanwhile).size).toBe(meanwhile.length);
    expect(meanwhile).toEqual([latest.id, ...before.slice(0, 20)]);

    answer();
    await waitFor(() => expect(listedIds()).toEqual([latest.id, ...before.slice(0, 19)]));
    expect(screen.getByText('Viser 20 nyheder')).toBeInTheDocument();
  });

  it('does not read the later pages again when page 1 comes back unchanged', async () => {
    const { queryClient } = await showTwoPages();
    sent.length = 0;
    await act(() => queryClient.refetchQueries({ queryKey: pageKey(1), exact: true }));
    await settle();
    expect(sent.map((url) => url.searchParams.get('page'))).toEqual(['1']);
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
  });
});

describe('news: a failed background refetch keeps what is shown', () => {
  it('the list stays when the polled first page fails', async () => {
    const { queryClient } = await showTwoPages();
    mockServer.use(http.get(NEWS, () => HttpResponse.json({ title: 'boom' }, { status: 500 })));
    await act(() => queryClient.refetchQueries({ queryKey: newsKeys.all }));
    expect(queryClient.getQueryState(pageKey(1))?.status).toBe('error');
    expect(queryClient.getQueryState(pageKey(2))?.status).toBe('error');
    await settle();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vis flere nyheder' })).toBeInTheDocument();
  });

  it('an open article stays when its refetch fails', async () => {
    const article = websiteNews()[0]!;
    mockRouter.setUrl(`/nyheder?article=${article.id}`);
    const { queryClient } = renderSignedIn(<NewsView />, { site: 'volta-dk' });
    await screen.findByRole('heading', { level: 2, name: article.title });
    mockServer.use(http.get(`${FEATURE_API}/volta-dk/api/profile/publications/:id`, () => HttpResponse.json({ title: 'boom' }, { status: 500 })));
    await act(() => queryClient.refetchQueries({ queryKey: publicationKeys.detail(article.id) }));
    expect(queryClient.getQueryState(publicationKeys.detail(article.id))?.status).toBe('error');
    await settle();
    expect(screen.getByRole('heading', { level: 2, name: article.title })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
