import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { RewardsView } from '@/features/rewards/rewards-view';
import { mockServer } from '@/api-client/mocks/node';
import { mockStore } from '@/api-client/mocks/store';
import { getSite } from '@/config/site-registry';
import { REWARDS_PAGE_SIZE } from '@/config/api';
import { mockPictureOrigin } from '@/api-client/mocks/images';
import { demoOwner, FEATURE_API, renderSignedIn } from '../../utils/render-feature';
import { mockRouter } from '../../utils/url-router';

// Two cores shared by many runs: give the first render of a screen time.
configure({ asyncUtilTimeout: 10_000 });

jest.mock('next/router', () => ({ useRouter: () => jest.requireActual('../../utils/url-router').useMockRouter() }));

const sent: Request[] = [];
beforeAll(() => {
  mockServer.events.on('request:start', ({ request }) => {
    sent.push(request);
  });
});
beforeEach(() => {
  mockStore.reset();
  sent.length = 0;
  mockRouter.reset('/fordele');
});

function requestsTo(path: string, method = 'GET') {
  return sent.filter((request) => request.method === method && new URL(request.url).pathname.endsWith(path)).map((request) => new URL(request.url));
}

function listParams() {
  return requestsTo('/api/profile/publications').map((url) => Object.fromEntries([...url.searchParams.keys()].map((key) => [key, url.searchParams.getAll(key).join(',')])));
}

const group = (overrides: { categorySelect: boolean; useSubCategory: boolean }) => ({
  category: 'offers',
  isHighlight: false,
  includeExternal: true,
  ...overrides,
});

describe('rewards: the filters each setting shows', () => {
  const combinations = [false, true].flatMap((categorySelect) =>
    [false, true].flatMap((useSubCategory) => [false, true].map((hasVehicleTab) => ({ categorySelect, useSubCategory, hasVehicleTab }))),
  );

  it.each(combinations)('categorySelect $categorySelect, useSubCategory $useSubCategory, hasVehicleTab $hasVehicleTab', async ({ categorySelect, useSubCategory, hasVehicleTab }) => {
    const settings = group({ categorySelect, useSubCategory });
    renderSignedIn(<RewardsView />, { site: 'aurora-dk', siteOverrides: { hasVehicleTab, rewards: { forYou: settings, forVehicle: { ...settings, category: 'service' } } } });
    // Both groups are on the page as sections, or only the open tab's.
    const visibleGroups = hasVehicleTab ? 1 : 2;
    await waitFor(() => expect(screen.getAllByText(/^\d+ fordele?$/)).toHaveLength(visibleGroups));

    expect(screen.queryAllByRole('tab')).toHaveLength(hasVehicleTab ? 2 : 0);
    expect(screen.queryAllByRole('heading', { level: 2, name: /^Til (dig|din bil)$/ })).toHaveLength(hasVehicleTab ? 0 : 2);
    expect(screen.queryAllByRole('combobox', { name: 'Kategori' })).toHaveLength(categorySelect ? visibleGroups : 0);
    // A group that lets the owner pick lists every category until they do: subcategories belong to
    // one category, so they are offered once one is picked (or where the group has its own).
    const subCategoryShown = useSubCategory && !categorySelect;
    expect(screen.queryAllByRole('combobox', { name: 'Underkategori' })).toHaveLength(subCategoryShown ? visibleGroups : 0);
    if (categorySelect) {
      for (const select of screen.getAllByRole('combobox', { name: 'Kategori' })) expect(select).toHaveDisplayValue('Alle kategorier');
    }
    // A filter the settings do not offer asks for nothing either.
    expect(requestsTo('/publications/reward-categories').length > 0).toBe(categorySelect);
    expect(requestsTo('/publications/subcategories').length > 0).toBe(subCategoryShown);
  });
});

describe('rewards: the query each group sends', () => {
  it('Aurora: "for you" and, on its own tab, "for your vehicle", each with its settings', async () => {
    renderSignedIn(<RewardsView />, { site: 'aurora-dk' });
    await screen.findByText(/^\d+ fordele?$/);
    expect(listParams()).toEqual([
      // Every category: the group lets the owner pick one (categorySelect), and none is picked yet.
      { IsHighlight: 'true', IncludeExternal: 'true', PublicationTypes: 'reward,offer,event', LoginPlatform: 'web', Page: '1', PageSize: String(REWARDS_PAGE_SIZE) },
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'Til din bil' }));
    expect(mockRouter.push).toHaveBeenLastCalledWith('/fordele?tab=vehicle', undefined, { shallow: true, scroll: true });
    await waitFor(() => expect(listParams()).toHaveLength(2));
    expect(listParams()[1]).toEqual({ Category: 'service', IsHighlight: 'false', IncludeExternal: 'false', PublicationTypes: 'reward,offer,event', LoginPlatform: 'web', Page: '1', PageSize: String(REWARDS_PAGE_SIZE) });
  });

  it('Volta: both groups on one page; a category and subcategory in the URL narrow the group that offers them', async () => {
    mockRouter.setUrl('/fordele?category=benefits&subcategory=partner&vehicleSubcategory=ignored');
    renderSignedIn(<RewardsView />, { site: 'volta-dk' });
    await waitFor(() => expect(listParams()).toHaveLength(2));
    const forYou = listParams().find((params) => params.Category === 'benefits');
    const forVehicle = listParams().find((params) => params.Category === 'charging');
    expect(forYou).toEqual({ Category: 'benefits', IsHighlight: 'true', IncludeExternal: 'false', SubCategory: 'partner', PublicationTypes: 'reward,offer,event', LoginPlatform: 'web', Page: '1', PageSize: String(REWARDS_PAGE_SIZE) });
    expect(forVehicle).toEqual({ Category: 'charging', IsHighlight: 'false', IncludeExternal: 'true', PublicationTypes: 'reward,offer,event', LoginPlatform: 'web', Page: '1', PageSize: String(REWARDS_PAGE_SIZE) });
    expect(requestsTo('/publications/subcategories').map((url) => url.search)).toEqual(['?category=benefits&loginPlatform=web']);
  });

  it('picking a category puts it in the URL, lists that category and clears the subcategory', async () => {
    mockRouter.setUrl('/fordele?subcategory=partner');
    renderSignedIn(<RewardsView />, { site: 'volta-dk' });
    const category = (await screen.findAllByRole('combobox', { name: 'Kategori' }))[0]!;
    await waitFor(() => expect(within(category).getByRole('option', { name: 'Livsstil' })).toBeInTheDocument());
    await userEvent.selectOptions(category, 'lifestyle');
    expect(mockRouter.replace).toHaveBeenLastCalledWith('/fordele?category=lifestyle', undefined, { shallow: true, scroll: false });
    expect(await screen.findByRole('link', { name: 'Køreteknisk kursus' })).toBeInTheDocument();
    expect(listParams().at(-1)).toMatchObject({ Category: 'lifestyle', IsHighlight: 'true' });
    expect(listParams().at(-1)).not.toHaveProperty('SubCategory');
  });
});

describe('rewards: the list', () => {
  it('shows each reward with picture, title linking to it, teaser, validity and marks', async () => {
    renderSignedIn(<RewardsView />, { site: 'aurora-dk' });
    const link = await screen.findByRole('link', { name: 'Vask og voks til halv pris' });
    const card = link.closest('li')!;
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/fordele\?reward=[0-9a-f-]{36}$/));
    expect(within(card).getByText('Hos vores partner i hele landet.')).toBeInTheDocument();
    expect(within(card).getByText('Partnertilbud')).toBeInTheDocument();
    expect(within(card).getByText('Anbefalet')).toBeInTheDocument();
    expect(within(card).getByText(/^Gælder \d+\.\d+\.\d{4} – \d+\.\d+\.\d{4}$/)).toBeInTheDocument();
    expect(decodeURIComponent(card.querySelector('img')!.getAttribute('src')!)).toContain(`${mockPictureOrigin()}/__mock/images/aurora/`);
  });

  it("fetches the page's first picture at once and with priority, every other one lazily", async () => {
    renderSignedIn(<RewardsView />, { site: 'volta-dk' });
    // Volta shows both groups on one page: only the first group's first card is in the first screen.
    await waitFor(() => expect(screen.getAllByRole('list').filter((list) => list.querySelector('img'))).toHaveLength(2));
    const [forYou, forVehicle] = screen.getAllByRole('list').filter((list) => list.querySelector('img'));
    const load = (img: HTMLImageElement) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')];
    const [first, ...rest] = [...forYou!.querySelectorAll('img')];
    expect(load(first!)).toEqual(['eager', 'high']);
    expect(rest.length + forVehicle!.querySelectorAll('img').length).toBeGreaterThan(0);
    for (const img of [...rest, ...forVehicle!.querySelectorAll('img')]) expect(load(img)).toEqual(['lazy', null]);
  });

  it('shows a skeleton while loading, then says when a category has nothing', async () => {
    mockServer.use(http.get(`${FEATURE_API}/aurora-dk/api/profile/publications`, () => HttpResponse.json({ data: [], pagination: { page: 1, hasNext: false, pageSize: 50, totalCount: 0 } })));
    renderSignedIn(<RewardsView />, { site: 'aurora-dk' });
    expect(screen.getByText('Henter fordele …')).toBeInTheDocument();
    expect(await screen.findByText('Ingen fordele her lige nu')).toBeInTheDocument();
    expect(screen.getByText('0 fordele')).toBeInTheDocument();
  });

  it('says what failed and loads again on retry', async () => {
    let calls = 0;
    mockServer.use(
      http.get(`${FEATURE_API}/aurora-dk/api/profile/publications`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ title: 'boom' }, { status: 500 }) : undefined;
      }),
    );
    renderSignedIn(<RewardsView />, { site: 'aurora-dk' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Vi kunne ikke hente fordelene.');
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igen' }));
    expect(await screen.findByRole('link', { name: 'Vask og voks til halv pris' })).toBeInTheDocument();
  });
});

describe('rewards: the highlight audit', () => {
  it('records each highlighted reward once per view, not on every render or refetch', async () => {
    const { queryClient, rerender, unmount } = renderSignedIn(<RewardsView />, { site: 'aurora-dk' });
    // "For you" on Aurora lists highlights only (isHighlight is on).
    const titles = await screen.findAllByRole('heading', { level: 2 });
    await waitFor(() => expect(requestsTo('/highlights-audit')).toHaveLength(titles.length));
    const audits = requestsTo('/highlights-audit');
    expect(new Set(audits.map((url) => url.searchParams.get('highlightId'))).size).toBe(titles.length);
    expect(audits.every((url) => url.searchParams.get('type') === 'view' && url.searchParams.get('source') === 'website')).toBe(true);

    rerender(<RewardsView />);
    await act(() => queryClient.invalidateQueries());
    await act(() => queryClient.refetchQueries());
    expect(requestsTo('/highlights-audit')).toHaveLength(titles.length);

    // Leaving and coming back is a new view.
    unmount();
    renderSignedIn(<RewardsView />, { site: 'aurora-dk' });
    await waitFor(() => expect(requestsTo('/highlights-audit')).toHaveLength(titles.length * 2));
  });
});

describe('rewards: one reward on its own URL', () => {
  function rewardOf(siteId: string, title: string) {
    const site = getSite(siteId)!;
    return mockStore.partition(site.brandId as 'AUR', site.marketId as 'DK').publications.find((p) => p.title === title)!;
  }

  it('shows the whole reward, and claiming it calls PUT with the owner’s customerId, shows it claimed at once, toasts, and keeps it claimed', async () => {
    const reward = rewardOf('aurora-dk', 'Køreteknisk kursus');
    mockRouter.setUrl(`/fordele?category=lifestyle&reward=${reward.id}`);
    const { owner } = renderSignedIn(<RewardsView />, { site: 'aurora-dk' });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Køreteknisk kursus' });
    await waitFor(() => expect(heading).toHaveFocus());
    // It says what claiming gives: this one a code.
    expect(screen.getByText('Hent din personlige kode her, og vis den hos forhandleren eller brug den, når du bestiller.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tilbage til fordele' })).toHaveAttribute('href', '/fordele?category=lifestyle');

    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockServer.use(
      http.put(`${FEATURE_API}/aurora-dk/api/profile/:customerId/reward/:rewardId`, async () => {
        await answered;
        return undefined;
      }),
    );
    // Closing or reloading the tab asks first only while the claim is on its way (a reload would cut it off).
    const asks = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    expect(asks()).toBe(false);
    await userEvent.click(await screen.findByRole('button', { name: 'Hent din kode' }));
    // Claimed before the backend has answered.
    expect(await screen.findByText('Din kode er klar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hent din kode' })).not.toBeInTheDocument();
    expect(asks()).toBe(true);
    answer();

    const claims = requestsTo(`/reward/${reward.id}`, 'PUT');
    expect(claims.map((url) => url.pathname)).toEqual([`/aurora-dk/api/profile/${owner.customer.customerId}/reward/${reward.id}`]);
    expect(await screen.findByText(/^Fordelen »Køreteknisk kursus« er din\. Din kode: TRACK-[0-9A-F]{6}$/)).toBeInTheDocument();
    expect(await screen.findByText(/^Du hentede koden \d+\.\d+\.\d{4}$/)).toBeInTheDocument();
    expect(asks()).toBe(false);
    expect(owner.customer.claims[reward.id]).toBeDefined();
    // The code stays on the reward after the toast: the one the backend handed out, with a copy button.
    const code = owner.customer.claims[reward.id]!.code!;
    expect(screen.getByText(code, { selector: 'code' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kopiér koden' })).toBeInTheDocument();
  });

  it('shows the code of a reward claimed earlier, when it is opened again', async () => {
    const reward = rewardOf('aurora-dk', 'Køreteknisk kursus');
    mockRouter.setUrl(`/fordele?reward=${reward.id}`);
    const { customer } = demoOwner('aurora-dk');
    customer.claims[reward.id] = { customerId: customer.customerId, rewardId: reward.id, claimedAt: new Date().toISOString(), code: 'TRACK-ABC123' };
    renderSignedIn(<RewardsView />, { site: 'aurora-dk' });
    expect(await screen.findByText(/^Du hentede koden /)).toBeInTheDocument();
    expect(screen.getByText('TRACK-ABC123', { selector: 'code' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hent din kode' })).not.toBeInTheDocument();
  });

  it('a claim that fails puts the button back and says so', async () => {
    const reward = rewardOf('aurora-dk', 'Køreteknisk kursus');
    mockRouter.setUrl(`/fordele?reward=${reward.id}`);
    mockServer.use(http.put(`${FEATURE_API}/aurora-dk/api/profile/:customerId/reward/:rewardId`, () => HttpResponse.json({ title: 'boom' }, { status: 503 })));
    renderSignedIn(<RewardsView />, { site: 'aurora-dk' });
    await userEvent.click(await screen.findByRole('button', { name: 'Hent din kode' }));
    expect(await screen.findByText('Vi kunne ikke indløse fordelen. Prøv igen.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Hent din kode' })).toBeEnabled();
  });

  it('a partner’s reward opens the partner’s page in a new tab, safely', async () => {
    const reward = rewardOf('aurora-dk', 'Vask og voks til halv pris');
    mockRouter.setUrl(`/fordele?reward=${reward.id}`);
    renderSignedIn(<RewardsView />, { site: 'aurora-dk' });
    const link = await screen.findByRole('link', { name: /Gå til partnerens tilbud/ });
    expect(link).toHaveAttribute('href', reward.externalUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('button', { name: 'Hent din kode' })).not.toBeInTheDocument();
    // Opening a highlighted reward is recorded as a click.
    await waitFor(() => expect(requestsTo('/highlights-audit').map((url) => url.searchParams.get('type'))).toEqual(['click']));
  });

  it('a prize draw says so before and after: "Sign me up", then "You\'re entered", and no code', async () => {
    const reward = rewardOf('aurora-dk', 'Billetter til motorløb');
    mockRouter.setUrl(`/fordele?reward=${reward.id}`);
    const { owner } = renderSignedIn(<RewardsView />, { site: 'aurora-dk' });
    expect(await screen.findByText(/^Tilmeld dig her\. Du får besked på e-mail/)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Tilmeld mig' }));
    // "You're entered" at once, then with the date once the backend has answered.
    expect(await screen.findByText(/^Du (er tilmeldt|tilmeldte dig \d+\.\d+\.\d{4})$/)).toBeInTheDocument();
    expect(await screen.findByText('Du er tilmeldt »Billetter til motorløb«. Vi giver dig besked på e-mail.')).toBeInTheDocument();
    await waitFor(() => expect(owner.customer.claims[reward.id]).toBeDefined());
    expect(owner.customer.claims[reward.id]!.code).toBeNull();
    expect(await screen.findByText(/^Du tilmeldte dig \d+\.\d+\.\d{4}$/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Kopiér/ })).not.toBeInTheDocument();
  });

  it('a reward that does not exist says so, without a retry', async () => {
    mockRouter.setUrl('/fordele?reward=00000000-0000-4000-8000-000000000000');
    renderSignedIn(<RewardsView />, { site: 'aurora-dk' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Fordelen findes ikke længere, eller den gælder ikke for dig.');
    expect(screen.queryByRole('button', { name: 'Prøv igen' })).not.toBeInTheDocument();
    // A well-formed id is the backend's to answer (404).
    expect(requestsTo('/api/profile/publications/00000000-0000-4000-8000-000000000000').length).toBeGreaterThan(0);
  });

  it.each(['..', '.', 'no-such-reward', '%2e%2e'])('?reward=%s is no reward: not found, and no request for it leaves', async (value) => {
    mockRouter.setUrl(`/fordele?reward=${value}`);
    renderSignedIn(<RewardsView />, { site: 'aurora-dk' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Fordelen findes ikke længere, eller den gælder ikke for dig.');
    expect(screen.queryByRole('button', { name: 'Prøv igen' })).not.toBeInTheDocument();
    // Nothing one level up (/api/profile) or anything but the page's own lists.
    const paths = sent.map((request) => new URL(request.url).pathname.replace(/^\/[^/]+/, ''));
    expect(paths.filter((pathname) => !/^\/api\/profile\/(publications|highlights|non-highlights|vehicles|notifications|consents|loyalty-account)?/.test(pathname) || /^\/api\/profile\/?$/.test(pathname))).toEqual([]);
    expect(paths.filter((pathname) => pathname.startsWith('/api/profile/publications/') && !/\/(reward-categories|subcategories|v2)$/.test(pathname))).toEqual([]);
  });
});

describe('rewards: more than one page', () => {
  /** The aurora-dk "for you" group (offers, highlighted) grown by `extra` rewards. */
  function growOffers(extra: number) {
    const publications = mockStore.partition('AUR', 'DK').publications;
    const model = publications.find((p) => p.category === 'offers' && p.isHighlight && p.vehicleModels.length === 0)!;
    for (let index = 0; index < extra; index += 1) {
      publications.push({ ...model, id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, title: `Ekstra fordel ${index + 1}`, publishedAt: `2020-01-${String((index % 28) + 1).padStart(2, '0')}T08:00:00.000Z` });
    }
  }

  it('shows the backend’s total, the first page, and every further page on "show more" until there is none', async () => {
    growOffers(REWARDS_PAGE_SIZE * 2);
    renderSignedIn(<RewardsView />, { site: 'aurora-dk' });
    const total = await screen.findByText(/^\d+ fordele$/, {}, { timeout: 5000 });
    const count = Number(total.textContent!.split(' ')[0]);
    expect(count).toBeGreaterThan(REWARDS_PAGE_SIZE * 2);
    const list = () => screen.getAllByRole('list').find((element) => element.getAttribute('aria-describedby') === total.id)!;
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(REWARDS_PAGE_SIZE));

    await userEvent.click(screen.getByRole('button', { name: 'Vis flere fordele' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(REWARDS_PAGE_SIZE * 2));
    // The keyboard goes on at the first reward the page brought.
    expect(document.activeElement).toBe(within(within(list()).getAllByRole('listitem')[REWARDS_PAGE_SIZE]!).getAllByRole('link')[0]);

    await userEvent.click(screen.getByRole('button', { name: 'Vis flere fordele' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(count));
    expect(screen.queryByRole('button', { name: 'Vis flere fordele' })).not.toBeInTheDocument();
    // Every reward once, the last one included.
    const titles = within(list()).getAllByRole('heading').map((heading) => heading.textContent);
    expect(new Set(titles).size).toBe(count);
    expect(titles).toContain(`Ekstra fordel ${REWARDS_PAGE_SIZE * 2}`);
    expect(listParams().map((params) => params.Page)).toEqual(['1', '2', '3']);
  });

  it('says when a further page fails, keeps what it has, and tries that page again', async () => {
    growOffers(REWARDS_PAGE_SIZE);
    mockServer.use(
      http.get(`${FEATURE_API}/aurora-dk/api/profile/publications`, ({ request }) =>
        new URL(request.url).searchParams.get('Page') === '2' ? HttpResponse.json({ title: 'down', status: 503 }, { status: 503 }) : undefined,
      ),
    );
    renderSignedIn(<RewardsView />, { site: 'aurora-dk' });
    await userEvent.click(await screen.findByRole('button', { name: 'Vis flere fordele' }, { timeout: 5000 }));
    expect(await screen.findByText('Vi kunne ikke hente flere fordele.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Ekstra fordel/ }).length).toBeGreaterThan(0);
    mockServer.resetHandlers();
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igen' }));
    await waitFor(() => expect(screen.queryByText('Vi kunne ikke hente flere fordele.')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Vis flere fordele' })).not.toBeInTheDocument();
  });
});
