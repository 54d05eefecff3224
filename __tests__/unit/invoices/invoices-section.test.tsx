import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@/api-client/mocks/node';
import { mockStore } from '@/api-client/mocks/store';
import InvoicesSection from '@/features/invoices/invoices-section';
import { renderWithProviders } from '../../utils/render-with-providers';
import { recordSentRequests } from '../../utils/sent-requests';

configure({ asyncUtilTimeout: 10_000 });

const sent = recordSentRequests();
beforeEach(() => {
  mockStore.reset();
});

const to = (path: string) => sent.filter((url) => url.pathname.endsWith(path));
const spaces = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('service and invoices', () => {
  it("shows this year's total in DKK the Danish way, and the period's summary", async () => {
    const { customer } = renderWithProviders(<InvoicesSection />, { site: 'aurora-dk', signedIn: true });
    expect(screen.getByText('Henter årets samlede beløb …')).toBeInTheDocument();
    const year = new Date().getUTCFullYear();
    const label = await screen.findByText(`Brugt på dine biler i ${year}`);
    const total = customer.invoices.filter((i) => i.date.startsWith(String(year))).reduce((t, i) => t + i.amount, 0);
    expect(spaces(label.nextSibling!.textContent)).toBe(`${total.toLocaleString('da-DK', { minimumFractionDigits: 2 })} kr.`);
    expect(await screen.findByText('Fakturaer')).toBeInTheDocument();
    const summary = to('/invoice-summary')[0]!;
    expect(Object.fromEntries(summary.searchParams)).toEqual({ fromDate: `${year}-01-01T00:00:00.000Z`, toDate: `${year}-12-31T23:59:59.999Z` });
    // The period ends on 31 December, not on 1 January (its last moment in UTC is past midnight in Copenhagen).
    expect(screen.getByRole('heading', { level: 3, name: `Overblik 1.1.${year} – 31.12.${year}` })).toBeInTheDocument();
  });

  it("narrows the summary and the lines to one of the owner's cars (VehicleId)", async () => {
    const user = userEvent.setup();
    const { customer, partition } = renderWithProviders(<InvoicesSection />, { site: 'aurora-dk', signedIn: true });
    const zenith = partition.vehicles.find((v) => v.model === 'Zenith' && v.ownerId === customer.customerId)!;
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Periode' }), 'Vælg datoer');
    await user.type(screen.getByLabelText('Fra'), '2000-01-01');
    await user.type(screen.getByLabelText('Til'), '2100-12-31');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Bil' }), `Zenith · ${zenith.registrationNumber}`);
    await waitFor(() => expect(to('/invoice-items').some((url) => url.searchParams.get('VehicleId') === zenith.vehicleId)).toBe(true));
    expect(to('/invoice-summary').some((url) => url.searchParams.get('VehicleId') === zenith.vehicleId)).toBe(true);
    const zenithCount = new Set(customer.invoices.filter((i) => i.vehicleId === zenith.vehicleId).map((i) => i.invoiceNumber)).size;
    const allCount = new Set(customer.invoices.map((i) => i.invoiceNumber)).size;
    expect(zenithCount).toBeLessThan(allCount);
    const count = await screen.findByText('Fakturaer');
    await waitFor(() => expect(count.nextSibling!.textContent).toBe(String(zenithCount)));
  });

  it("writes amounts in SEK on volta-se, in Swedish", async () => {
    renderWithProviders(<InvoicesSection />, { site: 'volta-se', signedIn: true });
    const label = await screen.findByText(/^Spenderat på dina bilar \d{4}$/);
    expect(spaces(label.nextSibling!.textContent)).toMatch(/^[\d ]+,\d{2} kr$/);
  });

  it('asks for the items of a period with ISO dates, pages them and opens one to its lines', async () => {
    const user = userEvent.setup();
    renderWithProviders(<InvoicesSection />, { site: 'aurora-dk', signedIn: true });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Periode' }), 'Vælg datoer');
    await user.type(screen.getByLabelText('Fra'), '2000-01-01');
    await user.type(screen.getByLabelText('Til'), '2100-12-31');
    const list = (await screen.findByRole('heading', { name: 'Fakturalinjer', level: 3 })).closest('section')!;
    expect(await within(list).findByText(/^Side 1 af \d+$/)).toBeInTheDocument();
    expect(to('/invoice-items').map((url) => Object.fromEntries(url.searchParams))).toContainEqual({
      StartDate: '2000-01-01T00:00:00.000Z',
      EndDate: '2100-12-31T23:59:59.999Z',
      Page: '1',
      PageSize: '5',
      SortBy: 'date',
      OrderBy: 'desc',
    });
    await user.click(within(list).getByRole('button', { name: 'Næste' }));
    expect(await within(list).findByText(/^Side 2 af \d+$/)).toBeInTheDocument();
    expect(to('/invoice-items').map((url) => url.searchParams.get('Page'))).toContain('2');
    // Page 1 stays, busy, until page 2 arrives.
    await waitFor(() => expect(within(list).getByRole('list')).not.toHaveAttribute('aria-busy'));

    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByText('Fakturanummer')).not.toBeVisible();
    await user.click(first.querySelector('summary')!);
    expect(within(first).getByText('Fakturanummer')).toBeVisible();
    expect(within(first).getByText(/^DK-\d{4}-\d{5}$/)).toBeInTheDocument();
  });

  it('says so when a period has no invoices', async () => {
    const user = userEvent.setup();
    renderWithProviders(<InvoicesSection />, { site: 'aurora-dk', signedIn: true });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Periode' }), 'Vælg datoer');
    await user.type(screen.getByLabelText('Fra'), '1990-01-01');
    await user.type(screen.getByLabelText('Til'), '1990-12-31');
    expect(await screen.findByText('Ingen fakturaer i perioden')).toBeInTheDocument();
  });

  it('shows a failing call in its own part with a retry, the rest still works', async () => {
    mockServer.use(http.get('*/api/profile/invoice-items', () => HttpResponse.json({ title: 'boom', status: 500 }, { status: 500 }), { once: true }));
    renderWithProviders(<InvoicesSection />, { site: 'aurora-dk', signedIn: true });
    expect(await screen.findByText('Vi kunne ikke hente dine fakturaer.')).toBeInTheDocument();
    expect(await screen.findByText(/^Brugt på dine biler i/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igen' }));
    await waitFor(() => expect(screen.queryByText('Vi kunne ikke hente dine fakturaer.')).not.toBeInTheDocument());
  });
});
