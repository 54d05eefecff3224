import { screen, waitFor, within } from '@testing-library/react';
import { mockStore } from '@/api-client/mocks/store';
import { directionsUrl, mapsPlatformOf } from '@/features/dealer/directions';
import { DealerScreen } from '@/screens/dealer-screen';
import { HomeScreen } from '@/screens/home-screen';
import { renderWithProviders } from '../../utils/render-with-providers';

const DEALER = {
  name: 'Bil & Co (Nord)',
  address: { street: 'Lyngby Hovedgade 88', postalCode: '2800', city: 'Kongens Lyngby', countryCode: 'DK' },
  location: { latitude: 55.77310049, longitude: 12.5042 },
};

describe('mapsPlatformOf', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1', 'apple'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15', 'apple'],
    ['Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36', 'android'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36', 'web'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36', 'web'],
  ] as const)('%s → %s', (userAgent, platform) => {
    expect(mapsPlatformOf(userAgent)).toBe(platform);
  });
});

describe('directionsUrl', () => {
  it('asks Google Maps on the web for a route to the coordinates', () => {
    expect(directionsUrl(DEALER, 'web')).toBe('https://www.google.com/maps/dir/?api=1&destination=55.7731,12.5042');
  });

  it("asks Apple's Maps for a route to the coordinates, labelled with the name and address", () => {
    const url = new URL(directionsUrl(DEALER, 'apple'));
    expect(url.origin).toBe('https://maps.apple.com');
    expect(url.searchParams.get('daddr')).toBe('55.7731,12.5042');
    expect(url.searchParams.get('q')).toBe('Bil & Co (Nord), Lyngby Hovedgade 88, 2800 Kongens Lyngby');
  });

  it('gives Android a geo: URI whose label cannot break out of its parentheses', () => {
    expect(directionsUrl(DEALER, 'android')).toBe(
      'geo:55.7731,12.5042?q=55.7731,12.5042(Bil%20%26%20Co%20%28Nord%29%2C%20Lyngby%20Hovedgade%2088%2C%202800%20Kongens%20Lyngby)',
    );
  });
});

describe('the directions link', () => {
  beforeEach(() => mockStore.reset());

  it("is on every dealer card, to that dealer's coordinates, in a new tab", async () => {
    renderWithProviders(<DealerScreen />, { site: 'aurora-dk', signedIn: true });
    const own = (await screen.findByRole('heading', { name: 'Dine forhandlere', level: 2 }, { timeout: 5000 })).closest('section')!;
    await waitFor(() => expect(within(own).getAllByRole('heading', { level: 3 })).toHaveLength(2));
    const lyngby = within(own).getByRole('heading', { name: 'Auto Nord Lyngby' }).closest('li')!;
    const link = within(lyngby).getByRole('link', { name: 'Rutevejledning til Auto Nord Lyngby (åbner i en ny fane)' });
    expect(link).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=55.7731,12.5042');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("is with home's service dealer, in the page's language", async () => {
    renderWithProviders(<HomeScreen />, { site: 'aurora-se', signedIn: true });
    const link = await screen.findByRole('link', { name: /^Vägbeskrivning till / }, { timeout: 5000 });
    expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=\d+\.\d+,\d+\.\d+$/);
  });
});
