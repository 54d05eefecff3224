import type { Schemas } from '../../core/types';
import { seedUuid } from './ids';
import type { BrandId, MarketId } from './markets';

type RetailerSite = Omit<Schemas['RetailerSite'], 'distanceKm'>;
type OpeningHours = Schemas['OpeningHours'];

interface RetailerRow {
  name: string;
  street: string;
  postalCode: string;
  city: string;
  latitude: number;
  longitude: number;
  phone: string;
  brands: BrandId[];
  types: Array<'sales' | 'service'>;
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;

function openingHours(types: RetailerRow['types']): OpeningHours[] {
  const salesOnly = !types.includes('service');
  const weekdays = WEEKDAYS.map((day) => ({ day, opens: salesOnly ? '09:00' : '07:30', closes: '17:30' }));
  const saturday: OpeningHours[] = types.includes('sales') ? [{ day: 'saturday', opens: '10:00', closes: '14:00' }] : [];
  return [...weekdays, ...saturday];
}

// Real towns and plausible addresses on real roads; the businesses are invented.
const ROWS: Record<MarketId, RetailerRow[]> = {
  DK: [
    { name: 'Bilhuset Valby', street: 'Gammel Køge Landevej 55', postalCode: '2500', city: 'Valby', latitude: 55.6541, longitude: 12.5062, phone: '+45 36 30 12 00', brands: ['AUR', 'VLT'], types: ['sales', 'service'] },
    { name: 'Auto Nord Lyngby', street: 'Lyngby Hovedgade 88', postalCode: '2800', city: 'Kongens Lyngby', latitude: 55.7731, longitude: 12.5042, phone: '+45 45 87 20 10', brands: ['AUR'], types: ['sales', 'service'] },
    { name: 'Roskilde Bilcenter', street: 'Køgevej 101', postalCode: '4000', city: 'Roskilde', latitude: 55.6298, longitude: 12.0953, phone: '+45 46 32 44 00', brands: ['AUR', 'VLT'], types: ['sales', 'service'] },
    { name: 'Næstved Motor', street: 'Ringstedgade 200', postalCode: '4700', city: 'Næstved', latitude: 55.2416, longitude: 11.7702, phone: '+45 55 72 11 30', brands: ['AUR'], types: ['service'] },
    { name: 'Odense Bilby', street: 'Middelfartvej 241', postalCode: '5200', city: 'Odense V', latitude: 55.3879, longitude: 10.3461, phone: '+45 66 16 40 40', brands: ['AUR', 'VLT'], types: ['sales', 'service'] },
    { name: 'Kolding Autoservice', street: 'Vejlevej 123', postalCode: '6000', city: 'Kolding', latitude: 55.5065, longitude: 9.4601, phone: '+45 75 52 30 20', brands: ['AUR', 'VLT'], types: ['service'] },
    { name: 'Esbjerg Bilcenter', street: 'Storegade 190', postalCode: '6700', city: 'Esbjerg', latitude: 55.4738, longitude: 8.4531, phone: '+45 75 12 90 00', brands: ['AUR'], types: ['sales', 'service'] },
    { name: 'Vejle Motorhus', street: 'Horsensvej 72', postalCode: '7100', city: 'Vejle', latitude: 55.7197, longitude: 9.5528, phone: '+45 75 82 14 14', brands: ['VLT'], types: ['sales', 'service'] },
    { name: 'Herning Bil & Service', street: 'Silkeborgvej 45', postalCode: '7400', city: 'Herning', latitude: 56.1423, longitude: 8.9921, phone: '+45 97 12 50 60', brands: ['AUR', 'VLT'], types: ['sales', 'service'] },
    { name: 'Aarhus Syd Biler', street: 'Oddervej 150', postalCode: '8270', city: 'Højbjerg', latitude: 56.1235, longitude: 10.1903, phone: '+45 86 27 33 00', brands: ['AUR', 'VLT'], types: ['sales', 'service'] },
    { name: 'Randers Autohus', street: 'Århusvej 85', postalCode: '8960', city: 'Randers SØ', latitude: 56.4411, longitude: 10.0622, phone: '+45 86 42 18 00', brands: ['AUR'], types: ['sales'] },
    { name: 'Aalborg Bilcenter', street: 'Hobrovej 420', postalCode: '9200', city: 'Aalborg SV', latitude: 57.0124, longitude: 9.8979, phone: '+45 98 18 70 70', brands: ['AUR', 'VLT'], types: ['sales', 'service'] },
  ],
  SE: [
    { name: 'Bilhallen Kungens Kurva', street: 'Geometrivägen 4', postalCode: '141 75', city: 'Kungens Kurva', latitude: 59.2686, longitude: 17.9216, phone: '+46 8 711 20 00', brands: ['AUR', 'VLT'], types: ['sales', 'service'] },
    { name: 'Solna Motor', street: 'Frösundaleden 2', postalCode: '169 70', city: 'Solna', latitude: 59.3663, longitude: 18.0057, phone: '+46 8 627 40 00', brands: ['AUR', 'VLT'], types: ['sales', 'service'] },
    { name: 'Uppsala Bilcentrum', street: 'Stålgatan 12', postalCode: '754 50', city: 'Uppsala', latitude: 59.8638, longitude: 17.6717, phone: '+46 18 15 60 00', brands: ['AUR'], types: ['sales', 'service'] },
    { name: 'Västerås Bil', street: 'Hallsta Gårdsgata 7', postalCode: '721 38', city: 'Västerås', latitude: 59.6262, longitude: 16.5888, phone: '+46 21 17 30 00', brands: ['AUR', 'VLT'], types: ['service'] },
    { name: 'Örebro Motorcentrum', street: 'Bettorpsgatan 10', postalCode: '703 69', city: 'Örebro', latitude: 59.2883, longitude: 15.1757, phone: '+46 19 21 40 00', brands: ['VLT'], types: ['sales', 'service'] },
    { name: 'Linköping Bilhus', street: 'Roxtorpsgatan 11', postalCode: '586 63', city: 'Linköping', latitude: 58.4186, longitude: 15.5862, phone: '+46 13 35 70 00', brands: ['AUR', 'VLT'], types: ['sales', 'service'] },
    { name: 'Norrköping Bilcenter', street: 'Kabelgatan 9', postalCode: '603 61', city: 'Norrköping', latitude: 58.6017, longitude: 16.1445, phone: '+46 11 19 80 00', brands: ['AUR'], types: ['service'] },
    { name: 'Jönköping Motor', street: 'Kompanigatan 5', postalCode: '553 05', city: 'Jönköping', latitude: 57.7692, longitude: 14.1949, phone: '+46 36 31 90 00', brands: ['AUR', 'VLT'], types: ['sales', 'service'] },
    { name: 'Göteborg Bilstaden', street: 'Backavägen 2', postalCode: '417 05', city: 'Göteborg', latitude: 57.7273, longitude: 11.9456, phone: '+46 31 65 20 00', brands: ['AUR', 'VLT'], types: ['sales', 'service'] },
    { name: 'Mölndal Bil & Service', street: 'Flöjelbergsgatan 8', postalCode: '431 37', city: 'Mölndal', latitude: 57.6563, longitude: 12.0034, phone: '+46 31 87 40 00', brands: ['VLT'], types: ['service'] },
    { name: 'Helsingborg Bilcentrum', street: 'Garnisonsgatan 30', postalCode: '254 66', city: 'Helsingborg', latitude: 56.0688, longitude: 12.7202, phone: '+46 42 17 50 00', brands: ['AUR', 'VLT'], types: ['sales', 'service'] },
    { name: 'Malmö Bilhall', street: 'Jägershillgatan 14', postalCode: '213 75', city: 'Malmö', latitude: 55.5894, longitude: 13.0599, phone: '+46 40 38 60 00', brands: ['AUR', 'VLT'], types: ['sales', 'service'] },
  ],
};

export function seedRetailerSites(marketId: MarketId, countryCode: string): RetailerSite[] {
  return ROWS[marketId].map((row, index) => {
    const slug = row.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const website = `https://www.${slug}.${countryCode.toLowerCase()}`;
    return {
      retailerSiteId: seedUuid(`retailer:${marketId}:${row.name}`),
      name: row.name,
      types: row.types,
      brandIds: row.brands,
      address: { street: row.street, postalCode: row.postalCode, city: row.city, countryCode },
      phone: row.phone,
      email: `kontakt@${slug}.${countryCode.toLowerCase()}`,
      website,
      // Every other workshop books service online; the rest take bookings by phone.
      bookingUrl: row.types.includes('service') && index % 2 === 1 ? `${website}/booking` : null,
      location: { latitude: row.latitude, longitude: row.longitude },
      openingHours: openingHours(row.types),
    };
  });
}
