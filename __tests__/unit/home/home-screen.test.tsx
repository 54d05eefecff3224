import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@/api-client/mocks/node';
import { mockStore } from '@/api-client/mocks/store';
import { PICTURE_HINT_KEY } from '@/config/boot';
import { readPictureHint } from '@/lib/boot/picture-hint';
import { HomeScreen } from '@/screens/home-screen';
import { demoOwner } from '../../utils/render-feature';
import { renderWithProviders } from '../../utils/render-with-providers';

beforeEach(() => mockStore.reset());

const section = async (name: string) => (await screen.findByRole('heading', { name, level: 2 }, { timeout: 5000 })).closest('section')!;

/** Home with the cars' call held until `release()`: what the owner sees while the cars load. */
async function renderWhileCarsLoad() {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  mockServer.use(http.get('*/api/profile/vehicles', async () => { await held; return undefined; }, { once: true }));
  renderWithProviders(<HomeScreen />, { site: 'aurora-dk', signedIn: true });
  const cars = await section('Dine biler');
  expect(within(cars).getByRole('status')).toHaveTextContent('Henter dine biler');
  return { cars, release };
}

describe('home screen', () => {
  it('greets the owner and shows cars, service dealer, points, highlighted rewards and news', async () => {
    renderWithProviders(<HomeScreen />, { site: 'aurora-dk', signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Hej Mette', level: 1 }, { timeout: 5000 })).toBeInTheDocument();

    const cars = await section('Dine biler');
    const solstice = await within(cars).findByRole('link', { name: /Solstice/ });
    expect(solstice.getAttribute('href')).toMatch(/\?vehicle=/);
    expect(within(cars).getAllByRole('link', { name: /Årgang/ })).toHaveLength(2);

    const dealer = await section('Dit værksted');
    expect(await within(dealer).findByText('Auto Nord Lyngby')).toBeInTheDocument();
    expect(within(dealer).getByRole('link', { name: 'Ring +45 45 87 20 10' })).toHaveAttribute('href', 'tel:+4545872010');
    await waitFor(() => expect(within(dealer).getByText(/^(I dag \d{2}:\d{2}–\d{2}:\d{2}|Lukket i dag)$/)).toBeInTheDocument());

    const points = await section('Dine point');
    expect(await within(points).findByText(/^[\d.]+ point$/)).toBeInTheDocument();
    expect(within(points).getByRole('link', { name: 'Brug dine point' })).toHaveAttribute('href', expect.stringContaining('view=points'));

    const rewards = await section('Udvalgte fordele');
    await waitFor(() => expect(within(rewards).getAllByRole('listitem').length).toBeGreaterThanOrEqual(2));
    expect(within(rewards).getAllByRole('listitem').length).toBeLessThanOrEqual(3);

    const news = await section('Nyheder');
    await waitFor(() => expect(within(news).getAllByRole('listitem')).toHaveLength(3));
  });

  it('outlines as many cars as the owner had last time while they load, and remembers the count', async () => {
    window.localStorage.removeItem('vehicle-count-hint:aurora-dk');
    const first = renderWithProviders(<HomeScreen />, { site: 'aurora-dk', signedIn: true });
    let cars = await section('Dine biler');
    // Nothing known yet: one outline, then the two cars, and the count is kept.
    await waitFor(() => expect(within(cars).getAllByRole('link', { name: /Årgang/ })).toHaveLength(2));
    expect(window.localStorage.getItem('vehicle-count-hint:aurora-dk')).toBe('2');
    first.unmount();

    const loading = await renderWhileCarsLoad();
    cars = loading.cars;
    // The cars' list (the first; the quick actions are the second).
    expect(within(within(cars).getAllByRole('list')[0]!).getAllByRole('listitem')).toHaveLength(2);
    loading.release();
    await waitFor(() => expect(within(cars).getAllByRole('link', { name: /Årgang/ })).toHaveLength(2));
  });

  it("draws the first car's picture of last time in its outline while the cars load, and remembers it", async () => {
    window.localStorage.removeItem(PICTURE_HINT_KEY);
    const first = renderWithProviders(<HomeScreen />, { site: 'aurora-dk', signedIn: true });
    let cars = await section('Dine biler');
    const solstice = await within(cars).findByRole('link', { name: /Solstice/ });
    // Nothing is remembered until the first car's picture has loaded; then its addresses are.
    expect(readPictureHint('aurora-dk')).toBeUndefined();
    const picture = solstice.querySelector('img')!;
    // A browser has laid the loaded picture out in its frame; jsdom lays nothing out, and next/image
    // checks on load that a picture filling its frame has a height.
    Object.defineProperty(picture, 'height', { configurable: true, value: 180 });
    fireEvent.load(picture);
    await waitFor(() => expect(readPictureHint('aurora-dk')).toBeDefined());
    const hint = readPictureHint('aurora-dk')!;
    // The addresses next/image gave the picture: the one it shows and those the browser chose from.
    expect(hint.href).toBe(picture.getAttribute('src'));
    expect(hint.srcSet).toBe(picture.getAttribute('srcset') ?? '');
    first.unmount();

    const loading = await renderWhileCarsLoad();
    cars = loading.cars;
    // The first outline draws the same picture (the same file the page's head preloads); the second has none.
    const outlined = [...cars.querySelectorAll('img')];
    expect(outlined.map((img) => [img.getAttribute('src'), img.getAttribute('fetchpriority')])).toEqual([[hint.href, 'high']]);
    loading.release();
    await within(cars).findByRole('link', { name: /Solstice/ });
  });

  it('keeps the other sections working when one fails, and retries that one', async () => {
    mockServer.use(http.get('*/api/profile/vehicles', () => HttpResponse.json({ title: 'boom', status: 500 }, { status: 500 }), { once: true }));
    renderWithProviders(<HomeScreen />, { site: 'aurora-dk', signedIn: true });
    const cars = await section('Dine biler');
    expect(await within(cars).findByText('Vi kunne ikke hente dine biler.')).toBeInTheDocument();
    expect(await within(await section('Dit værksted')).findByText('Auto Nord Lyngby')).toBeInTheDocument();
    await userEvent.click(within(cars).getByRole('button', { name: 'Prøv igen' }));
    expect(await within(cars).findByRole('link', { name: /Solstice/ })).toBeInTheDocument();
  });

  it('prompts an owner without a service dealer or cars to choose one', async () => {
    renderWithProviders(<HomeScreen />, { site: 'aurora-dk', signedIn: { email: 'other.owner@example.com' } });
    const dealer = await section('Dit værksted');
    expect(await within(dealer).findByText(/Du har ikke valgt et værksted endnu/)).toBeInTheDocument();
    expect(within(dealer).getByRole('link', { name: 'Vælg værksted' })).toBeInTheDocument();
  });

  it('shows an empty state when the owner has no cars', async () => {
    mockServer.use(http.get('*/api/profile/vehicles', () => HttpResponse.json([])));
    renderWithProviders(<HomeScreen />, { site: 'aurora-dk', signedIn: true });
    const cars = await section('Dine biler');
    expect(await within(cars).findByText('Du har ingen biler endnu')).toBeInTheDocument();
    // It leads to the vehicles page's add form (which then takes the cursor).
    expect(within(cars).getByRole('link', { name: 'Tilføj bil' })).toHaveAttribute('href', expect.stringMatching(/#add-vehicle$/));
  });

  it('offers to show the points, not to use them, when there are none to spend', async () => {
    const { customer } = demoOwner('aurora-dk');
    customer.loyalty.redemptions = [];
    customer.loyalty.earned = [];
    renderWithProviders(<HomeScreen />, { site: 'aurora-dk', signedIn: true });
    const points = await section('Dine point');
    expect(await within(points).findByText('0 point')).toBeInTheDocument();
    expect(within(points).getByRole('link', { name: 'Se dine point' })).toBeInTheDocument();
    expect(within(points).queryByRole('link', { name: 'Brug dine point' })).not.toBeInTheDocument();
  });

  it('leaves the points out when the owner has no loyalty account', async () => {
    mockServer.use(http.get('*/api/profile/loyalty-account', () => HttpResponse.json({ title: 'Not Found', status: 404 }, { status: 404 })));
    renderWithProviders(<HomeScreen />, { site: 'aurora-dk', signedIn: true });
    await section('Dit værksted');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Dine point' })).not.toBeInTheDocument());
  });
});

describe('home: highlighted rewards from the brand’s highlights', () => {
  it("asks the highlights call for the highlight group's category, and shows rewards only, without partners' offers where the group leaves them out", async () => {
    const asked: URL[] = [];
    const listen = ({ request }: { request: Request }) => void asked.push(new URL(request.url));
    mockServer.events.on('request:start', listen);
    try {
      // volta-se: the "for you" group (benefits) is the highlighted one, and it leaves partners out.
      const partition = mockStore.partition('VLT', 'SE');
      const offer = partition.publications.find((p) => p.category === 'benefits' && p.publicationType !== 'news')!;
      partition.publications.push(
        { ...offer, id: '00000000-0000-4000-8000-00000000aa01', title: 'Partnerns toppförmån', isHighlight: true, isExternal: true, vehicleModels: [], publishedAt: '2999-01-01T08:00:00.000Z' },
        { ...offer, id: '00000000-0000-4000-8000-00000000aa02', title: 'Nyhet om förmåner', publicationType: 'news', isHighlight: true, isExternal: false, vehicleModels: [], publishedAt: '2999-01-02T08:00:00.000Z' },
      );
      renderWithProviders(<HomeScreen />, { site: 'volta-se', signedIn: true });
      const rewards = await section('Utvalda erbjudanden');
      await waitFor(() => expect(within(rewards).getAllByRole('listitem').length).toBeGreaterThanOrEqual(1));
      const call = asked.find((url) => url.pathname.endsWith('/api/profile/highlights'))!;
      expect(Object.fromEntries(call.searchParams)).toEqual({ Category: 'benefits', LoginPlatform: 'web', PageSize: '12' });
      expect(asked.some((url) => url.pathname.endsWith('/api/profile/publications'))).toBe(false);
      expect(within(rewards).queryByText('Partnerns toppförmån')).not.toBeInTheDocument();
      expect(within(rewards).queryByText('Nyhet om förmåner')).not.toBeInTheDocument();
      expect(within(rewards).getAllByRole('listitem').length).toBeLessThanOrEqual(3);
    } finally {
      mockServer.events.removeListener('request:start', listen);
    }
  });
});
