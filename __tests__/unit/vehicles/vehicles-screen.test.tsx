import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockServer } from '@/api-client/mocks/node';
import { mockStore } from '@/api-client/mocks/store';
import { PICTURE_HINT_KEY } from '@/config/boot';
import { FIRST_CAR_PICTURE_ID } from '@/features/vehicles/vehicle-list';
import { VehiclesScreen, VehiclesShell } from '@/screens/vehicles-screen';
import { renderWithProviders } from '../../utils/render-with-providers';
import { recordSentRequests } from '../../utils/sent-requests';
import { openVehicle, vehicleList } from '../../utils/vehicles-screen';

const sent = recordSentRequests();

beforeEach(() => {
  mockStore.reset();
  window.history.replaceState(null, '', '/biler');
});

describe('vehicles screen', () => {
  it('shows a skeleton while loading, then every vehicle with its details', async () => {
    renderWithProviders(<VehiclesScreen />, { site: 'aurora-dk', signedIn: true });
    expect(screen.getByText('Henter dine biler …')).toBeInTheDocument();
    const list = await vehicleList();
    expect(within(list).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Solstice', 'Zenith']);
    const card = await openVehicle('Solstice');
    expect(within(card).getByText('Stelnummer')).toBeInTheDocument();
    expect(within(card).getByText('Hybrid')).toBeInTheDocument();
    expect(within(card).getAllByText('CX 41 208').length).toBeGreaterThan(0);
    expect(window.location.search).toMatch(/^\?vehicle=/);
  });

  it('outlines as many cars as the owner had last time while they load', async () => {
    const outlines = () => screen.getByText('Henter dine biler …').closest('[aria-busy="true"]')!.querySelectorAll('li');
    window.localStorage.removeItem('vehicle-count-hint:aurora-dk');
    const first = renderWithProviders(<VehiclesScreen />, { site: 'aurora-dk', signedIn: true });
    expect(outlines()).toHaveLength(1);
    await vehicleList();
    expect(window.localStorage.getItem('vehicle-count-hint:aurora-dk')).toBe('2');
    first.unmount();

    renderWithProviders(<VehiclesScreen />, { site: 'aurora-dk', signedIn: true });
    expect(outlines()).toHaveLength(2);
    expect(within(await vehicleList()).getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });

  it("draws the picture its static page drew in the first car's outline when it opens in that page's place", async () => {
    window.localStorage.setItem('vehicle-count-hint:aurora-dk', '2');
    const loadingOf = (container: HTMLElement) => within(container).getByText('Henter dine biler …').closest('[aria-busy="true"]')!;
    // The static page, as its inline script leaves it where this browser remembers a picture
    // (lib/boot/picture-hint-script.ts): the place shown, and the file the browser chose for it.
    const shell = renderWithProviders(<VehiclesShell />, { site: 'aurora-dk', signedIn: true });
    const place = document.getElementById(FIRST_CAR_PICTURE_ID)!;
    const drawn = 'http://aurora-dk.localhost/_next/image?url=solstice.png&w=750&q=75';
    place.hidden = false;
    Object.defineProperty(place.querySelector('img')!, 'currentSrc', { value: drawn });

    // The page opens while the static page is still there (the route guard replaces one with the other).
    const screenView = renderWithProviders(<VehiclesScreen />, { site: 'aurora-dk', signedIn: true });
    const outlines = loadingOf(screenView.container).querySelectorAll('li');
    expect(outlines).toHaveLength(2);
    // Only the first outline has a picture: the static page's file.
    expect([...loadingOf(screenView.container).querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([drawn]);
    expect(outlines.item(0).querySelector('img')).not.toBeNull();
    await within(screenView.container).findAllByRole('heading', { level: 2 });
    screenView.unmount();

    // A static page that drew nothing (no picture remembered): the outlines have none either.
    place.hidden = true;
    const again = renderWithProviders(<VehiclesScreen />, { site: 'aurora-dk', signedIn: true });
    expect(loadingOf(again.container).querySelectorAll('li')).toHaveLength(2);
    expect(loadingOf(again.container).querySelectorAll('img')).toHaveLength(0);
    await within(again.container).findAllByRole('heading', { level: 2 });
    shell.unmount();
  });

  it("the static page's shell: the heading and one car's outline, with a hidden place for the picture its script fills", () => {
    window.localStorage.setItem(PICTURE_HINT_KEY, JSON.stringify({ site: 'aurora-dk', src: 'http://x/y.png', href: '/y.png', srcSet: '', sizes: '' }));
    try {
      renderWithProviders(<VehiclesShell />, { site: 'aurora-dk', signedIn: true });
      expect(screen.getByRole('heading', { level: 1, name: 'Mine biler' })).toBeInTheDocument();
      const outline = screen.getByText('Henter dine biler …').closest('[aria-busy="true"]')!;
      expect(outline.querySelectorAll('li')).toHaveLength(1);
      // What the server renders, whatever this browser holds: the script, not React, shows the picture.
      const place = document.getElementById(FIRST_CAR_PICTURE_ID)!;
      expect(outline.contains(place)).toBe(true);
      expect(place).toHaveAttribute('hidden');
      expect(place.querySelector('img')!.getAttribute('src')).toBeNull();
      expect(place.closest('[aria-hidden="true"]')).not.toBeNull();
    } finally {
      window.localStorage.removeItem(PICTURE_HINT_KEY);
    }
  });

  it('asks for the invoices and the parts only once the cars have answered', async () => {
    const asked: string[] = [];
    const record = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
    mockServer.events.on('request:start', record);
    let answerCars = () => {};
    const carsHeld = new Promise<void>((resolve) => (answerCars = resolve));
    // Falls through to the demo data's handler once released.
    mockServer.use(http.get('*/api/profile/vehicles', async () => void (await carsHeld)));
    try {
      renderWithProviders(<VehiclesScreen />, { site: 'aurora-dk', signedIn: true });
      await waitFor(() => expect(asked.some((path) => path.endsWith('/api/profile/vehicles'))).toBe(true));
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      const below = () => asked.filter((path) => /invoice|parts-basket/.test(path));
      expect(below()).toEqual([]);

      answerCars();
      await vehicleList();
      await waitFor(() => expect(below().some((path) => path.includes('invoice'))).toBe(true));
      await waitFor(() => expect(below().some((path) => path.includes('parts-basket'))).toBe(true));
    } finally {
      mockServer.events.removeListener('request:start', record);
    }
  });

  it('mounts the sections below after a failed cars call without calling again: only "try again" does', async () => {
    let carCalls = 0;
    const count = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/api/profile/vehicles')) carCalls += 1;
    };
    mockServer.events.on('request:start', count);
    mockServer.use(http.get('*/api/profile/vehicles', () => HttpResponse.json({ title: 'boom', status: 500 }, { status: 500 }), { once: true }));
    try {
      renderWithProviders(<VehiclesScreen />, { site: 'aurora-dk', signedIn: true });
      expect(await screen.findByText('Vi kunne ikke hente dine biler.')).toBeInTheDocument();
      // The invoices section, mounted once the cars have answered, reads the same call.
      expect(await screen.findByRole('heading', { name: 'Service og fakturaer', level: 2 })).toBeInTheDocument();
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(screen.getByText('Vi kunne ikke hente dine biler.')).toBeInTheDocument();
      const failedCalls = carCalls;
      await userEvent.click(screen.getByRole('button', { name: 'Prøv igen' }));
      expect(await vehicleList()).toBeInTheDocument();
      expect(carCalls).toBe(failedCalls + 1);
    } finally {
      mockServer.events.removeListener('request:start', count);
    }
  });

  it('opens the vehicle named in the URL', async () => {
    const zenith = mockStore.partition('AUR', 'DK').vehicles.find((v) => v.model === 'Zenith')!;
    window.history.replaceState(null, '', `/biler?vehicle=${zenith.vehicleId}`);
    renderWithProviders(<VehiclesScreen />, { site: 'aurora-dk', signedIn: true });
    const card = (await screen.findByRole('heading', { name: 'Zenith', level: 2 }, { timeout: 5000 })).closest('li')!;
    expect(within(card).getByRole('button', { name: 'Skjul detaljer' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says what failed and loads again on retry', async () => {
    mockServer.use(http.get('*/api/profile/vehicles', () => HttpResponse.json({ title: 'boom', status: 500 }, { status: 500 }), { once: true }));
    renderWithProviders(<VehiclesScreen />, { site: 'aurora-dk', signedIn: true });
    expect(await screen.findByText('Vi kunne ikke hente dine biler.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Prøv igen' }));
    expect(await vehicleList()).toBeInTheDocument();
  });

  it('invites an owner without vehicles to add the first', async () => {
    mockServer.use(http.get('*/api/profile/vehicles', () => HttpResponse.json([])));
    renderWithProviders(<VehiclesScreen />, { site: 'aurora-dk', signedIn: true });
    expect(await screen.findByText('Du har ingen biler endnu')).toBeInTheDocument();
    expect(screen.getByText(/Tilføj din første bil/)).toBeInTheDocument();
  });

  describe('mileage', () => {
    it('holds every rule next to the field and keeps what was typed', async () => {
      renderWithProviders(<VehiclesScreen />, { site: 'aurora-dk', signedIn: true });
      const card = await openVehicle('Solstice');
      const field = within(card).getByLabelText(/^Kilometerstand i km/);
      const save = within(card).getByRole('button', { name: 'Gem kilometerstand' });
      expect(field).toHaveAccessibleDescription(/Sidst registreret: 48\.210 km/);

      await userEvent.clear(field);
      await userEvent.click(save);
      expect(field).toHaveAccessibleDescription(/Skriv bilens kilometerstand/);
      expect(field).toHaveFocus();

      await userEvent.type(field, '48300,5');
      await userEvent.click(save);
      expect(field).toHaveAccessibleDescription(/Skriv hele kilometer/);

      await userEvent.clear(field);
      await userEvent.type(field, '40000');
      await userEvent.click(save);
      expect(field).toHaveAccessibleDescription(/kan ikke være lavere end den sidst registrerede, 48\.210 km/);

      await userEvent.clear(field);
      await userEvent.type(field, '4821000');
      await userEvent.click(save);
      expect(field).toHaveAccessibleDescription(/over 2\.000\.000 km/);
      expect(field).toHaveValue('4821000');
    });

    it('saves a valid reading, says so, and shows it in the list', async () => {
      const { partition } = renderWithProviders(<VehiclesScreen />, { site: 'aurora-dk', signedIn: true });
      const card = await openVehicle('Solstice');
      const field = within(card).getByLabelText(/^Kilometerstand i km/);
      await userEvent.clear(field);
      await userEvent.type(field, '49 500');
      await userEvent.click(within(card).getByRole('button', { name: 'Gem kilometerstand' }));
      expect(await screen.findByText('Kilometerstanden er gemt: 49.500 km.')).toBeInTheDocument();
      expect(partition.vehicles.find((v) => v.model === 'Solstice')!.mileage).toBe(49_500);
      await waitFor(() => expect(within(card).getAllByText('49.500 km').length).toBeGreaterThan(0));
    });

    it('bounds the predicted yearly mileage', async () => {
      renderWithProviders(<VehiclesScreen />, { site: 'aurora-dk', signedIn: true });
      const card = await openVehicle('Solstice');
      const field = within(card).getByLabelText(/^Km om året/);
      await userEvent.clear(field);
      await userEvent.type(field, '250000');
      await userEvent.click(within(card).getByRole('button', { name: 'Gem forventet kørsel' }));
      expect(field).toHaveAccessibleDescription(/over 200\.000 km om året/);
    });
  });

  describe('adding a vehicle', () => {
    async function search(value: string) {
      const field = screen.getByLabelText(/^Nummerplade eller stelnummer/);
      await userEvent.clear(field);
      if (value) await userEvent.type(field, value);
      await userEvent.click(screen.getByRole('button', { name: 'Find bil' }));
    }

    it('puts the cursor in the search field when home\'s "Add car" led here', async () => {
      window.history.replaceState(null, '', '/biler#add-vehicle');
      renderWithProviders(<VehiclesScreen />, { site: 'aurora-dk', signedIn: true });
      await waitFor(() => expect(screen.getByLabelText(/^Nummerplade eller stelnummer/)).toHaveFocus());
      expect(screen.getByRole('heading', { name: 'Tilføj en bil' }).closest('section')).toHaveAttribute('id', 'add-vehicle');
    });

    it('leaves the cursor where it is when the page is opened otherwise', async () => {
      renderWithProviders(<VehiclesScreen />, { site: 'aurora-dk', signedIn: true });
      await vehicleList();
      expect(screen.getByLabelText(/^Nummerplade eller stelnummer/)).not.toHaveFocus();
    });

    it('asks for a number before searching', async () => {
      renderWithProviders(<VehiclesScreen />, { site: 'aurora-dk', signedIn: true });
      await vehicleList();
      await search('');
      expect(screen.getByLabelText(/^Nummerplade eller stelnummer/)).toHaveAccessibleDescription(/Skriv en nummerplade eller et stelnummer/);
    });

    it('shows what it found and adds it only on confirmation', async () => {
      const { partition } = renderWithProviders(<VehiclesScreen />, { site: 'aurora-dk', signedIn: true });
      await vehicleList();
      await search('ak 29640');
      expect(await screen.findByText('Nova (2021), AK 29 640')).toBeInTheDocument();
      const nova = partition.vehicles.find((v) => v.registrationNumber === 'AK 29 640')!;
      expect(nova.ownerId).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Ja, tilføj bilen' }));
      expect(await screen.findByText('Nova 2021, AK 29 640 er tilføjet til dine biler.')).toBeInTheDocument();
      expect(nova.ownerId).not.toBeNull();
      await waitFor(async () => expect(within(await vehicleList()).getAllByRole('heading', { level: 2 })).toHaveLength(3));
    });

    it.each([
      ['CX 41 208', 'Bilen er allerede på din konto.'],
      ['BN 56 902', /registreret på en anden ejer/],
      ['AM 62 085', 'Det er ikke en Aurora, så den kan ikke tilføjes her.'],
      ['ZZ 00 000', /Vi fandt ingen bil med »ZZ 00 000«/],
    ])('explains why %s cannot be added', async (value, message) => {
      renderWithProviders(<VehiclesScreen />, { site: 'aurora-dk', signedIn: true });
      await vehicleList();
      await search(value);
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Ja, tilføj bilen' })).not.toBeInTheDocument();
    });
  });

  describe('removing a vehicle', () => {
    it('asks first in a dialog naming it; cancel keeps it, confirm removes it', async () => {
      const { partition } = renderWithProviders(<VehiclesScreen />, { site: 'aurora-dk', signedIn: true });
      const card = await openVehicle('Zenith');
      await userEvent.click(within(card).getByRole('button', { name: 'Fjern bilen fra min konto' }));
      let dialog = screen.getByRole('dialog', { name: 'Fjern Zenith (DB 73 519)?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Behold bilen' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(partition.vehicles.find((v) => v.model === 'Zenith')!.ownerId).not.toBeNull();

      await userEvent.click(within(card).getByRole('button', { name: 'Fjern bilen fra min konto' }));
      dialog = screen.getByRole('dialog', { name: 'Fjern Zenith (DB 73 519)?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Fjern bilen' }));
      expect(await screen.findByText('Zenith (DB 73 519) er fjernet fra din konto.')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Zenith', level: 2 })).not.toBeInTheDocument());
      expect(partition.vehicles.find((v) => v.model === 'Zenith')!.ownerId).toBeNull();
    });
  });

  it('shows roadside assistance with a phone link and the vehicle history', async () => {
    renderWithProviders(<VehiclesScreen />, { site: 'aurora-dk', signedIn: true });
    const card = await openVehicle('Zenith');
    expect(await within(card).findByRole('link', { name: '+45 70 10 20 30' })).toHaveAttribute('href', 'tel:+4570102030');
    expect(within(card).getByText(/Ring til Nordisk Vejhjælp/)).toBeInTheDocument();
    expect(await within(card).findAllByText('Årligt serviceeftersyn, kabinefilter skiftet, bremser og batteri tjekket')).not.toHaveLength(0);
  });

  it("says a car roadside assistance does not cover (404) is not covered, with the brand's own number, and asks for the owner's customer id", async () => {
    const seeded = renderWithProviders(<VehiclesScreen />, { site: 'aurora-dk', signedIn: true });
    const card = await openVehicle('Solstice');
    const roadside = await within(card).findByRole('region', { name: 'Vejhjælp' });
    expect(await within(roadside).findByText('Vejhjælpen dækker ikke denne bil.')).toBeInTheDocument();
    expect(within(roadside).getByText(/finder Auroras assistance hjælp på vejen/)).toBeInTheDocument();
    expect(within(roadside).getByRole('link', { name: '+45 70 11 22 33' })).toHaveAttribute('href', 'tel:+4570112233');
    // An answer, not an outage: nothing to try again.
    expect(within(roadside).queryByRole('button', { name: 'Prøv igen' })).not.toBeInTheDocument();
    const call = sent.find((url) => url.pathname.endsWith('/api/profile/roadside-assistance/market/DK/brand/AUR'))!;
    const solstice = seeded.partition.vehicles.find((vehicle) => vehicle.ownerId === seeded.customer.customerId && vehicle.model === 'Solstice')!;
    expect(Object.fromEntries(call.searchParams)).toEqual({ vehicleId: solstice.vehicleId, customerId: seeded.customer.customerId });
  });

  it('links each paid visit in the history to its invoice, with its lines and total', async () => {
    const seeded = renderWithProviders(<VehiclesScreen />, { site: 'aurora-dk', signedIn: true });
    const card = await openVehicle('Solstice');
    const history = await within(card).findByRole('region', { name: 'Bilens historik' });
    const visit = seeded.partition.vehicles.find((vehicle) => vehicle.model === 'Solstice' && vehicle.ownerId === seeded.customer.customerId)!.history.find((event) => event.invoiceNumber)!;
    const invoice = seeded.customer.invoices.find((item) => item.invoiceNumber === visit.invoiceNumber)!;
    const toggle = await within(history).findByRole('button', { name: `Faktura ${visit.invoiceNumber}` });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const lines = await within(history).findByRole('region', { name: `Faktura ${visit.invoiceNumber}` });
    expect(await within(lines).findByText(invoice.description)).toBeInTheDocument();
    expect(within(lines).getByText('I alt')).toBeInTheDocument();
    expect(lines.textContent!.replace(/\s/g, ' ')).toContain(`${invoice.amount.toLocaleString('da-DK', { minimumFractionDigits: 2 }).replace(/\s/g, ' ')} kr.`);
    // Inspections have no invoice of the owner's.
    expect(seeded.partition.vehicles.flatMap((vehicle) => vehicle.history).filter((event) => event.type === 'inspection').every((event) => event.invoiceNumber === null)).toBe(true);
  });

  it("says how to book the next service at the owner's service dealer: online, by phone or by e-mail", async () => {
    const seeded = renderWithProviders(<VehiclesScreen />, { site: 'aurora-dk', signedIn: true });
    const dealer = seeded.partition.retailerSites.find((site) => site.retailerSiteId === seeded.customer.preferredRetailerSites.service)!;
    const card = await openVehicle('Solstice');
    const history = await within(card).findByRole('region', { name: 'Bilens historik' });
    expect(await within(history).findByText(`Book den hos ${dealer.name}:`)).toBeInTheDocument();
    expect(within(history).getByText(/^Næste service skal laves/)).toBeInTheDocument();
    expect(within(history).getByRole('link', { name: 'Book på nettet' })).toHaveAttribute('href', dealer.bookingUrl!);
    expect(within(history).getByRole('link', { name: `Ring på ${dealer.phone}` })).toHaveAttribute('href', `tel:${dealer.phone.replace(/\s/g, '')}`);
    expect(within(history).getByRole('link', { name: `Skriv til ${dealer.email}` })).toHaveAttribute('href', `mailto:${dealer.email}`);
  });

  it('sends an owner without a service dealer to choose one', async () => {
    renderWithProviders(<VehiclesScreen />, { site: 'aurora-dk', signedIn: { email: 'other.owner@example.com' } });
    const card = await openVehicle('Solstice');
    const history = await within(card).findByRole('region', { name: 'Bilens historik' });
    expect(await within(history).findByRole('link', { name: 'Vælg et serviceværksted' })).toHaveAttribute('href', '/forhandler');
  });

  it('shows a failing history in its own section, with retry, while the rest works', async () => {
    mockServer.use(http.get('*/api/vehicle-history/:value', () => HttpResponse.json({ title: 'boom', status: 503 }, { status: 503 }), { once: true }));
    renderWithProviders(<VehiclesScreen />, { site: 'aurora-dk', signedIn: true });
    const card = await openVehicle('Zenith');
    expect(await within(card).findByText('Vi kunne ikke hente bilens historik.')).toBeInTheDocument();
    expect(await within(card).findByRole('link', { name: '+45 70 10 20 30' })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Prøv igen' }));
    expect(await within(card).findAllByText('Årligt serviceeftersyn, kabinefilter skiftet, bremser og batteri tjekket')).not.toHaveLength(0);
  });
});
