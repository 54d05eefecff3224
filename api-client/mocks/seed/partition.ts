import type { Schemas } from '../../core/types';
import { mockImagePath, vehiclePictureName, type Motif } from '../images';
import { hashPassword } from '../passwords';
import type { CustomerRecord, Partition, VehicleRecord } from '../store-types';
import { daysAgo, isoDate, seedFraction, seedUuid } from './ids';
import { BRANDS, MARKETS, type BrandId, type BrandInfo, type MarketId, type MarketInfo } from './markets';
import { seedPublications, seedRewardCategories, subCategoryName } from './publications';
import { seedRetailerSites } from './retailers';

/** The demo accounts every brand and market has (README.md#demo-accounts). */
export const DEMO_OWNER_EMAIL = 'owner@example.com';
export const DEMO_OWNER_PASSWORD = 'Password1!';
/** A second owner, to show that one owner cannot act on another's customer id. */
export const OTHER_OWNER_EMAIL = 'other.owner@example.com';
/** A signed-up account waiting for activation; its emailed token is DEMO_ACTIVATION_TOKEN. */
export const PENDING_OWNER_EMAIL = 'new.owner@example.com';
export const DEMO_ACTIVATION_TOKEN = 'demo-activation-token';
/** An account of the brand's pre-portal system, for signInWithBrandAccount. */
export const BRAND_ACCOUNT_EMAIL = 'brand.account@example.com';
export const BRAND_ACCOUNT_PASSWORD = 'Legacy2020!';
/** An account made to be deleted (profile, delete account): same password as the demo owner. */
export const DELETABLE_OWNER_EMAIL = 'delete.me@example.com';
/** Invited weeks ago and never activated: the invitation e-mail's link has expired. */
export const LATE_INVITEE_EMAIL = 'late.invitee@example.com';
/** How long an invitation e-mail's link works (api-client/openapi.yaml, getInvite). */
export const INVITATION_VALID_DAYS = 30;

/**
 * The customer ids the e-mail links of the demo data name (docs/product.md#e-mail-landing-pages):
 * the same in every run, so the demo's links and the tests can be written down.
 */
export const EMAIL_LINK_CUSTOMERS = {
  /** The demo owner: subscribed to marketing e-mail, has an account (an old invitation of theirs is done). */
  demo: (key: string) => seedUuid(`${key}:customer:demo`),
  /** Signed up or invited, not yet activated: an open invitation. */
  pending: (key: string) => seedUuid(`${key}:customer:pending`),
  /** Invited 45 days ago, never activated: the invitation has expired. */
  lateInvitee: (key: string) => seedUuid(`${key}:customer:late-invitee`),
  /** An account that was closed: its links are gone (410). */
  closed: (key: string) => seedUuid(`${key}:customer:closed`),
} as const;

export const DEMO_NAMES: Record<MarketId, { firstName: string; lastName: string }> = {
  DK: { firstName: 'Mette', lastName: 'Hansen' },
  SE: { firstName: 'Anna', lastName: 'Lindberg' },
};

/** One national register per market: each brand's cars have their own numbers (Volta's start after Aurora's). */
const REGISTRATIONS: Record<MarketId, string[]> = {
  DK: ['CX 41 208', 'DB 73 519', 'AK 29 640', 'EV 18 377', 'BN 56 902', 'CJ 80 114', 'AM 62 085', 'DE 14 736', 'BT 90 251', 'CR 33 468'],
  SE: ['KLM 27B', 'RTX 418', 'HBW 65C', 'NPG 903', 'FDS 21E', 'UJE 774', 'MKA 52D', 'GLR 306', 'PZC 81F', 'SOT 129'],
};
const REGISTRATION_OFFSET: Record<BrandId, number> = { AUR: 0, VLT: 5 };

/** What a workshop visit did: an electric car has no oil to change. */
const SERVICE_VISITS: Record<'engine' | 'electric', Record<'service' | 'inspection', Record<MarketInfo['language'], string>>> = {
  engine: {
    service: { da: 'Årligt serviceeftersyn, olie og filtre skiftet', sv: 'Årlig service, olja och filter bytta' },
    inspection: { da: 'Syn og sikkerhedstjek', sv: 'Besiktning och säkerhetskontroll' },
  },
  electric: {
    service: { da: 'Årligt serviceeftersyn, kabinefilter skiftet, bremser og batteri tjekket', sv: 'Årlig service, kupéfilter bytt, bromsar och batteri kontrollerade' },
    inspection: { da: 'Syn og sikkerhedstjek', sv: 'Besiktning och säkerhetskontroll' },
  },
};

/** The picture of each parts category (api-client/mocks/images.ts). */
const PART_MOTIFS: Record<string, Motif> = {
  filters: 'filter',
  brakes: 'disc',
  wipers: 'wiper',
  lighting: 'bulb',
  wheels: 'tyre',
  interior: 'seat',
  charging: 'plug',
  accessories: 'box',
};

interface VehicleSeed {
  model: string;
  modelYear: number;
  owner: 'demo' | 'other' | null;
  mileage: number;
  colour: Record<MarketInfo['language'], string>;
  /** Years of warranty (and so of roadside assistance) from first registration; 7 unless said. */
  warrantyYears?: number;
  /** The registered colour's paint, for the car's picture (api-client/mocks/images.ts). */
  paint: string;
}

/** Aurora sites: the demo owner has two vehicles; Volta sites: one. The rest can be found and added. */
const VEHICLES: Record<BrandId, VehicleSeed[]> = {
  AUR: [
    // Bought with three years of warranty: past it, so not covered by roadside assistance (the "not covered" case).
    { model: 'aur-solstice', modelYear: 2022, owner: 'demo', mileage: 48_210, paint: '#f1efe9', colour: { da: 'Perlehvid', sv: 'Pärlvit' }, warrantyYears: 3 },
    { model: 'aur-zenith', modelYear: 2024, owner: 'demo', mileage: 12_480, paint: '#1f3a68', colour: { da: 'Midnatsblå', sv: 'Midnattsblå' } },
    { model: 'aur-nova', modelYear: 2021, owner: null, mileage: 61_020, paint: '#a9b0b5', colour: { da: 'Sølvgrå', sv: 'Silvergrå' } },
    { model: 'aur-meridian', modelYear: 2023, owner: null, mileage: 22_300, paint: '#1d1f21', colour: { da: 'Sort', sv: 'Svart' } },
    { model: 'aur-solstice', modelYear: 2024, owner: 'other', mileage: 9_800, paint: '#b3262e', colour: { da: 'Rød', sv: 'Röd' } },
  ],
  VLT: [
    { model: 'vlt-two', modelYear: 2023, owner: 'demo', mileage: 31_760, paint: '#2f5d46', colour: { da: 'Skovgrøn', sv: 'Skogsgrön' } },
    { model: 'vlt-one', modelYear: 2022, owner: null, mileage: 54_900, paint: '#f4f4f2', colour: { da: 'Hvid', sv: 'Vit' } },
    { model: 'vlt-spark', modelYear: 2024, owner: null, mileage: 7_450, paint: '#e26d5a', colour: { da: 'Koralrød', sv: 'Korallröd' } },
    { model: 'vlt-two', modelYear: 2025, owner: 'other', mileage: 3_100, paint: '#45494e', colour: { da: 'Grafit', sv: 'Grafit' } },
  ],
};

function vin(brand: BrandInfo, index: number, modelYear: number): string {
  const yearCode = 'LMNPRSTVWXY'[modelYear - 2020] ?? 'A';
  const serial = String(104_512 + index * 7_919).padStart(6, '0');
  return `${brand.vinPrefix}${brand.brandId === 'AUR' ? 'C81' : 'E42'}ABC${yearCode}${brand.brandId === 'AUR' ? 'U' : 'G'}${serial}`.slice(0, 17);
}

function seedVehicles(brand: BrandInfo, market: MarketInfo, now: Date, owners: Record<'demo' | 'other', string>): VehicleRecord[] {
  return VEHICLES[brand.brandId].map((seed, index) => {
    const model = brand.models.find((m) => m.modelId === seed.model)!;
    const key = `${brand.brandId}-${market.marketId}:vehicle:${index}`;
    const ageDays = (now.getUTCFullYear() - seed.modelYear) * 365 + 120;
    const firstRegistration = daysAgo(now, ageDays);
    const serviceDueInDays = 20 + Math.round(seedFraction(key) * 200);
    const retailers = market.language === 'da' ? ['Bilhuset', 'Autoværkstedet', 'Bilcentrum'] : ['Bilhuset', 'Bilverkstaden', 'Bilcentrum'];
    const history: VehicleRecord['history'] = [];
    for (let visit = 0; visit * 365 < ageDays - 200; visit += 1) {
      const daysBack = ageDays - 330 - visit * 365;
      if (daysBack < 10) break;
      history.push({
        date: isoDate(daysAgo(now, daysBack)),
        type: visit % 2 === 0 ? 'service' : 'inspection',
        mileage: Math.round((seed.mileage * (visit + 1)) / (ageDays / 365 + 1)),
        retailerName: `${retailers[visit % retailers.length]} ${market.marketId === 'DK' ? 'Valby' : 'Solna'}`,
        invoiceNumber: null,
        description: SERVICE_VISITS[model.fuelType === 'electric' ? 'electric' : 'engine'][visit % 2 === 0 ? 'service' : 'inspection'][market.language],
      });
    }
    if (index === 0) {
      history.push({
        date: isoDate(daysAgo(now, 95)),
        type: 'tyres',
        mileage: seed.mileage - 1_900,
        retailerName: market.marketId === 'DK' ? 'Bilhuset Valby' : 'Solna Motor',
        description: market.language === 'da' ? 'Skift til vinterdæk' : 'Byte till vinterdäck',
        invoiceNumber: null,
      });
    }
    return {
      vehicleId: seedUuid(key),
      vin: vin(brand, index, seed.modelYear),
      registrationNumber: REGISTRATIONS[market.marketId][REGISTRATION_OFFSET[brand.brandId] + index]!,
      brand: brand.name,
      model: model.name,
      modelYear: seed.modelYear,
      variant: model.variants[index % model.variants.length]!,
      fuelType: model.fuelType,
      colour: seed.colour[market.language],
      nickname: null,
      imageUrl: mockImagePath('vehicles', vehiclePictureName(model.modelId, seed.paint)),
      mileage: seed.mileage,
      mileageUpdatedAt: daysAgo(now, 14 + index),
      predictedMileage: 15_000,
      firstRegistrationDate: isoDate(firstRegistration),
      nextServiceDate: isoDate(daysAgo(now, -serviceDueInDays)),
      warrantyEndDate: isoDate(daysAgo(now, ageDays - (seed.warrantyYears ?? 7) * 365)),
      ownerId: seed.owner ? owners[seed.owner] : null,
      history: history.sort((a, b) => b.date.localeCompare(a.date)),
    };
  });
}

/** The terms of use the sign-up's first consent accepts, to read before accepting. */
const TERMS_DA = [
  '1. Om portalen. {brand}s ejerportal giver dig overblik over din bil, service, fordele og nyheder. Portalen drives af {brand} Danmark.',
  '2. Din konto. Du opretter kontoen med din e-mailadresse og vælger selv en adgangskode. Hold adgangskoden for dig selv, og giv os besked, hvis du tror, andre kender den.',
  '3. Dine oplysninger. Vi bruger dine oplysninger til at vise dig dine biler, din service og dine fordele. Hvordan vi behandler dem, står i vores privatlivspolitik.',
  '4. Fordele og point. Fordele og point gælder, så længe de står i portalen, og kan ikke veksles til kontanter.',
  '5. Opsigelse. Du kan til enhver tid slette din konto under Min profil. Ændrer vi vilkårene, beder vi dig om at godkende dem igen.',
].join('\n\n');
const TERMS_SV = [
  '1. Om portalen. {brand}s ägarportal ger dig överblick över din bil, service, förmåner och nyheter. Portalen drivs av {brand} Sverige.',
  '2. Ditt konto. Du skapar kontot med din e-postadress och väljer själv ett lösenord. Håll lösenordet för dig själv och meddela oss om du tror att någon annan känner till det.',
  '3. Dina uppgifter. Vi använder dina uppgifter för att visa dig dina bilar, din service och dina förmåner. Hur vi behandlar dem står i vår integritetspolicy.',
  '4. Förmåner och poäng. Förmåner och poäng gäller så länge de visas i portalen och kan inte växlas mot kontanter.',
  '5. Uppsägning. Du kan när som helst radera ditt konto under Min profil. Om vi ändrar villkoren ber vi dig att godkänna dem igen.',
].join('\n\n');

function consentDefinitions(market: MarketInfo, brand: BrandInfo): Schemas['ConsentDefinition'][] {
  const da = market.language === 'da';
  return [
    {
      consentId: 'terms',
      type: 'terms',
      title: da ? 'Vilkår for brug' : 'Användarvillkor',
      text: da ? `Jeg accepterer vilkårene for ${brand.name}s ejerportal.` : `Jag godkänner villkoren för ${brand.name}s ägarportal.`,
      document: (da ? TERMS_DA : TERMS_SV).replaceAll('{brand}', brand.name),
      version: 2,
      required: true,
    },
    {
      consentId: 'marketing-email',
      type: 'marketing-email',
      title: da ? 'Nyheder og tilbud på e-mail' : 'Nyheter och erbjudanden via e-post',
      text: da
        ? `${brand.name} og forhandlerne må sende mig nyheder og tilbud på e-mail.`
        : `${brand.name} och återförsäljarna får skicka nyheter och erbjudanden via e-post.`,
      document: null,
      version: 3,
      required: false,
    },
    {
      consentId: 'marketing-sms',
      type: 'marketing-sms',
      title: da ? 'Påmindelser på sms' : 'Påminnelser via sms',
      text: da ? 'Jeg vil have påmindelser om service på sms.' : 'Jag vill få servicepåminnelser via sms.',
      document: null,
      version: 1,
      required: false,
    },
    {
      consentId: 'profiling',
      type: 'profiling',
      title: da ? 'Personlige tilbud' : 'Personliga erbjudanden',
      text: da
        ? 'Mine data må bruges til at vise tilbud, der passer til mig og min bil.'
        : 'Mina uppgifter får användas för att visa erbjudanden som passar mig och min bil.',
      document: null,
      version: 1,
      required: false,
    },
  ];
}

/** Interest categories; a fifth element makes a subcategory of that category. */
const INTERESTS: Array<[id: string, da: string, sv: string, external: boolean, parentId?: string]> = [
  ['motorsport', 'Motorsport', 'Motorsport', false],
  ['motorsport-rally', 'Rally', 'Rally', false, 'motorsport'],
  ['motorsport-track', 'Banedage', 'Bandagar', false, 'motorsport'],
  ['family', 'Familie', 'Familj', false],
  ['outdoor', 'Friluftsliv', 'Friluftsliv', false],
  ['outdoor-camping', 'Camping', 'Camping', false, 'outdoor'],
  ['outdoor-cycling', 'Cykling', 'Cykling', false, 'outdoor'],
  ['outdoor-skiing', 'Skiferie', 'Skidsemester', false, 'outdoor'],
  ['technology', 'Teknologi', 'Teknik', false],
  ['technology-software', 'Software og apps', 'Mjukvara och appar', false, 'technology'],
  ['technology-ev', 'Elbiler og batterier', 'Elbilar och batterier', false, 'technology'],
  ['sustainability', 'Bæredygtighed', 'Hållbarhet', false],
  ['travel', 'Rejser', 'Resor', false],
  ['design', 'Design', 'Design', false],
  ['service-offers', 'Servicetilbud', 'Serviceerbjudanden', false],
  ['partner-insurance', 'Forsikring', 'Försäkring', true],
  ['partner-charging', 'Opladning', 'Laddning', true],
  ['partner-charging-home', 'Ladeboks derhjemme', 'Laddbox hemma', true, 'partner-charging'],
  ['partner-charging-public', 'Offentlig opladning', 'Publik laddning', true, 'partner-charging'],
  ['partner-carwash', 'Bilvask', 'Biltvätt', true],
  ['partner-parking', 'Parkering', 'Parkering', true],
];

function notifications(market: MarketInfo, now: Date, key: string, vehicleModel: string): Schemas['Notification'][] {
  const da = market.language === 'da';
  const rows: Array<[Schemas['Notification']['type'], string, string, string | null, boolean]> = [
    ['service', da ? `Din ${vehicleModel} skal snart til service` : `Din ${vehicleModel} behöver snart service`, da ? 'Book tid hos din foretrukne forhandler.' : 'Boka tid hos din föredragna återförsäljare.', '/dealer', false],
    ['reward', da ? 'Ny fordel til dig' : 'Ny förmån till dig', da ? '20 % på vinterhjul: kun for ejere.' : '20 % på vinterhjul: bara för ägare.', '/rewards', false],
    ['news', da ? 'Ny software er klar' : 'Ny programvara är klar', da ? 'Læs om de nye funktioner.' : 'Läs om de nya funktionerna.', '/news', true],
    ['account', da ? 'Opdater dit samtykke' : 'Uppdatera ditt samtycke', da ? 'Vi har opdateret teksten om nyheder på e-mail.' : 'Vi har uppdaterat texten om nyheter via e-post.', '/profile/consent', false],
    ['reward', da ? 'Du har optjent 250 point' : 'Du har tjänat 250 poäng', da ? 'Tak for dit seneste servicebesøg.' : 'Tack för ditt senaste servicebesök.', null, true],
    ['service', da ? 'Husk vinterdæk' : 'Kom ihåg vinterdäcken', da ? 'Det er tid til at skifte dæk.' : 'Det är dags att byta däck.', null, true],
  ];
  return rows.map(([type, title, body, link, read], index) => ({
    id: seedUuid(`${key}:notification:${index}`),
    title,
    body,
    type,
    createdAt: daysAgo(now, index * 9 + 1, 7 + index),
    read,
    link,
  }));
}

function loyalty(brand: BrandInfo, market: MarketInfo, now: Date, key: string): CustomerRecord['loyalty'] {
  const da = market.language === 'da';
  const sources: Array<Schemas['EarnedPoints']['source']> = ['service', 'purchase', 'campaign', 'service'];
  const earned: Schemas['EarnedPoints'][] = [
    { id: seedUuid(`${key}:points:welcome`), date: daysAgo(now, 700), points: 1_000, description: da ? 'Velkomstpoint' : 'Välkomstpoäng', source: 'welcome' },
  ];
  for (let month = 22; month >= 0; month -= 1) {
    if (month % 2 === 1) continue;
    const source = sources[month % sources.length]!;
    earned.push({
      id: seedUuid(`${key}:points:${month}`),
      date: daysAgo(now, month * 30 + 5),
      points: source === 'campaign' ? 500 : source === 'purchase' ? 320 + month * 10 : 250,
      description:
        source === 'service'
          ? da ? 'Servicebesøg' : 'Servicebesök'
          : source === 'purchase'
            ? da ? 'Køb af tilbehør' : 'Köp av tillbehör'
            : da ? 'Kampagne: dobbelt point' : 'Kampanj: dubbla poäng',
      source,
    });
  }
  const currency = market.currency;
  const giftCards: Schemas['GiftCard'][] = [
    {
      auditNumber: `40${market.marketId === 'DK' ? '45' : '46'}00123456`,
      vendorCode: 'CINEMA',
      vendorName: da ? 'Biografkæden' : 'Biografkedjan',
      amount: 200,
      currency,
      pointsCost: 2_000,
      code: `${brand.brandId}-CIN-7H3K-92QD`,
      purchasedAt: daysAgo(now, 150),
      expiresAt: isoDate(daysAgo(now, -215)),
      status: 'active',
    },
    {
      auditNumber: `40${market.marketId === 'DK' ? '45' : '46'}00098311`,
      vendorCode: 'FUEL',
      vendorName: 'Nordic Fuel',
      amount: 100,
      currency,
      pointsCost: 1_000,
      code: `${brand.brandId}-NF-2M8P-41XA`,
      purchasedAt: daysAgo(now, 420),
      expiresAt: isoDate(daysAgo(now, 55)),
      status: 'used',
    },
  ];
  const redemptions: Schemas['Redemption'][] = giftCards.map((card, index) => ({
    id: seedUuid(`${key}:redemption:${index}`),
    date: card.purchasedAt,
    points: card.pointsCost,
    description: `${da ? 'Gavekort' : 'Presentkort'}: ${card.vendorName}`,
    auditNumber: card.auditNumber,
  }));
  redemptions.push({
    id: seedUuid(`${key}:redemption:coffee`),
    date: daysAgo(now, 300),
    points: 150,
    description: da ? 'Kaffe og kage ved service' : 'Kaffe och kaka vid service',
    auditNumber: null,
  });
  return {
    accountNumber: `${brand.brandId}${market.marketId}${String(Math.round(seedFraction(key) * 1e8)).padStart(8, '0')}`,
    memberSince: isoDate(daysAgo(now, 720)),
    earned: earned.sort((a, b) => b.date.localeCompare(a.date)),
    redemptions: redemptions.sort((a, b) => b.date.localeCompare(a.date)),
    giftCards: giftCards.sort((a, b) => b.purchasedAt.localeCompare(a.purchasedAt)),
  };
}

function vendors(market: MarketInfo): Schemas['GiftCardVendor'][] {
  const da = market.language === 'da';
  const rate = market.currency === 'DKK' ? 10 : 7;
  return [
    { vendorCode: 'CINEMA', name: da ? 'Biografkæden' : 'Biografkedjan', description: da ? 'Biografbilletter i hele landet.' : 'Biobiljetter i hela landet.', denominations: [100, 200, 500] },
    { vendorCode: 'FUEL', name: 'Nordic Fuel', description: da ? 'Brændstof, ladning og bilvask.' : 'Bränsle, laddning och biltvätt.', denominations: [100, 250, 500] },
    { vendorCode: 'HOME', name: da ? 'Hus & Hjem' : 'Hus & Hem', description: da ? 'Boligudstyr og indretning.' : 'Heminredning och inredning.', denominations: [250, 500, 1_000] },
    { vendorCode: 'SPORT', name: 'Sport Nord', description: da ? 'Sport og friluftsliv.' : 'Sport och friluftsliv.', denominations: [200, 500] },
    { vendorCode: 'TRAVEL', name: da ? 'Rejsebureauet' : 'Resebyrån', description: da ? 'Rejser og ophold.' : 'Resor och vistelser.', denominations: [500, 1_000, 2_000] },
  ].map((vendor) => ({
    ...vendor,
    logoUrl: `https://images.example.com/vendors/${vendor.vendorCode.toLowerCase()}.svg`,
    currency: market.currency,
    pointsPerCurrencyUnit: rate,
  }));
}

function invoices(market: MarketInfo, now: Date, key: string, vehicleIds: string[]): Schemas['InvoiceItem'][] {
  const da = market.language === 'da';
  const rows: Array<[Schemas['InvoiceItem']['category'], string, string, number]> = [
    ['service', da ? 'Årligt serviceeftersyn' : 'Årlig service', da ? 'Bilhuset Valby' : 'Solna Motor', 3_450],
    ['parts', da ? 'Viskerblade, sæt' : 'Torkarblad, sats', da ? 'Bilhuset Valby' : 'Solna Motor', 389],
    ['tyres', da ? 'Dækskifte og opbevaring' : 'Däckbyte och förvaring', da ? 'Roskilde Bilcenter' : 'Bilhallen Kungens Kurva', 899],
    ['repair', da ? 'Udskiftning af bremseklodser' : 'Byte av bromsbelägg', da ? 'Bilhuset Valby' : 'Solna Motor', 2_180],
    ['accessories', da ? 'Gummimåtter' : 'Gummimattor', da ? 'Roskilde Bilcenter' : 'Bilhallen Kungens Kurva', 749],
    ['parts', da ? 'Kabinefilter' : 'Kupéfilter', da ? 'Bilhuset Valby' : 'Solna Motor', 429],
  ];
  const items: Schemas['InvoiceItem'][] = [];
  // About one line a month, back two full years, so this year and last year both have totals.
  for (let month = 0; month < 26; month += 1) {
    const [category, description, retailerName, baseAmount] = rows[month % rows.length]!;
    const date = daysAgo(now, month * 29 + 3, 11);
    items.push({
      itemId: seedUuid(`${key}:invoice-item:${month}`),
      invoiceNumber: `${market.marketId}-${date.slice(0, 4)}-${String(1_000 + month * 37).padStart(5, '0')}`,
      date,
      description,
      category,
      retailerName,
      vehicleId: vehicleIds[month % vehicleIds.length] ?? null,
      amount: Math.round(baseAmount * (market.currency === 'SEK' ? 1.45 : 1) * (1 + (month % 3) * 0.04)),
      currency: market.currency,
    });
  }
  return items;
}

/** What a paid visit of each kind costs in the demo data, in DKK (SEK: times 1.45). */
const VISIT_PRICES: Partial<Record<VehicleRecord['history'][number]['type'], [Schemas['InvoiceItem']['category'], number]>> = {
  service: ['service', 3_890],
  repair: ['repair', 2_450],
  tyres: ['tyres', 899],
};

/**
 * The paid visits in the owner's history (services, repairs, tyre changes) of the last two years
 * get an invoice of their own, dated the visit's day, and the visit names it (invoiceNumber): the
 * vehicles page links the two. Returns the invoice lines to add.
 */
function invoiceVisits(market: MarketInfo, now: Date, vehicles: VehicleRecord[]): Schemas['InvoiceItem'][] {
  const since = isoDate(daysAgo(now, 2 * 365));
  const items: Schemas['InvoiceItem'][] = [];
  for (const vehicle of vehicles) {
    for (const event of vehicle.history) {
      const price = VISIT_PRICES[event.type];
      if (!price || event.date < since) continue;
      const invoiceNumber = `${market.marketId}-${event.date.slice(0, 4)}-V${String(items.length + 1).padStart(4, '0')}`;
      event.invoiceNumber = invoiceNumber;
      items.push({
        itemId: seedUuid(`${vehicle.vehicleId}:visit-invoice:${event.date}`),
        invoiceNumber,
        date: `${event.date}T10:00:00.000Z`,
        description: event.description,
        category: price[0],
        retailerName: event.retailerName,
        vehicleId: vehicle.vehicleId,
        amount: Math.round(price[1] * (market.currency === 'SEK' ? 1.45 : 1)),
        currency: market.currency,
      });
    }
  }
  return items;
}

function parts(brand: BrandInfo, market: MarketInfo) {
  const da = market.language === 'da';
  const categories: Schemas['PartCategory'][] = [
    { categoryId: 'filters', name: da ? 'Filtre' : 'Filter' },
    { categoryId: 'brakes', name: da ? 'Bremser' : 'Bromsar' },
    { categoryId: 'wipers', name: da ? 'Viskere' : 'Torkare' },
    { categoryId: 'lighting', name: da ? 'Lys' : 'Belysning' },
    { categoryId: 'wheels', name: da ? 'Dæk og fælge' : 'Däck och fälgar' },
    { categoryId: 'interior', name: da ? 'Interiør' : 'Interiör' },
    { categoryId: 'charging', name: da ? 'Opladning' : 'Laddning' },
    { categoryId: 'accessories', name: da ? 'Tilbehør' : 'Tillbehör' },
  ];
  const models: Schemas['PartModel'][] = brand.models.map((m) => ({ modelId: m.modelId, name: m.name, modelYears: m.modelYears }));
  const catalogue: Array<[string, string, string, string, number, 'all' | 'combustion' | 'electric']> = [
    ['filters', 'Oil filter', 'Oliefilter', 'Oljefilter', 129, 'combustion'],
    ['filters', 'Cabin air filter', 'Kabinefilter', 'Kupéfilter', 249, 'all'],
    ['filters', 'Air filter', 'Luftfilter', 'Luftfilter', 219, 'combustion'],
    ['brakes', 'Front brake pads', 'Bremseklodser, for', 'Bromsbelägg, fram', 895, 'all'],
    ['brakes', 'Rear brake pads', 'Bremseklodser, bag', 'Bromsbelägg, bak', 745, 'all'],
    ['brakes', 'Front brake discs', 'Bremseskiver, for', 'Bromsskivor, fram', 1_690, 'all'],
    ['wipers', 'Wiper blades, front set', 'Viskerblade, sæt', 'Torkarblad, sats', 329, 'all'],
    ['wipers', 'Rear wiper blade', 'Viskerblad, bag', 'Torkarblad, bak', 149, 'all'],
    ['lighting', 'LED bulb kit', 'LED-pæresæt', 'LED-lampsats', 399, 'all'],
    ['lighting', 'Fog light', 'Tågelygte', 'Dimljus', 1_150, 'all'],
    ['wheels', '18" alloy wheel', '18" alufælg', '18" aluminiumfälg', 2_495, 'all'],
    ['wheels', 'Winter wheel set 17"', 'Vinterhjul, sæt 17"', 'Vinterhjul, sats 17"', 11_995, 'all'],
    ['wheels', 'Tyre repair kit', 'Dækreparationssæt', 'Däckreparationssats', 545, 'all'],
    ['interior', 'Rubber floor mats', 'Gummimåtter', 'Gummimattor', 749, 'all'],
    ['interior', 'Boot liner', 'Bagagerumsbakke', 'Lastrumsmatta', 895, 'all'],
    ['interior', 'Seat covers', 'Sædebetræk', 'Sätesöverdrag', 1_295, 'all'],
    ['charging', 'Type 2 charging cable 7 m', 'Ladekabel type 2, 7 m', 'Laddkabel typ 2, 7 m', 1_995, 'electric'],
    ['charging', 'Home charger 11 kW', 'Ladeboks 11 kW', 'Laddbox 11 kW', 8_495, 'electric'],
    ['charging', 'Cable bag', 'Kabeltaske', 'Kabelväska', 299, 'electric'],
    ['accessories', 'Roof bars', 'Tagbøjler', 'Takräcke', 2_295, 'all'],
    ['accessories', 'Tow bar, detachable', 'Anhængertræk, aftageligt', 'Dragkrok, avtagbar', 6_995, 'all'],
    ['accessories', 'Bike carrier', 'Cykelholder', 'Cykelhållare', 3_495, 'all'],
    ['accessories', 'Mud flaps', 'Stænklapper', 'Stänkskydd', 595, 'all'],
    ['accessories', 'First aid kit', 'Førstehjælpskasse', 'Första hjälpen-kit', 249, 'all'],
  ];
  const factor = market.currency === 'SEK' ? 1.45 : 1;
  const partList: Schemas['Part'][] = catalogue
    .map(([categoryId, english, nameDa, nameSv, price, fits], index) => {
      const modelIds = brand.models
        .filter((m) => fits === 'all' || (fits === 'electric' ? m.fuelType !== 'petrol' : m.fuelType !== 'electric'))
        .map((m) => m.modelId);
      return {
        partId: seedUuid(`${brand.brandId}-${market.marketId}:part:${index}`),
        partNumber: `${brand.brandId}-${String(81_000 + index * 113)}`,
        name: da ? nameDa : nameSv,
        description: english,
        categoryId,
        modelIds,
        price: Math.round(price * factor),
        currency: market.currency,
        imageUrl: mockImagePath('parts', `${PART_MOTIFS[categoryId] ?? 'box'}-${index}`),
      };
    })
    .filter((part) => part.modelIds.length > 0);
  return { categories, models, parts: partList };
}

function customer(
  base: Pick<CustomerRecord, 'customerId' | 'email' | 'firstName' | 'lastName' | 'status'>,
  market: MarketInfo,
  now: Date,
  password: string | null,
): CustomerRecord {
  const salt = seedUuid(`salt:${base.customerId}`);
  return {
    ...base,
    passwordSalt: salt,
    passwordHash: password === null ? null : hashPassword(password, salt),
    phone: null,
    address: null,
    language: market.language,
    memberSince: daysAgo(now, 720),
    preferredRetailerSites: { sales: null, service: null },
    consents: {},
    interestIds: [],
    notifications: [],
    loyalty: { accountNumber: null, memberSince: isoDate(daysAgo(now, 720)), earned: [], redemptions: [], giftCards: [] },
    invoices: [],
    claims: {},
    deviceTokens: [],
    pendingVehicleId: null,
  };
}

/** The demo data of one brand in one market, dated relative to `now` so "this year" always has data. */
export function seedPartition(brandId: BrandId, marketId: MarketId, now: Date): Partition {
  const brand = BRANDS[brandId];
  const market = MARKETS[marketId];
  const key = `${brandId}-${marketId}`;
  const retailerSites = seedRetailerSites(marketId, market.countryCode);
  const demoId = seedUuid(`${key}:customer:demo`);
  const otherId = seedUuid(`${key}:customer:other`);
  const vehicles = seedVehicles(brand, market, now, { demo: demoId, other: otherId });
  const definitions = consentDefinitions(market, brand);

  const demo = customer({ customerId: demoId, email: DEMO_OWNER_EMAIL, ...DEMO_NAMES[marketId], status: 'active' }, market, now, DEMO_OWNER_PASSWORD);
  const preferred = retailerSites.filter((site) => site.brandIds.includes(brandId));
  Object.assign<CustomerRecord, Partial<CustomerRecord>>(demo, {
    phone: marketId === 'DK' ? '+45 22 34 56 78' : '+46 70 123 45 67',
    address:
      marketId === 'DK'
        ? { street: 'Valby Langgade 112', postalCode: '2500', city: 'Valby', countryCode: 'DK' }
        : { street: 'Hagagatan 18', postalCode: '113 48', city: 'Stockholm', countryCode: 'SE' },
    preferredRetailerSites: { sales: preferred[0]?.retailerSiteId ?? null, service: preferred[1]?.retailerSiteId ?? null },
    consents: {
      terms: { accepted: true, acceptedVersion: 2, decidedAt: daysAgo(now, 400) },
      // Accepted an older text: this one needs renewal.
      'marketing-email': { accepted: true, acceptedVersion: 2, decidedAt: daysAgo(now, 500) },
      'marketing-sms': { accepted: true, acceptedVersion: 1, decidedAt: daysAgo(now, 500) },
      profiling: { accepted: false, acceptedVersion: 1, decidedAt: daysAgo(now, 500) },
    },
    interestIds: ['technology', 'travel', 'partner-charging'],
    notifications: notifications(market, now, `${key}:demo`, vehicles[0]!.model),
    loyalty: loyalty(brand, market, now, `${key}:demo`),
    invoices: [
      ...invoices(market, now, `${key}:demo`, vehicles.filter((v) => v.ownerId === demoId).map((v) => v.vehicleId)),
      ...invoiceVisits(market, now, vehicles.filter((v) => v.ownerId === demoId)),
    ],
  });
  demo.claims = {};

  const other = customer(
    { customerId: otherId, email: OTHER_OWNER_EMAIL, firstName: marketId === 'DK' ? 'Jonas' : 'Erik', lastName: marketId === 'DK' ? 'Madsen' : 'Nyström', status: 'active' },
    market,
    now,
    DEMO_OWNER_PASSWORD,
  );
  other.consents = { terms: { accepted: true, acceptedVersion: 2, decidedAt: daysAgo(now, 100) } };
  // Not in the loyalty programme (accountNumber stays null): the Points tab's "not a member" case.

  const pending = customer(
    { customerId: seedUuid(`${key}:customer:pending`), email: PENDING_OWNER_EMAIL, firstName: marketId === 'DK' ? 'Sofie' : 'Maja', lastName: marketId === 'DK' ? 'Nielsen' : 'Ek', status: 'pending' },
    market,
    now,
    null,
  );
  pending.memberSince = daysAgo(now, 1);
  // Signed up and not yet activated: not in the loyalty programme, as any new owner.

  // Made to be deleted: an active owner with consents and interests but no vehicles.
  const deletable = customer(
    { customerId: seedUuid(`${key}:customer:deletable`), email: DELETABLE_OWNER_EMAIL, firstName: marketId === 'DK' ? 'Karl' : 'Nils', lastName: marketId === 'DK' ? 'Sletmig' : 'Raderamig', status: 'active' },
    market,
    now,
    DEMO_OWNER_PASSWORD,
  );
  deletable.consents = { terms: { accepted: true, acceptedVersion: 2, decidedAt: daysAgo(now, 60) } };
  deletable.interestIds = ['family'];
  deletable.loyalty.accountNumber = `${brandId}${marketId}00000044`;

  // Invited by a dealer 45 days ago and never activated: the invitation's link has expired.
  const lateInvitee = customer(
    { customerId: EMAIL_LINK_CUSTOMERS.lateInvitee(key), email: LATE_INVITEE_EMAIL, firstName: marketId === 'DK' ? 'Lars' : 'Olof', lastName: marketId === 'DK' ? 'Sørensen' : 'Berg', status: 'pending' },
    market,
    now,
    null,
  );
  lateInvitee.memberSince = daysAgo(now, 45);
  const invitation = (customerId: string, sentDaysAgo: number) => {
    const sentAt = daysAgo(now, sentDaysAgo);
    return { customerId, sentAt, expiresAt: new Date(Date.parse(sentAt) + INVITATION_VALID_DAYS * 86_400_000).toISOString() };
  };

  const brandAccountSalt = seedUuid(`salt:${key}:brand-account`);
  const { categories, models, parts: partList } = parts(brand, market);
  const subCategoryIds = ['product', 'service', 'company', 'tyres', 'maintenance', 'accessories', 'partner', 'insurance', 'event', 'home-charging'];

  return {
    key,
    brand,
    market,
    customers: [demo, other, pending, deletable, lateInvitee],
    vehicles,
    retailerSites,
    publications: seedPublications(brand, market, now),
    rewardCategories: seedRewardCategories(brand, market.language),
    consentDefinitions: definitions,
    interestCategories: INTERESTS.map(([id, da, sv, external, parentId]) => ({
      id,
      name: market.language === 'da' ? da : sv,
      external,
      parentId: parentId ?? null,
    })),
    subCategories: subCategoryIds.map((id) => ({
      id,
      name: subCategoryName(id, market.language),
      category: ['product', 'service', 'company'].includes(id) ? 'news' : 'rewards',
      loginPlatforms: id === 'company' ? ['web'] : ['web', 'app'],
    })),
    vendors: vendors(market),
    partCategories: categories,
    partModels: models,
    parts: partList,
    brandAccounts: [
      {
        email: BRAND_ACCOUNT_EMAIL,
        passwordSalt: brandAccountSalt,
        passwordHash: hashPassword(BRAND_ACCOUNT_PASSWORD, brandAccountSalt),
        firstName: marketId === 'DK' ? 'Lars' : 'Karin',
        lastName: marketId === 'DK' ? 'Poulsen' : 'Holm',
      },
    ],
    audits: [],
    // The demo owner's invitation was accepted long ago; the pending owner's is open; the late invitee's has expired.
    invitations: [invitation(demoId, 400), invitation(pending.customerId, 2), invitation(lateInvitee.customerId, 45)],
    closedCustomerIds: [EMAIL_LINK_CUSTOMERS.closed(key)],
    roadsideProvider:
      marketId === 'DK'
        ? { name: 'Nordisk Vejhjælp', phoneNumber: '+45 70 10 20 30', coverage: ['Danmark', 'EU/EØS', 'Bugsering til nærmeste værksted', 'Lånebil i op til 3 dage'] }
        : { name: 'Nordisk Vägassistans', phoneNumber: '+46 20 91 91 91', coverage: ['Sverige', 'EU/EES', 'Bärgning till närmaste verkstad', 'Hyrbil i upp till 3 dagar'] },
  };
}
