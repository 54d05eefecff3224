import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { NewsView } from '@/features/news/news-view';
import { mockServer } from '@/api-client/mocks/node';
import { mockStore } from '@/api-client/mocks/store';
import { FEATURE_API, renderSignedIn } from '../../utils/render-feature';
import { recordSentRequests } from '../../utils/sent-requests';
import { mockRouter } from '../../utils/url-router';

// Two cores shared by many runs: give the first render of a screen time.
configure({ asyncUtilTimeout: 10_000 });

jest.mock('next/router', () => ({ useRouter: () => jest.requireActual('../../utils/url-router').useMockRouter() }));

const sent = recordSentRequests();
beforeEach(() => {
  mockStore.reset();
  mockRouter.reset('/nyheder');
});

const newsRequests = () => sent.filter((url) => url.pathname.endsWith('/api/profile/news')).map((url) => url.search);
const NEWS = `${FEATURE_API}/volta-dk/api/profile/news`;

describe('news', () => {
  it('lists website news ten at a time, newest first, and "show more" stops when hasNext is false', async () => {
    renderSignedIn(<NewsView />, { site: 'volta-dk' });
    expect(screen.getByText('Henter nyheder …')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(10), { timeout: 10_000 });
    await screen.findByText('Viser 10 nyheder');
    const dates = screen.getAllByRole('listitem').map((item) => item.querySelector('time')!.getAttribute('dateTime')!);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(screen.getByText('Viser 10 nyheder')).toBeInTheDocument();

    const more = () => screen.queryByRole('button', { name: 'Vis flere nyheder' });
    let pages = 1;
    while (more()) {
      await userEvent.click(more()!);
      pages += 1;
      await waitFor(() => expect(newsRequests()).toHaveLength(pages));
      await waitFor(() => expect(screen.queryByText('Viser 10 nyheder')).not.toBeInTheDocument());
      await waitFor(() => expect(more()?.getAttribute('aria-busy') ?? 'false').not.toBe('true'));
    }
    expect(pages).toBeGreaterThan(1);
    expect(newsRequests()).toEqual(Array.from({ length: pages }, (_, index) => `?source=website&page=${index + 1}&pageSize=10`));
    const items = screen.getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(10 * (pages - 1));
    expect(items.length).toBeLessThanOrEqual(10 * pages);
    // After "show more", focus is on the first new item's link.
    expect(document.activeElement?.closest('li')).toBe(items[10 * (pages - 1)]);
  });

  it("fetches the first item's picture at once and with priority, the others lazily", async () => {
    renderSignedIn(<NewsView />, { site: 'volta-dk' });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(10), { timeout: 10_000 });
    const load = screen.getAllByRole('listitem').map((item) => {
      const img = item.querySelector('img')!;
      return `${img.getAttribute('loading')} ${img.getAttribute('fetchpriority')}`;
    });
    expect(load).toEqual(['eager high', ...Array<string>(9).fill('lazy null')]);
  });

  it('says so when there is no news yet', async () => {
    mockServer.use(http.get(NEWS, () => HttpResponse.json({ data: [], pagination: { page: 1, hasNext: false, pageSize: 10, totalCount: 0 } })));
    renderSignedIn(<NewsView />, { site: 'volta-dk' });
    expect(await screen.findByText('Ingen nyheder endnu')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vis flere nyheder' })).not.toBeInTheDocument();
  });

  it('says what failed and loads again on retry', async () => {
    let calls = 0;
    mockServer.use(
      http.get(NEWS, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ title: 'boom' }, { status: 500 }) : undefined;
      }),
    );
    renderSignedIn(<NewsView />, { site: 'volta-dk' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Vi kunne ikke hente nyhederne.');
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igen' }));
    await screen.findByText('Viser 10 nyheder', undefined, { timeout: 10_000 });
  });

  it('shows an article on its own URL, with a way back to the list', async () => {
    renderSignedIn(<NewsView />, { site: 'volta-dk' });
    const firstLink = (await screen.findAllByRole('link'))[0]!;
    const title = firstLink.textContent!;
    expect(firstLink).toHaveAttribute('href', expect.stringMatching(/^\/nyheder\?article=[0-9a-f-]{36}$/));

    act(() => mockRouter.setUrl(firstLink.getAttribute('href')!));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: title })).toHaveFocus(), { timeout: 10_000 });
    expect(screen.getByText(/Hos Volta vil vi gerne gøre det let at eje bil/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tilbage til nyheder' })).toHaveAttribute('href', '/nyheder');
  });

  it.each(['..', '.', 'not-an-article'])('?article=%s is no article: not found, with the way back, and nothing is asked for it', async (value) => {
    mockRouter.setUrl(`/nyheder?article=${value}`);
    renderSignedIn(<NewsView />, { site: 'volta-dk' });
    expect(await screen.findByText('Artiklen findes ikke længere.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Prøv igen' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tilbage til nyheder' })).toHaveAttribute('href', '/nyheder');
    // Not /api/profile (one level up from the article's path), nor any publication.
    expect(sent.map((url) => url.pathname).filter((pathname) => /\/api\/profile\/?$|\/publications\//.test(pathname))).toEqual([]);
  });
});
