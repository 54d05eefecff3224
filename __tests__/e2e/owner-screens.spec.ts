import { expect, test } from './support/test';
import { signIn, type DemoSite } from './support/auth';
import { seriousViolations } from './support/axe';
import { digitsOf, sectionNamed } from './support/locators';
import { siteUrl } from './support/stack-ports';

/** What each journey needs per site: one Danish Aurora, one Swedish Volta. */
const SITES = {
  'aurora-dk': {
    paths: { home: '/min-bil', vehicles: '/mine-biler', dealer: '/forhandler', notifications: '/notifikationer' },
    cars: ['Solstice', 'Zenith'],
    serviceDealer: 'Auto Nord Lyngby',
    freeCar: { registration: 'ak29640', model: 'Nova', shown: 'Nova (2021), AK 29 640' },
    position: { latitude: 55.3879, longitude: 10.3461 },
    nearest: 'Odense Bilby',
    t: {
      yourCars: 'Dine biler',
      yourDealer: 'Dit værksted',
      points: 'Dine point',
      pointsText: /^[\d.]+ point$/,
      addLabel: /^Nummerplade eller stelnummer/,
      find: 'Find bil',
      confirmAdd: 'Ja, tilføj bilen',
      showDetails: 'Vis detaljer',
      mileage: /^Kilometerstand i km/,
      saveMileage: 'Gem kilometerstand',
      nearMe: 'Find nærmeste',
      results: 'Forhandlere',
      makeService: 'Vælg som mit værksted',
      serviceMark: 'Dit værksted',
      notifications: (count: number) => `Notifikationer, ${count} ulæste`,
      notificationsOne: 'Notifikationer, 1 ulæst',
      unread: 'Ulæst:',
    },
  },
  'volta-se': {
    paths: { home: '/min-bil', vehicles: '/mina-bilar', dealer: '/aterforsaljare', notifications: '/notiser' },
    cars: ['Volta Two'],
    serviceDealer: 'Solna Motor',
    freeCar: { registration: 'GLR 306', model: 'Volta Spark', shown: 'Volta Spark (2024), GLR 306' },
    position: { latitude: 55.5894, longitude: 13.0599 },
    nearest: 'Malmö Bilhall',
    t: {
      yourCars: 'Dina bilar',
      yourDealer: 'Din verkstad',
      points: 'Dina poäng',
      pointsText: /^[\d\s\u00a0]+ poäng$/,
      addLabel: /^Registreringsnummer eller chassinummer/,
      find: 'Hitta bil',
      confirmAdd: 'Ja, lägg till bilen',
      showDetails: 'Visa detaljer',
      mileage: /^Mätarställning i km/,
      saveMileage: 'Spara mätarställning',
      nearMe: 'Hitta närmaste',
      results: 'Återförsäljare',
      makeService: 'Välj som min verkstad',
      serviceMark: 'Din verkstad',
      notifications: (count: number) => `Notiser, ${count} olästa`,
      notificationsOne: 'Notiser, 1 oläst',
      unread: 'Oläst:',
    },
  },
} as const;


for (const [site, data] of Object.entries(SITES) as Array<[DemoSite, (typeof SITES)[keyof typeof SITES]]>) {
  test.describe(`owner screens on ${site}`, () => {
    test('home shows the cars, the service dealer and the points balance, and passes axe', async ({ page }) => {
      await signIn(page, site);
      const cars = sectionNamed(page, data.t.yourCars);
      for (const car of data.cars) await expect(cars.getByRole('link', { name: new RegExp(car) })).toBeVisible();
      await expect(sectionNamed(page, data.t.yourDealer).getByText(data.serviceDealer, { exact: true })).toBeVisible();
      await expect(sectionNamed(page, data.t.points).getByText(data.t.pointsText)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      // A car card opens that car on the vehicles page.
      await cars.getByRole('link', { name: new RegExp(data.cars[0]) }).click();
      await expect(page).toHaveURL(/\?vehicle=/);
      await expect(page.getByRole('button', { expanded: true })).toHaveCount(1);
    });

    test('a car found by registration number is added and shows on home', async ({ page }) => {
      await signIn(page, site);
      await page.goto(siteUrl(site, data.paths.vehicles));
      // Aurora asks the demo owner to consent again (mustConsentAgain); the prompt sits over the form.
      if (site === 'aurora-dk') await page.getByRole('button', { name: 'Nej tak' }).click();
      await page.getByLabel(data.t.addLabel).fill(data.freeCar.registration);
      await page.getByRole('button', { name: data.t.find }).click();
      await expect(page.getByText(data.freeCar.shown)).toBeVisible();
      await page.getByRole('button', { name: data.t.confirmAdd }).click();
      await expect(page.getByRole('heading', { name: data.freeCar.model, level: 2 })).toBeVisible();
      await page.goto(siteUrl(site, data.paths.home));
      await expect(sectionNamed(page, data.t.yourCars).getByRole('link', { name: new RegExp(data.freeCar.model) })).toBeVisible();
    });

    test('an updated mileage is still there after a reload; the vehicles page passes axe', async ({ page }) => {
      await signIn(page, site);
      await page.goto(siteUrl(site, data.paths.vehicles));
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: data.cars[0], level: 2, exact: true }) });
      await card.getByRole('button', { name: data.t.showDetails }).click();
      const field = card.getByLabel(data.t.mileage);
      const before = digitsOf(await field.inputValue());
      const next = before + 1234;
      await field.fill(String(next));
      await card.getByRole('button', { name: data.t.saveMileage }).click();
      // The saved mileage shows (the toast and the card; thousands may be split by a no-break space).
      await expect(page.getByText(new RegExp(`${String(next).slice(-3)}\\s*km`)).first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.reload();
      await expect(page.getByLabel(data.t.mileage)).toHaveValue(String(next));
    });

    test('a dealer near a given position is made the service dealer, marked, and shown on home', async ({ page, context }) => {
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation(data.position);
      await signIn(page, site);
      await page.goto(siteUrl(site, data.paths.dealer));
      await page.getByRole('button', { name: data.t.nearMe }).click();
      const results = page.getByRole('list', { name: data.t.results });
      const nearest = results.getByRole('listitem').filter({ has: page.getByRole('heading', { name: data.nearest, level: 3 }) });
      await expect(nearest.getByText(/km/)).toBeVisible();
      await nearest.getByRole('button', { name: data.t.makeService }).click();
      await expect(nearest.getByText(data.t.serviceMark, { exact: true })).toBeVisible();
      // First among the results now (the owner's dealers come first).
      await expect(results.getByRole('heading', { level: 3 }).first()).toHaveText(data.nearest);
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(siteUrl(site, data.paths.home));
      await expect(sectionNamed(page, data.t.yourDealer).getByText(data.nearest, { exact: true })).toBeVisible();
    });

    test('opening a notification marks it read and the header’s count drops; the page passes axe', async ({ page }) => {
      await signIn(page, site);
      await expect(page.getByRole('link', { name: data.t.notifications(3) })).toBeVisible();
      await page.getByRole('link', { name: data.t.notifications(3) }).click();
      const firstUnread = page.getByRole('button', { name: new RegExp(`^${data.t.unread}`) }).first();
      await expect(firstUnread).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await firstUnread.click();
      await expect(page.getByRole('link', { name: data.t.notifications(2) })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('link', { name: data.t.notifications(2) })).toBeVisible();
    });
  });
}
