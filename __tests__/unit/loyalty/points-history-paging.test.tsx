import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { loyaltyKeys } from '@/api-client/loyalty/loyalty-keys';
import { mockServer } from '@/api-client/mocks/node';
import { mockStore } from '@/api-client/mocks/store';
import { PointsHistory } from '@/features/loyalty/points-history';
import type { DateRangeChoice } from '@/lib/date-range';
import { renderWithProviders } from '../../utils/render-with-providers';
import { recordSentRequests } from '../../utils/sent-requests';

configure({ asyncUtilTimeout: 10_000 });

const sent = recordSentRequests();
beforeEach(() => {
  mockStore.reset();
});

const ALL_TIME: DateRangeChoice = { preset: 'custom', from: '2000-01-01', to: '2100-12-31' };
const render = () => renderWithProviders(<PointsHistory range={ALL_TIME} onRangeChange={() => undefined} />, { site: 'aurora-dk', signedIn: true });
const earnedList = async () => (await screen.findByRole('heading', { name: 'Optjente point', level: 3 })).closest('section')!;

describe('points history: paging a list', () => {
  it('keeps the page, the pager and the focus on Next while the next page loads', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Pages other than the first (of the list: the overview asks for 100 at once) wait until released.
    mockServer.use(
      http.get('*/api/profile/earned-points-summary', async ({ request }) => {
        const params = new URL(request.url).searchParams;
        if (params.get('PageSize') === '5' && params.get('Page') !== '1') await gate;
      }),
    );
    render();
    const section = await earnedList();
    const status = await within(section).findByText(/^Side 1 af \d+$/);
    const firstPage = within(section).getAllByRole('listitem').map((item) => item.textContent);

    const next = within(section).getByRole('button', { name: 'Næste' });
    await user.click(next);
    expect(next).toBeInTheDocument();
    expect(next).toHaveFocus();
    expect(status).toBeInTheDocument();
    expect(status).toHaveTextContent(/^Side 2 af \d+$/);
    const list = within(section).getByRole('list');
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual(firstPage);

    // A press while the page loads asks for no other page.
    await user.click(next);
    expect(status).toHaveTextContent(/^Side 2 af \d+$/);
    expect(sent.filter((url) => url.pathname.endsWith('/earned-points-summary')).map((url) => url.searchParams.get('Page'))).not.toContain('3');

    release();
    await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
    expect(next).toHaveFocus();
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).not.toEqual(firstPage);
  });
});

describe('points history: the totals and the chart', () => {
  it('say their own calls failed, with a retry, while the lists work', async () => {
    const user = userEvent.setup();
    let failing = true;
    // Only the overview's call (the largest page); the lists ask for pages of 5.
    mockServer.use(
      http.get('*/api/profile/earned-points-summary', ({ request }) =>
        failing && new URL(request.url).searchParams.get('PageSize') === '100' ? HttpResponse.json({ title: 'boom', status: 500 }, { status: 500 }) : undefined,
      ),
    );
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Vi kunne ikke hente: Optjente point pr. måned.');
    expect(await within(await earnedList()).findByText(/^Side 1 af \d+$/)).toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Prøv igen' }));
    expect(await screen.findByText('Optjent i perioden')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Optjente point pr. måned' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('and the lists stay shown when a background refetch fails', async () => {
    const { queryClient } = render();
    expect(await screen.findByText('Optjent i perioden')).toBeInTheDocument();
    const section = await earnedList();
    await within(section).findByText(/^Side 1 af \d+$/);
    const entries = within(section).getAllByRole('listitem').length;

    mockStore.setFaults(undefined, 'getEarnedPointsSummary=503,getRedemptions=503');
    await act(() => queryClient.refetchQueries({ queryKey: loyaltyKeys.all }));
    expect(queryClient.getQueryCache().findAll({ queryKey: loyaltyKeys.all }).every((query) => query.state.status === 'error')).toBe(true);

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Optjent i perioden')).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(entries);
  });
});

describe('points history: another period', () => {
  it('keeps the sort the owner chose and starts again at page 1', async () => {
    const user = userEvent.setup();
    const OTHER: DateRangeChoice = { preset: 'custom', from: '2000-01-01', to: '2099-12-31' };
    const { rerender } = render();
    const section = await earnedList();
    await within(section).findByText(/^Side 1 af \d+$/);
    await user.selectOptions(within(section).getByRole('combobox'), 'points-desc');
    await waitFor(() => expect(within(section).getByRole('list')).not.toHaveAttribute('aria-busy'));
    await user.click(within(section).getByRole('button', { name: 'Næste' }));
    await within(section).findByText(/^Side 2 af \d+$/);

    sent.length = 0;
    rerender(<PointsHistory range={OTHER} onRangeChange={() => undefined} />);
    await waitFor(() => expect(sent.some((url) => url.searchParams.get('EndDate')?.startsWith('2099-12-31') && url.searchParams.get('PageSize') === '5')).toBe(true));
    const asked = sent.filter((url) => url.pathname.endsWith('/earned-points-summary') && url.searchParams.get('PageSize') === '5');
    expect(asked.map((url) => [url.searchParams.get('Page'), url.searchParams.get('SortBy'), url.searchParams.get('OrderBy')])).toEqual([['1', 'points', 'desc']]);
    expect(within(await earnedList()).getByRole('combobox')).toHaveValue('points-desc');
    expect(await within(await earnedList()).findByText(/^Side 1 af \d+$/)).toBeInTheDocument();
  });
});

describe('points history: a period with more entries than one page', () => {
  it('counts every earned entry in the chart and every redemption in the spent points, page after page', async () => {
    const partition = mockStore.partition('AUR', 'DK');
    const owner = partition.customers.find((customer) => customer.email === 'owner@example.com')!;
    const march = '2001-03-10T10:00:00.000Z';
    for (let index = 0; index < 230; index += 1) {
      owner.loyalty.earned.push({ id: `extra-earned-${index}`, date: march, points: 10, description: 'Bonus', source: 'campaign' });
      owner.loyalty.redemptions.push({ id: `extra-redeemed-${index}`, date: march, points: 3, description: 'Kaffe', auditNumber: null });
    }
    const spent = owner.loyalty.redemptions.reduce((total, entry) => total + entry.points, 0);
    render();
    const spentLabel = await screen.findByText('Brugt i perioden');
    expect(spentLabel.nextSibling!.textContent!.replace(/\s/g, ' ')).toBe(`${spent.toLocaleString('da-DK').replace(/\s/g, ' ')} point`);
    const figure = screen.getByRole('figure', { name: 'Optjente point pr. måned' });
    await userEvent.click(within(figure).getByText('Vis som tabel'));
    const marchRow = within(within(figure).getByRole('table')).getByRole('rowheader', { name: 'marts 2001' }).closest('tr')!;
    const inMarch = owner.loyalty.earned.filter((entry) => entry.date.startsWith('2001-03')).reduce((total, entry) => total + entry.points, 0);
    expect(inMarch).toBeGreaterThanOrEqual(2300);
    expect(marchRow.textContent!.replace(/\s/g, ' ')).toContain(inMarch.toLocaleString('da-DK').replace(/\s/g, ' '));
    // Three pages of 100 each way.
    const pagesOf = (path: string) => sent.filter((url) => url.pathname.endsWith(path) && url.searchParams.get('PageSize') === '100').map((url) => url.searchParams.get('Page'));
    expect(pagesOf('/earned-points-summary')).toEqual(['1', '2', '3']);
    expect(pagesOf('/redemptions')).toEqual(['1', '2', '3']);
  });
});
