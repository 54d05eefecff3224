import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@/api-client/mocks/node';
import { mockStore } from '@/api-client/mocks/store';
import PointsView from '@/features/loyalty/points-view';
import { parsePointsQuery, pointsSearch } from '@/features/loyalty/loyalty-url';
import type { DateRangeChoice } from '@/lib/date-range';
import { renderWithProviders } from '../../utils/render-with-providers';
import { recordSentRequests } from '../../utils/sent-requests';

configure({ asyncUtilTimeout: 10_000 });

const sent = recordSentRequests();
beforeEach(() => {
  mockStore.reset();
});

const to = (path: string) => sent.filter((url) => url.pathname.endsWith(path));
const params = (url: URL) => Object.fromEntries(url.searchParams.entries());
const nbsp = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function Stateful({ initial = { preset: 'last-3-months' } }: { initial?: DateRangeChoice }) {
  const [range, setRange] = useState<DateRangeChoice>(initial);
  return <PointsView range={range} onRangeChange={setRange} />;
}

describe('Points tab: the loyalty account', () => {
  it('shows a skeleton, then the balance, level and the points that expire', async () => {
    const { customer } = renderWithProviders(<Stateful />, { site: 'aurora-dk', signedIn: true });
    expect(screen.getByText('Henter dine point …')).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Dine point', level: 2 })).closest('section')!;
    const earned = customer.loyalty.earned.reduce((t, e) => t + e.points, 0) - customer.loyalty.redemptions.reduce((t, r) => t + r.points, 0);
    expect(await within(card).findByText(`${earned.toLocaleString('da-DK')} point`)).toBeInTheDocument();
    // The way to the next level: a progress bar named by the two levels, and the points left.
    const progress = within(card).getByRole('progressbar', { name: /^Fra (Blå|Sølv) til (Sølv|Guld)$/ });
    expect(Number(progress.getAttribute('aria-valuenow'))).toBeLessThan(Number(progress.getAttribute('aria-valuemax')));
    expect(progress).toHaveAttribute('aria-valuetext', expect.stringMatching(/^[\d.]+ af [\d.]+ point i år$/));
    expect(within(card).getByText(/point mere i år, så når du (Sølv|Guld)$/)).toBeInTheDocument();
    expect(within(card).getByText('Udløber snart')).toBeInTheDocument();
  });

  it('says what failed and loads again on retry', async () => {
    mockServer.use(http.get('*/api/profile/loyalty-account', () => HttpResponse.json({ title: 'boom', status: 500 }, { status: 500 }), { once: true }));
    renderWithProviders(<Stateful />, { site: 'aurora-dk', signedIn: true });
    expect(await screen.findByText('Vi kunne ikke hente dine point.')).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Prøv igen' })[0]!);
    expect(await screen.findByText('Udløber snart')).toBeInTheDocument();
  });
});

describe('Points tab: the history of a period', () => {
  it('sends StartDate and EndDate as ISO strings with Page, PageSize, SortBy and OrderBy, for a preset and custom days', async () => {
    renderWithProviders(<Stateful />, { site: 'aurora-dk', signedIn: true });
    await screen.findByRole('heading', { name: 'Optjente point', level: 3 });
    await waitFor(() => expect(to('/earned-points-summary').length).toBeGreaterThan(0));
    const first = params(to('/earned-points-summary').find((url) => url.searchParams.get('PageSize') === '5')!);
    expect(first).toEqual({
      StartDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/),
      EndDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T23:59:59\.999Z$/),
      Page: '1',
      PageSize: '5',
      SortBy: 'date',
      OrderBy: 'desc',
    });
    expect(to('/redemptions').length).toBeGreaterThan(0);

    sent.length = 0;
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Periode' }), 'Sidste år');
    const year = new Date().getUTCFullYear() - 1;
    await waitFor(() => expect(to('/earned-points-summary').map((url) => url.searchParams.get('StartDate'))).toContain(`${year}-01-01T00:00:00.000Z`));
    expect(to('/redemptions').map((url) => url.searchParams.get('EndDate'))).toContain(`${year}-12-31T23:59:59.999Z`);

    sent.length = 0;
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Periode' }), 'Vælg datoer');
    await userEvent.type(screen.getByLabelText('Fra'), '2025-02-01');
    await userEvent.type(screen.getByLabelText('Til'), '2025-03-31');
    await waitFor(() => expect(to('/earned-points-summary').map((url) => url.searchParams.get('EndDate'))).toContain('2025-03-31T23:59:59.999Z'));
    expect(to('/earned-points-summary').map((url) => url.searchParams.get('StartDate'))).toContain('2025-02-01T00:00:00.000Z');
  });

  it('pages and sorts a list through the API', async () => {
    renderWithProviders(<Stateful initial={{ preset: 'custom', from: '2000-01-01', to: '2100-12-31' }} />, { site: 'aurora-dk', signedIn: true });
    const list = (await screen.findByRole('heading', { name: 'Optjente point', level: 3 })).closest('section')!;
    expect(await within(list).findByText(/^Side 1 af \d+$/)).toBeInTheDocument();
    sent.length = 0;
    await userEvent.click(within(list).getByRole('button', { name: 'Næste' }));
    expect(await within(list).findByText(/^Side 2 af \d+$/)).toBeInTheDocument();
    expect(to('/earned-points-summary').map((url) => url.searchParams.get('Page'))).toContain('2');

    sent.length = 0;
    await userEvent.selectOptions(within(list).getByRole('combobox', { name: 'Sortér efter' }), 'Flest point først');
    await waitFor(() => expect(to('/earned-points-summary').map(params)).toContainEqual(expect.objectContaining({ Page: '1', SortBy: 'points', OrderBy: 'desc' })));
    expect(await within(list).findByText('+1.000')).toBeInTheDocument();
  });

  it('shows the totals and a chart of points per month with a table of the same numbers', async () => {
    renderWithProviders(<Stateful initial={{ preset: 'this-year' }} />, { site: 'aurora-dk', signedIn: true });
    expect(await screen.findByText('Optjent i perioden')).toBeInTheDocument();
    // The period as the owner chose it: to 31 December, not to 1 January.
    expect(screen.getByText(`1. januar ${new Date().getUTCFullYear()} – 31. december ${new Date().getUTCFullYear()}`)).toBeInTheDocument();
    const figure = screen.getByRole('figure', { name: 'Optjente point pr. måned' });
    expect(figure.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(within(figure).getByText('Vis som tabel'));
    const rows = within(within(figure).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent(`januar ${new Date().getUTCFullYear()}`);
  });
});

describe('Points tab: an owner outside the loyalty programme', () => {
  it('sees how to join, and no shop, gift cards, history or errors', async () => {
    renderWithProviders(<Stateful />, { site: 'aurora-dk', signedIn: { email: 'other.owner@example.com' } });
    const card = (await screen.findByRole('heading', { name: 'Dine point', level: 2 })).closest('section')!;
    expect(await within(card).findByText('Du er ikke med i loyalitetsprogrammet endnu')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Gavekort', level: 2 })).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'Dine gavekort', level: 2 })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pointhistorik', level: 2 })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Prøv igen' })).not.toBeInTheDocument();
  });
});

describe('Points tab: gift cards', () => {
  it('buys a card after a confirmation with the cost and the balance after; the new balance and card show', async () => {
    const user = userEvent.setup();
    const { customer } = renderWithProviders(<Stateful />, { site: 'aurora-dk', signedIn: true });
    const before = customer.loyalty.earned.reduce((t, e) => t + e.points, 0) - customer.loyalty.redemptions.reduce((t, r) => t + r.points, 0);
    const shop = (await screen.findByRole('heading', { name: 'Gavekort', level: 2 })).closest('section')!;
    const vendor = (await within(shop).findByRole('heading', { name: 'Biografkæden', level: 3 })).closest('li')!;
    await user.click(within(vendor).getByRole('button', { name: /^100\skr\. · 1\.000 point$/ }));

    const dialog = await screen.findByRole('dialog', { name: /^Køb gavekort: Biografkæden, 100\skr\.$/ });
    expect(within(dialog).getByText('Pris').nextSibling).toHaveTextContent('1.000 point');
    expect(within(dialog).getByText('Saldo bagefter').nextSibling).toHaveTextContent(`${(before - 1000).toLocaleString('da-DK')} point`);
    await user.click(within(dialog).getByRole('button', { name: 'Køb for 1.000 point' }));

    // The dialog turns into the card: its code, ready to copy (focus is there), and how long it is valid.
    const bought = await screen.findByRole('dialog', { name: /^Dit gavekort: Biografkæden, 100\skr\.$/ });
    const card = customer.loyalty.giftCards[0]!;
    expect(within(bought).getByText(card.code)).toBeInTheDocument();
    await waitFor(() => expect(within(bought).getByRole('button', { name: /^Kopiér kode/ })).toHaveFocus());
    expect(within(bought).getByText('Gyldigt til og med').nextSibling).toHaveTextContent(/^\d{1,2}\. \w+ \d{4}$/);
    expect(within(bought).getByText('Saldo bagefter').nextSibling).toHaveTextContent(`${(before - 1000).toLocaleString('da-DK')} point`);
    await user.click(within(bought).getByRole('button', { name: 'Færdig' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const account = screen.getByRole('heading', { name: 'Dine point', level: 2 }).closest('section')!;
    expect(await within(account).findByText(`${(before - 1000).toLocaleString('da-DK')} point`)).toBeInTheDocument();
    const cards = screen.getByRole('heading', { name: 'Dine gavekort', level: 2 }).closest('section')!;
    await waitFor(() => expect(within(cards).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(/^Biografkæden, 100\skr\.$/));
    expect(customer.loyalty.giftCards[0]!.amount).toBe(100);
  });

  it('shows amounts the balance cannot pay as such, with the points missing, and not as a choice', async () => {
    const { customer } = renderWithProviders(<Stateful />, { site: 'aurora-dk', signedIn: true });
    customer.loyalty.earned = [{ ...customer.loyalty.earned[0]!, points: 2_500 }];
    customer.loyalty.redemptions = [];
    const vendor = (await screen.findByRole('heading', { name: 'Biografkæden', level: 3 })).closest('li')!;
    // 100 and 200 kr. (1,000 and 2,000 points) are within the 2,500; 500 kr. (5,000) is 2,500 short.
    expect(await within(vendor).findByRole('button', { name: /^100\skr\. · 1\.000 point$/ })).toBeInTheDocument();
    expect(within(vendor).getByRole('button', { name: /^200\skr\. · 2\.000 point$/ })).toBeInTheDocument();
    expect(within(vendor).queryByRole('button', { name: /^500\skr\./ })).not.toBeInTheDocument();
    expect(within(vendor).getByText('Mangler 2.500 point')).toBeInTheDocument();
    // A vendor none of whose amounts it pays offers none.
    const travel = screen.getByRole('heading', { name: 'Rejsebureauet', level: 3 }).closest('li')!;
    expect(within(travel).queryAllByRole('button')).toHaveLength(0);
    expect(within(travel).getByText('Mangler 17.500 point')).toBeInTheDocument();
  });

  it('asks before the tab is closed or reloaded while a purchase is on its way, and only then', async () => {
    const asks = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    // Held until the test lets it go; then the mock's own handler answers.
    mockServer.use(
      http.post('*/api/profile/gift-cards/buy', async () => {
        await answered;
        return undefined;
      }),
    );
    renderWithProviders(<Stateful />, { site: 'aurora-dk', signedIn: true });
    const vendor = (await screen.findByRole('heading', { name: 'Biografkæden', level: 3 })).closest('li')!;
    await userEvent.click(within(vendor).getByRole('button', { name: /^100\skr\. · 1\.000 point$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(asks()).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Køb for 1.000 point' }));
    await waitFor(() => expect(asks()).toBe(true));
    answer();
    expect(await screen.findByRole('dialog', { name: /^Dit gavekort: Biografkæden/ })).toBeInTheDocument();
    expect(asks()).toBe(false);
  });

  it('says so when the backend refuses the purchase, and reads the balance again', async () => {
    const { customer } = renderWithProviders(<Stateful />, { site: 'aurora-dk', signedIn: true });
    const vendor = (await screen.findByRole('heading', { name: 'Nordic Fuel', level: 3 })).closest('li')!;
    await userEvent.click(await within(vendor).findByRole('button', { name: /^100\skr\./ }));
    const dialog = await screen.findByRole('dialog');
    // Spent elsewhere meanwhile: the page's balance is stale, the mock's is not.
    customer.loyalty.redemptions.push({ id: 'elsewhere', date: new Date().toISOString(), points: 1_000_000, description: 'x', auditNumber: null });
    sent.length = 0;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Køb for 1.000 point' }));
    expect(await within(dialog).findByText('Købet blev afvist: du har ikke point nok til dette gavekort.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Køb for/ })).not.toBeInTheDocument();
    await waitFor(() => expect(to('/loyalty-account').length).toBeGreaterThan(0));
    expect(customer.loyalty.giftCards).toHaveLength(2);
  });

  it('keeps a code hidden until asked, then reads it and copies it', async () => {
    const user = userEvent.setup();
    const { customer } = renderWithProviders(<Stateful />, { site: 'aurora-dk', signedIn: true });
    const card = customer.loyalty.giftCards[0]!;
    const cards = (await screen.findByRole('heading', { name: 'Dine gavekort', level: 2 })).closest('section')!;
    await within(cards).findAllByRole('button', { name: /^Vis kode/ });
    expect(within(cards).queryByText(card.code)).not.toBeInTheDocument();
    await user.click(within(cards).getAllByRole('button', { name: /^Vis kode/ })[0]!);
    expect(await within(cards).findByText(card.code)).toBeInTheDocument();
    // The button pressed is gone: focus is on the code's copy button, not lost to the page.
    await waitFor(() => expect(within(cards).getByRole('button', { name: /^Kopiér kode/ })).toHaveFocus());
    expect(to(`/gift-cards/${card.auditNumber}`)).toHaveLength(1);
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(cards).getByRole('button', { name: /^Kopiér kode/ }));
    expect(await screen.findByText('Koden er kopieret.')).toBeInTheDocument();
    expect(write).toHaveBeenCalledWith(card.code);
  });
});

describe('Points tab: money and the URL', () => {
  it('writes amounts in the market currency: SEK on volta-se', async () => {
    renderWithProviders(<Stateful />, { site: 'volta-se', signedIn: true });
    const vendor = (await screen.findByRole('heading', { name: 'Biografkedjan', level: 3 })).closest('li')!;
    const first = within(vendor).getAllByRole('button')[0]!;
    expect(nbsp(first.getAttribute('aria-label'))).toBe('100 kr · 700 poäng');
    expect(nbsp(first.textContent)).toBe('100 kr700 poäng');
  });

  it('keeps the tab and the period in the query string', () => {
    const state = { view: 'points' as const, range: { preset: 'custom' as const, from: '2025-01-01', to: '2025-06-30' } };
    expect(pointsSearch(state)).toBe('?view=points&period=custom&from=2025-01-01&to=2025-06-30');
    expect(parsePointsQuery({ view: 'points', period: 'custom', from: '2025-01-01', to: '2025-06-30' })).toEqual(state);
    expect(pointsSearch({ view: 'points', range: { preset: 'last-3-months' } })).toBe('?view=points');
    expect(parsePointsQuery({ period: 'nonsense', from: 'x' })).toEqual({ view: 'rewards', range: { preset: 'last-3-months', from: undefined, to: undefined } });
  });
});
