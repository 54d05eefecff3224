import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@/api-client/mocks/node';
import { mockStore } from '@/api-client/mocks/store';
import { DealerScreen } from '@/screens/dealer-screen';
import { renderWithProviders } from '../../utils/render-with-providers';

beforeEach(() => mockStore.reset());
afterEach(() => {
  mockServer.resetHandlers();
  Reflect.deleteProperty(navigator, 'geolocation');
});

const results = () => screen.findByRole('list', { name: 'Forhandlere' }, { timeout: 5000 });
const cardNames = (list: HTMLElement) => within(list).queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

function fakeGeolocation(answer: { latitude: number; longitude: number } | 'denied') {
  const getCurrentPosition = jest.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (answer === 'denied') failure?.({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError);
    else success({ coords: { ...answer, accuracy: 10 }, timestamp: 0 } as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

describe('dealer screen', () => {
  it('lists the owner’s own dealers first, marked, then the search results', async () => {
    renderWithProviders(<DealerScreen />, { site: 'aurora-dk', signedIn: true });
    const own = (await screen.findByRole('heading', { name: 'Dine forhandlere', level: 2 }, { timeout: 5000 })).closest('section')!;
    await waitFor(() => expect(cardNames(own)).toEqual(['Auto Nord Lyngby', 'Bilhuset Valby']));
    expect(within(own).getByText('Din salgsforhandler')).toBeInTheDocument();
    expect(within(own).getByText('Dit værksted')).toBeInTheDocument();
    const list = await results();
    await waitFor(() => expect(cardNames(list)[0]).toBe('Auto Nord Lyngby'));
  });

  it('outlines as many of the owner’s dealers as last time while the profile loads, then remembers how many', async () => {
    window.localStorage.setItem('preferred-dealers-hint:aurora-dk', '2');
    renderWithProviders(<DealerScreen />, { site: 'aurora-dk', signedIn: true });
    const own = screen.getByRole('heading', { name: 'Dine forhandlere', level: 2 }).closest('section')!;
    expect(within(own).getAllByRole('listitem')).toHaveLength(2);
    expect(within(own).getAllByRole('listitem').every((item) => item.getAttribute('aria-busy') === 'true')).toBe(true);
    // Said once, not per outline.
    expect(within(own).getAllByRole('status')).toHaveLength(1);
    await waitFor(() => expect(cardNames(own)).toEqual(['Auto Nord Lyngby', 'Bilhuset Valby']));
    expect(window.localStorage.getItem('preferred-dealers-hint:aurora-dk')).toBe('2');
  });

  it('draws no outline for an owner who had no dealer last time, and learns when they have', async () => {
    window.localStorage.setItem('preferred-dealers-hint:aurora-dk', '0');
    renderWithProviders(<DealerScreen />, { site: 'aurora-dk', signedIn: true });
    expect(screen.queryByRole('heading', { name: 'Dine forhandlere', level: 2 })).not.toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Dine forhandlere', level: 2 }, { timeout: 5000 });
    await waitFor(() => expect(window.localStorage.getItem('preferred-dealers-hint:aurora-dk')).toBe('2'));
  });

  it('keeps the choices of the owner’s own dealers under their details, so each card is as tall as its outline', async () => {
    renderWithProviders(<DealerScreen />, { site: 'aurora-dk', signedIn: true });
    const own = (await screen.findByRole('heading', { name: 'Dine forhandlere', level: 2 }, { timeout: 5000 })).closest('section')!;
    await waitFor(() => expect(cardNames(own)).toHaveLength(2));
    expect(within(own).queryAllByRole('button', { name: /^Vælg/ })).toHaveLength(0);
    for (const show of within(own).getAllByRole('button', { name: 'Kontakt og åbningstider' })) await userEvent.click(show);
    // Bilhuset Valby is the owner's dealer for one of its two types: the other is offered in its details.
    const valby = within(own).getByRole('heading', { name: 'Bilhuset Valby' }).closest('li')!;
    expect(within(valby).getByRole('button', { name: /^Vælg/ })).toBeInTheDocument();
  });

  it('searches by name, town or postcode and filters by type', async () => {
    renderWithProviders(<DealerScreen />, { site: 'aurora-dk', signedIn: true });
    await userEvent.type(screen.getByLabelText(/^Navn, by eller postnummer/), '4000');
    await userEvent.click(screen.getByRole('button', { name: 'Søg' }));
    await waitFor(async () => expect(cardNames(await results())).toEqual(['Roskilde Bilcenter']));

    await userEvent.clear(screen.getByLabelText(/^Navn, by eller postnummer/));
    await userEvent.click(screen.getByRole('button', { name: 'Søg' }));
    await userEvent.selectOptions(screen.getByLabelText('Vis'), 'sales');
    await waitFor(async () => expect(cardNames(await results())).not.toContain('Næstved Motor'));
  });

  it('says when nothing matches', async () => {
    renderWithProviders(<DealerScreen />, { site: 'aurora-dk', signedIn: true });
    await userEvent.type(screen.getByLabelText(/^Navn, by eller postnummer/), 'Atlantis');
    await userEvent.click(screen.getByRole('button', { name: 'Søg' }));
    expect(await screen.findByText('Ingen forhandlere fundet')).toBeInTheDocument();
  });

  it('asks for the position only on “near me”, then sorts by distance and shows it', async () => {
    const getCurrentPosition = fakeGeolocation({ latitude: 55.4, longitude: 10.35 });
    renderWithProviders(<DealerScreen />, { site: 'aurora-dk', signedIn: true });
    await results();
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Find nærmeste' }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Sorteret efter afstand fra dig.')).toBeInTheDocument();
    const list = await results();
    // The owner's own dealers first on the page (nearest first), then the nearest other one (Odense).
    await waitFor(() => expect(cardNames(list).slice(0, 3)).toEqual(['Bilhuset Valby', 'Auto Nord Lyngby', 'Odense Bilby']));
    expect(within(list).getAllByText(/km væk$/).length).toBeGreaterThan(1);
  });

  it('finds the nearest by the position alone: a name searched before (or typed and cleared) no longer narrows them', async () => {
    fakeGeolocation({ latitude: 55.4, longitude: 10.35 });
    renderWithProviders(<DealerScreen />, { site: 'aurora-dk', signedIn: true });
    const field = screen.getByLabelText(/^Navn, by eller postnummer/);
    await userEvent.type(field, 'Valby');
    await userEvent.click(screen.getByRole('button', { name: 'Søg' }));
    await waitFor(async () => expect(cardNames(await results())).not.toContain('Odense Bilby'));
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: 'Find nærmeste' }));
    expect(await screen.findByText('Sorteret efter afstand fra dig.')).toBeInTheDocument();
    await waitFor(async () => expect(cardNames(await results())).toContain('Odense Bilby'));
    expect(field).toHaveValue('');
  });

  it('explains a refused position and keeps the search usable', async () => {
    fakeGeolocation('denied');
    renderWithProviders(<DealerScreen />, { site: 'aurora-dk', signedIn: true });
    await results();
    await userEvent.click(screen.getByRole('button', { name: 'Find nærmeste' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vi fik ikke lov at se, hvor du er.');
    expect(screen.getByRole('button', { name: 'Søg' })).toBeEnabled();
  });

  it('shows contact, a map link and the week’s hours with today marked', async () => {
    renderWithProviders(<DealerScreen />, { site: 'aurora-dk', signedIn: true });
    const list = await results();
    const card = (await within(list).findByRole('heading', { name: 'Odense Bilby' }, { timeout: 5000 })).closest('li')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Kontakt og åbningstider' }));
    expect(within(card).getByRole('link', { name: 'Ring +45 66 16 40 40' })).toHaveAttribute('href', 'tel:+4566164040');
    expect(within(card).getByRole('link', { name: 'kontakt@odense-bilby.dk' })).toHaveAttribute('href', 'mailto:kontakt@odense-bilby.dk');
    expect(within(card).getByRole('link', { name: /Vis på kort/ }).getAttribute('href')).toContain(encodeURIComponent('Middelfartvej 241'));
    expect(within(card).getAllByRole('row')).toHaveLength(7);
    expect(within(card).getByRole('rowheader', { name: /\(i dag\)$/ })).toBeInTheDocument();
    expect(within(card).getByRole('row', { name: /Søndag/ })).toHaveTextContent('Lukket');
  });

  it('makes a dealer preferred: marked, and first among the owner’s', async () => {
    const { customer } = renderWithProviders(<DealerScreen />, { site: 'aurora-dk', signedIn: true });
    const list = await results();
    const card = (await within(list).findByRole('heading', { name: 'Odense Bilby' }, { timeout: 5000 })).closest('li')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Vælg som mit værksted' }));
    expect(await screen.findByText('Odense Bilby er nu dit værksted.')).toBeInTheDocument();
    const own = screen.getByRole('heading', { name: 'Dine forhandlere', level: 2 }).closest('section')!;
    await waitFor(() => expect(cardNames(own)[0]).toBe('Odense Bilby'));
    expect(customer.preferredRetailerSites.service).toBe(mockStore.partition('AUR', 'DK').retailerSites.find((s) => s.name === 'Odense Bilby')!.retailerSiteId);
    await waitFor(async () => expect(cardNames(await results())[0]).toBe('Bilhuset Valby'));
  });

  it('shows a failed search with retry', async () => {
    mockServer.use(http.get('*/api/profile/retailer-sites', () => HttpResponse.json({ title: 'boom', status: 500 }, { status: 500 }), { once: true }));
    renderWithProviders(<DealerScreen />, { site: 'aurora-dk', signedIn: true });
    expect(await screen.findByText('Vi kunne ikke hente forhandlerne.', {}, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igen' }));
    await waitFor(async () => expect(cardNames(await results()).length).toBeGreaterThan(0));
  });

  it('pages through the results', async () => {
    renderWithProviders(<DealerScreen />, { site: 'aurora-dk', signedIn: true });
    const list = await results();
    await waitFor(() => expect(cardNames(list)).toHaveLength(10));
    await userEvent.click(screen.getByRole('button', { name: 'Vis flere forhandlere' }));
    await waitFor(() => expect(cardNames(list).length).toBeGreaterThan(10));
    expect(screen.queryByRole('button', { name: 'Vis flere forhandlere' })).not.toBeInTheDocument();
  });
});
