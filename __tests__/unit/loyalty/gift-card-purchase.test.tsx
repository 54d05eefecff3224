import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { http, HttpResponse } from 'msw';
import { loyaltyKeys } from '@/api-client/loyalty/loyalty-keys';
import { mockServer } from '@/api-client/mocks/node';
import { mockStore } from '@/api-client/mocks/store';
import PointsView from '@/features/loyalty/points-view';
import type { DateRangeChoice } from '@/lib/date-range';
import { renderWithProviders } from '../../utils/render-with-providers';

configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => mockStore.reset());

function Stateful() {
  const [range, setRange] = useState<DateRangeChoice>({ preset: 'last-3-months' });
  return <PointsView range={range} onRangeChange={setRange} />;
}

/** React Query tells its observers a moment after a fetch settles: let that render happen. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

const failing = (path: string) => http.get(`*${path}`, () => HttpResponse.json({ title: 'boom', status: 500 }, { status: 500 }));

/** Holds the purchase until the test lets it go; then the mock's own handler answers. */
function holdPurchase() {
  let answer!: () => void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  mockServer.use(
    http.post('*/api/profile/gift-cards/buy', async () => {
      await answered;
      return undefined;
    }),
  );
  return answer;
}

describe('buying a gift card while the purchase is on its way', () => {
  it('cannot be cancelled or closed (Cancel, Escape, the close button, the backdrop)', async () => {
    const user = userEvent.setup();
    const answer = holdPurchase();
    const { customer } = renderWithProviders(<Stateful />, { site: 'aurora-dk', signedIn: true });
    const vendor = (await screen.findByRole('heading', { name: 'Biografkæden', level: 3 })).closest('li')!;
    await user.click(within(vendor).getByRole('button', { name: /^100\skr\. · 1\.000 point$/ }));
    const dialog = await screen.findByRole('dialog');
    const cancel = within(dialog).getByRole('button', { name: 'Annullér' });
    expect(cancel).not.toHaveAttribute('aria-disabled');

    await user.click(within(dialog).getByRole('button', { name: 'Køb for 1.000 point' }));
    await waitFor(() => expect(cancel).toHaveAttribute('aria-disabled', 'true'));
    await user.click(cancel);
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Luk' }));
    fireEvent.mouseDown(dialog.parentElement!);
    expect(screen.getByRole('dialog')).toBe(dialog);

    answer();
    // Bought: the dialog shows the card, and now closes.
    const bought = await screen.findByRole('dialog', { name: /^Dit gavekort: Biografkæden, 100\skr\.$/ });
    await user.click(within(bought).getByRole('button', { name: 'Færdig' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(customer.loyalty.giftCards[0]!.amount).toBe(100);
  });

  it('says how it went even when the shop is no longer on screen by then', async () => {
    const user = userEvent.setup();
    const answer = holdPurchase();
    const { customer, rerender } = renderWithProviders(<Stateful />, { site: 'aurora-dk', signedIn: true });
    const before = customer.loyalty.giftCards.length;
    const vendor = (await screen.findByRole('heading', { name: 'Biografkæden', level: 3 })).closest('li')!;
    await user.click(within(vendor).getByRole('button', { name: /^100\skr\. · 1\.000 point$/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Køb for 1.000 point' }));
    await waitFor(() => expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annullér' })).toHaveAttribute('aria-disabled', 'true'));

    // The owner leaves the tab (the page's providers, and so the toasts, stay).
    rerender(<p>Elsewhere</p>);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByText(/^Du har købt et gavekort på 100\skr\. fra Biografkæden\.$/)).toBeInTheDocument();
    expect(customer.loyalty.giftCards).toHaveLength(before + 1);
  });
});

describe('the gift card shop without a balance', () => {
  it('says the balance could not be read, with a retry, and offers no amount until it is', async () => {
    const user = userEvent.setup();
    mockServer.use(failing('/api/profile/loyalty-account'));
    renderWithProviders(<Stateful />, { site: 'aurora-dk', signedIn: true });
    const shop = (await screen.findByRole('heading', { name: 'Gavekort', level: 2 })).closest('section')!;
    expect(await within(shop).findByRole('alert')).toHaveTextContent('Vi kunne ikke hente din pointsaldo, så du kan ikke købe gavekort lige nu.');
    expect(within(shop).queryByRole('button', { name: /point$/ })).not.toBeInTheDocument();
    expect(within(shop).queryByText('Du har ikke point nok til disse gavekort endnu.')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    mockServer.resetHandlers();
    await user.click(within(shop).getByRole('button', { name: 'Prøv igen' }));
    const vendor = (await within(shop).findByRole('heading', { name: 'Biografkæden', level: 3 })).closest('li')!;
    await user.click(within(vendor).getByRole('button', { name: /^100\skr\. · 1\.000 point$/ }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});

describe('the Points tab keeps what it shows when a background refetch fails', () => {
  it('the balance, the shop and the gift cards stay, with no error', async () => {
    const { queryClient, customer } = renderWithProviders(<Stateful />, { site: 'aurora-dk', signedIn: true });
    const account = (await screen.findByRole('heading', { name: 'Dine point', level: 2 })).closest('section')!;
    const balance = customer.loyalty.earned.reduce((t, e) => t + e.points, 0) - customer.loyalty.redemptions.reduce((t, r) => t + r.points, 0);
    const balanceText = `${balance.toLocaleString('da-DK')} point`;
    await within(account).findByText(balanceText);
    const shop = screen.getByRole('heading', { name: 'Gavekort', level: 2 }).closest('section')!;
    await within(shop).findByRole('heading', { name: 'Biografkæden', level: 3 });
    const cards = screen.getByRole('heading', { name: 'Dine gavekort', level: 2 }).closest('section')!;
    await within(cards).findAllByRole('button', { name: /^Vis kode/ });

    mockServer.use(failing('/api/profile/loyalty-account'), failing('/api/profile/gift-cards'), failing('/api/profile/gift-cards/vendors'));
    await act(() => queryClient.refetchQueries({ queryKey: loyaltyKeys.account() }));
    await act(() => queryClient.refetchQueries({ queryKey: loyaltyKeys.giftCardList() }));
    await act(() => queryClient.refetchQueries({ queryKey: loyaltyKeys.vendorList() }));
    expect(queryClient.getQueryState(loyaltyKeys.account())?.status).toBe('error');
    expect(queryClient.getQueryState(loyaltyKeys.giftCardList())?.status).toBe('error');
    expect(queryClient.getQueryState(loyaltyKeys.vendorList())?.status).toBe('error');
    await settle();

    expect(within(account).getByText(balanceText)).toBeInTheDocument();
    expect(within(account).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(shop).getByRole('heading', { name: 'Biografkæden', level: 3 })).toBeInTheDocument();
    expect(within(shop).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(cards).getAllByRole('button', { name: /^Vis kode/ }).length).toBeGreaterThan(0);
    expect(within(cards).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a revealed code stays when its refetch fails', async () => {
    const user = userEvent.setup();
    const { queryClient, customer } = renderWithProviders(<Stateful />, { site: 'aurora-dk', signedIn: true });
    const card = customer.loyalty.giftCards[0]!;
    const cards = (await screen.findByRole('heading', { name: 'Dine gavekort', level: 2 })).closest('section')!;
    await user.click((await within(cards).findAllByRole('button', { name: /^Vis kode/ }))[0]!);
    expect(await within(cards).findByText(card.code)).toBeInTheDocument();

    mockServer.use(failing(`/api/profile/gift-cards/${card.auditNumber}`));
    await act(() => queryClient.refetchQueries({ queryKey: loyaltyKeys.giftCard(card.auditNumber) }));
    expect(queryClient.getQueryState(loyaltyKeys.giftCard(card.auditNumber))?.status).toBe('error');
    await settle();
    expect(within(cards).getByText(card.code)).toBeInTheDocument();
    expect(within(cards).queryByText('Vi kunne ikke hente koden.')).not.toBeInTheDocument();
  });

  it('the sections stay when a refetch of a loaded account answers 404', async () => {
    const { queryClient } = renderWithProviders(<Stateful />, { site: 'aurora-dk', signedIn: true });
    await screen.findByRole('heading', { name: 'Biografkæden', level: 3 });
    mockServer.use(http.get('*/api/profile/loyalty-account', () => HttpResponse.json({ title: 'Not Found', status: 404 }, { status: 404 })));
    await act(() => queryClient.refetchQueries({ queryKey: loyaltyKeys.account() }));
    expect(queryClient.getQueryState(loyaltyKeys.account())?.status).toBe('error');
    await settle();
    expect(screen.getByRole('heading', { name: 'Gavekort', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dine gavekort', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('Udløber snart')).toBeInTheDocument();
  });
});
