import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { invoiceKeys } from '@/api-client/invoices/invoices-keys';
import { mockServer } from '@/api-client/mocks/node';
import { mockStore } from '@/api-client/mocks/store';
import { vehicleKeys } from '@/api-client/vehicles/vehicles-keys';
import InvoicesSection from '@/features/invoices/invoices-section';
import { renderWithProviders } from '../../utils/render-with-providers';
import { recordSentRequests } from '../../utils/sent-requests';

configure({ asyncUtilTimeout: 10_000 });

const sent = recordSentRequests();
beforeEach(() => {
  mockStore.reset();
});

const to = (path: string) => sent.filter((url) => url.pathname.endsWith(path));
const itemsSection = async () => (await screen.findByRole('heading', { name: 'Fakturalinjer', level: 3 })).closest('section')!;

async function chooseAllTime(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Periode' }), 'Vælg datoer');
  await user.type(screen.getByLabelText('Fra'), '2000-01-01');
  await user.type(screen.getByLabelText('Til'), '2100-12-31');
}

/** Holds the answers to invoice items pages other than the first until released (then the mock answers). */
function holdLaterPages() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  mockServer.use(
    http.get('*/api/profile/invoice-items', async ({ request }) => {
      if (new URL(request.url).searchParams.get('Page') !== '1') await gate;
    }),
  );
  return release;
}

describe('service and invoices: the car filter', () => {
  it('drops the filter of a car the owner removed: the summary and the lines are for every car again', async () => {
    const user = userEvent.setup();
    const { customer, partition, queryClient } = renderWithProviders(<InvoicesSection />, { site: 'aurora-dk', signedIn: true });
    const zenith = partition.vehicles.find((v) => v.model === 'Zenith' && v.ownerId === customer.customerId)!;
    await chooseAllTime(user);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Bil' }), `Zenith · ${zenith.registrationNumber}`);
    await waitFor(() => expect(to('/invoice-summary').at(-1)!.searchParams.get('VehicleId')).toBe(zenith.vehicleId));

    // Removed (elsewhere on the page): the owner has one car left, so there is nothing to choose.
    zenith.ownerId = null;
    sent.length = 0;
    await act(() => queryClient.invalidateQueries({ queryKey: vehicleKeys.lists() }));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Bil' })).not.toBeInTheDocument());
    const allCount = new Set(customer.invoices.map((i) => i.invoiceNumber)).size;
    const zenithCount = new Set(customer.invoices.filter((i) => i.vehicleId === zenith.vehicleId).map((i) => i.invoiceNumber)).size;
    expect(zenithCount).toBeLessThan(allCount);
    const count = await screen.findByText('Fakturaer');
    await waitFor(() => expect(count.nextSibling!.textContent).toBe(String(allCount)));
    // No call since asks for the removed car.
    expect(sent.filter((url) => url.searchParams.get('VehicleId') === zenith.vehicleId)).toEqual([]);
  });

  it('keeps the chosen sort when the period or the car changes (and starts again at page 1)', async () => {
    const user = userEvent.setup();
    const { customer, partition } = renderWithProviders(<InvoicesSection />, { site: 'aurora-dk', signedIn: true });
    const zenith = partition.vehicles.find((v) => v.model === 'Zenith' && v.ownerId === customer.customerId)!;
    const list = await itemsSection();
    await user.selectOptions(within(list).getByRole('combobox', { name: 'Sortér efter' }), 'Højeste beløb først');

    sent.length = 0;
    await chooseAllTime(user);
    await waitFor(() => expect(to('/invoice-items').map((url) => url.searchParams.get('StartDate'))).toContain('2000-01-01T00:00:00.000Z'));
    expect(Object.fromEntries(to('/invoice-items').at(-1)!.searchParams)).toMatchObject({ Page: '1', SortBy: 'amount', OrderBy: 'desc' });
    expect(within(await itemsSection()).getByRole('combobox', { name: 'Sortér efter' })).toHaveValue('amount-desc');

    sent.length = 0;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Bil' }), `Zenith · ${zenith.registrationNumber}`);
    await waitFor(() => expect(to('/invoice-items').map((url) => url.searchParams.get('VehicleId'))).toContain(zenith.vehicleId));
    expect(Object.fromEntries(to('/invoice-items').at(-1)!.searchParams)).toMatchObject({ Page: '1', SortBy: 'amount', OrderBy: 'desc' });
    expect(within(await itemsSection()).getByRole('combobox', { name: 'Sortér efter' })).toHaveValue('amount-desc');
  });
});

describe('service and invoices: paging', () => {
  it('keeps the page, the pager and the focus on Next while the next page loads', async () => {
    const user = userEvent.setup();
    renderWithProviders(<InvoicesSection />, { site: 'aurora-dk', signedIn: true });
    await chooseAllTime(user);
    const section = await itemsSection();
    const status = await within(section).findByText(/^Side 1 af \d+$/);
    const firstPage = within(section).getAllByRole('listitem').map((item) => item.textContent);
    const release = holdLaterPages();

    const next = within(section).getByRole('button', { name: 'Næste' });
    await user.click(next);
    expect(next).toBeInTheDocument();
    expect(next).toHaveFocus();
    expect(next).toBeEnabled();
    // The same live region, its text changed: announced.
    expect(status).toBeInTheDocument();
    expect(status).toHaveTextContent(/^Side 2 af \d+$/);
    const list = within(section).getByRole('list');
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual(firstPage);
    expect(within(section).queryByText('Henter fakturaer …')).not.toBeInTheDocument();

    // A press while the page loads asks for no other page.
    await user.click(next);
    expect(status).toHaveTextContent(/^Side 2 af \d+$/);
    expect(to('/invoice-items').map((url) => url.searchParams.get('Page'))).not.toContain('3');

    release();
    await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
    expect(list).toBeInTheDocument();
    expect(next).toHaveFocus();
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).not.toEqual(firstPage);
  });
});

describe('service and invoices: a failed background refetch', () => {
  it('keeps the total, the summary and the lines shown, with no error', async () => {
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(<InvoicesSection />, { site: 'aurora-dk', signedIn: true });
    await chooseAllTime(user);
    const section = await itemsSection();
    await within(section).findByText(/^Side 1 af \d+$/);
    const total = await screen.findByText(/^Brugt på dine biler i \d{4}$/);
    const count = screen.getByText('Fakturaer');
    const lines = within(section).getAllByRole('listitem').length;

    mockStore.setFaults(undefined, 'getInvoiceItems=503,getInvoiceSummary=503,getInvoiceTotalThisYear=503');
    await act(() => queryClient.refetchQueries({ queryKey: invoiceKeys.all }));
    expect(queryClient.getQueryState(invoiceKeys.totalThisYear())?.status).toBe('error');

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(total).toBeInTheDocument();
    expect(count).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(lines);
  });
});
