import type { Schemas } from '../../core/types';
import { mockImagePath, type Motif } from '../images';
import { daysAgo, seedUuid } from './ids';
import type { BrandInfo, MarketInfo } from './markets';

export type PublicationRecord = Omit<Schemas['Publication'], 'claimedAt' | 'claimCode'> & {
  /** A voucher code handed out when the reward is claimed; null for rewards without one. */
  voucherPrefix: string | null;
};

type Lang = MarketInfo['language'];

/** What each model article is about, in MODEL_NEWS's order: its picture's motif. */
const MODEL_NEWS_MOTIFS: Motif[] = ['phone', 'star', 'snow', 'building', 'wrench', 'road', 'palette', 'star', 'car', 'drop', 'road', 'tyre'];

const MODEL_NEWS: Record<Lang, Array<[title: string, summary: string]>> = {
  da: [
    ['Ny software til {model} klar til download', 'Opdateringen giver hurtigere navigation og bedre stemmestyring.'],
    ['{model} får topkarakter i kollisionstest', 'Fem stjerner for både voksne og børn i bilen.'],
    ['Sådan får du mest ud af din {model} om vinteren', 'Fem gode råd til kolde morgener og glatte veje.'],
    ['{model} som firmabil: det skal du vide', 'Beskatning, udstyr og serviceaftaler samlet ét sted.'],
    ['Tilbagekaldelse: kontrol af sædebeslag på {model}', 'Berørte ejere får brev, og eftersynet er gratis.'],
    ['Test af {model}: fem uger i hverdagen', 'En familie fra Aarhus har kørt 3.000 km i bilen.'],
    ['Nye farver og fælge til {model}', 'Modelåret byder på tre nye lakfarver.'],
    ['{model} er årets bil blandt læserne', 'Læserne af et stort motorblad har kåret bilen.'],
    ['Nyt udstyrsniveau til {model}', 'Mere komfort og flere assistentsystemer som standard.'],
    ['Sådan vasker du din {model} skånsomt', 'Vores guide til lak, fælge og kabine.'],
    ['{model} på langtur: 1.000 km på en weekend', 'Vi kørte fra København til Stockholm og hjem igen.'],
    ['Gode råd om dækskifte på {model}', 'Det rette dæktryk, og hvornår det er tid til nye dæk.'],
  ],
  sv: [
    ['Ny programvara till {model} redo att laddas ner', 'Uppdateringen ger snabbare navigering och bättre röststyrning.'],
    ['{model} får toppbetyg i krocktest', 'Fem stjärnor för både vuxna och barn i bilen.'],
    ['Så får du ut mest av din {model} på vintern', 'Fem goda råd för kalla morgnar och hala vägar.'],
    ['{model} som tjänstebil: det här behöver du veta', 'Förmånsvärde, utrustning och serviceavtal samlat på ett ställe.'],
    ['Återkallelse: kontroll av sätesfästen på {model}', 'Berörda ägare får brev och kontrollen är kostnadsfri.'],
    ['Test av {model}: fem veckor i vardagen', 'En familj från Göteborg har kört 300 mil med bilen.'],
    ['Nya färger och fälgar till {model}', 'Årsmodellen bjuder på tre nya lackfärger.'],
    ['{model} är läsarnas årets bil', 'Läsarna av en stor motortidning har röstat fram bilen.'],
    ['Ny utrustningsnivå för {model}', 'Mer komfort och fler förarstöd som standard.'],
    ['Så tvättar du din {model} varsamt', 'Vår guide till lack, fälgar och kupé.'],
    ['{model} på långresa: 100 mil på en helg', 'Vi körde från Stockholm till Köpenhamn och hem igen.'],
    ['Goda råd om däckbyte på {model}', 'Rätt däcktryck och när det är dags för nya däck.'],
  ],
};

/**
 * Articles for every owner of the brand, or only for owners of a car with a plug (`electric`:
 * electric and plug-in hybrid) or with an engine (`combustion`); the handlers show an article with
 * models only to their owners.
 */
const GENERAL_NEWS: Array<{ fits: 'all' | 'electric' | 'combustion'; motif: Motif; da: [string, string]; sv: [string, string] }> = [
  { fits: 'all', motif: 'tyre', da: ['Husk at skifte til vinterdæk', 'Book tid hos dit værksted inden 1. november.'], sv: ['Dags att byta till vinterdäck', 'Boka tid hos din verkstad före den 1 december.'] },
  { fits: 'all', motif: 'building', da: ['Åbent hus hos forhandlerne i weekenden', 'Prøvekør de nyeste modeller og få en kop kaffe.'], sv: ['Öppet hus hos återförsäljarna i helgen', 'Provkör de senaste modellerna och ta en kopp kaffe.'] },
  { fits: 'all', motif: 'phone', da: ['Ny app til ejere er lanceret', 'Se service, kilometerstand og fordele på telefonen.'], sv: ['Ny app för ägare har lanserats', 'Se service, mätarställning och förmåner i telefonen.'] },
  { fits: 'all', motif: 'shield', da: ['Sådan læser du dit servicehæfte digitalt', 'Alle besøg på værkstedet samlet i din profil.'], sv: ['Så läser du din servicebok digitalt', 'Alla verkstadsbesök samlade i din profil.'] },
  { fits: 'electric', motif: 'plug', da: ['Opladning hjemme: de vigtigste spørgsmål', 'Hvilken ladeboks passer til dit hjem?'], sv: ['Laddning hemma: de viktigaste frågorna', 'Vilken laddbox passar ditt hem?'] },
  { fits: 'all', motif: 'wrench', da: ['Vores forhandlere søger lærlinge', 'Bliv mekaniker i et fag med fremtid.'], sv: ['Våra återförsäljare söker lärlingar', 'Bli mekaniker i ett yrke med framtid.'] },
  { fits: 'combustion', motif: 'sun', da: ['Sommerferie i bil: tjeklisten', 'Dæktryk, olie og lys: klar til den lange tur.'], sv: ['Semester med bil: checklistan', 'Däcktryck, olja och lampor: redo för långresan.'] },
  { fits: 'all', motif: 'shield', da: ['Vejhjælp i hele Europa for guldmedlemmer', 'Guldmedlemmer får vejhjælp i hele Europa uden ekstra pris.'], sv: ['Vägassistans i hela Europa för guldmedlemmar', 'Guldmedlemmar får vägassistans i hela Europa utan extra kostnad.'] },
  { fits: 'all', motif: 'building', da: ['Længere åbent på værkstederne', 'Flere værksteder har nu åbent til kl. 20 om torsdagen.'], sv: ['Längre öppet på verkstäderna', 'Fler verkstäder har nu öppet till kl. 20 på torsdagar.'] },
  { fits: 'all', motif: 'bulb', da: ['Kør sikkert i mørket', 'Tjek lygterne, og hold forruden ren indvendigt.'], sv: ['Kör säkert i mörkret', 'Kontrollera lamporna och håll vindrutan ren invändigt.'] },
  { fits: 'all', motif: 'ticket', da: ['Familiedag på testbanen', 'Tag børnene med til en dag med sjove aktiviteter og prøvekørsel.'], sv: ['Familjedag på testbanan', 'Ta med barnen på en dag med roliga aktiviteter och provkörning.'] },
  { fits: 'all', motif: 'star', da: ['Sådan får du mest ud af dine point', 'Byt dem til gavekort, eller spar op til et højere niveau.'], sv: ['Så får du ut mest av dina poäng', 'Byt dem mot presentkort eller spara till en högre nivå.'] },
  { fits: 'all', motif: 'phone', da: ['Nyt udseende i ejerportalen', 'Overblik over bil, værksted og fordele – også på mobilen.'], sv: ['Ny design i ägarportalen', 'Överblick över bil, verkstad och förmåner – även i mobilen.'] },
  { fits: 'electric', motif: 'pin', da: ['Sommerferie i elbil: planlæg opladningen', 'Ladestandere på ruten, dæktryk og lys: klar til den lange tur.'], sv: ['Semester med elbil: planera laddningen', 'Laddstationer längs vägen, däcktryck och lampor: redo för långresan.'] },
];

/** What every demo article goes on with after its summary, so the article view reads like one. */
const ARTICLE_PARAGRAPHS: Record<Lang, string[]> = {
  da: [
    'Hos {brand} vil vi gerne gøre det let at eje bil. Derfor samler vi nyheder, gode råd og tilbud ét sted, så du altid ved, hvad der sker med din bil.',
    'Har du spørgsmål, er din forhandler klar til at hjælpe. Du kan også finde svar under Hjælp her i portalen.',
  ],
  sv: [
    'Hos {brand} vill vi göra det enkelt att äga bil. Därför samlar vi nyheter, goda råd och erbjudanden på ett ställe, så att du alltid vet vad som händer med din bil.',
    'Har du frågor hjälper din återförsäljare gärna till. Du hittar också svar under Hjälp här i portalen.',
  ],
};

interface RewardRow {
  title: Record<Lang, string>;
  summary: Record<Lang, string>;
  type: 'reward' | 'offer' | 'event';
  category: string;
  subCategory: string | null;
  isHighlight: boolean;
  isExternal: boolean;
  /** Model ids; empty for every owner. */
  models: string[];
  voucherPrefix: string | null;
  validDays: number | null;
  motif: Motif;
}

/**
 * Categories follow the sites' rewards settings: Aurora lists 'offers' for the owner and
 * 'service' per vehicle, Volta 'benefits' and 'charging'.
 */
function rewardRows(brand: BrandInfo): RewardRow[] {
  const [first, second] = brand.models;
  const forYou = brand.brandId === 'AUR' ? 'offers' : 'benefits';
  const forVehicle = brand.brandId === 'AUR' ? 'service' : 'charging';
  const perVehicleSub = brand.brandId === 'AUR' ? 'maintenance' : 'home-charging';
  return [
    { title: { da: '20 % på vinterhjul', sv: '20 % på vinterhjul' }, summary: { da: 'Komplette hjul monteret hos din forhandler.', sv: 'Kompletta hjul monterade hos din återförsäljare.' }, type: 'reward', category: forVehicle, subCategory: 'tyres', isHighlight: true, isExternal: false, models: [], voucherPrefix: 'WHEEL', validDays: 60, motif: 'tyre' },
    { title: { da: 'Gratis sommertjek', sv: 'Gratis sommarkontroll' }, summary: { da: '30 punkters eftersyn før ferien.', sv: 'Kontroll i 30 punkter före semestern.' }, type: 'reward', category: forVehicle, subCategory: perVehicleSub, isHighlight: false, isExternal: false, models: [first!.modelId], voucherPrefix: 'CHECK', validDays: 90, motif: 'sun' },
    { title: { da: `Serviceaftale til ${second!.name}`, sv: `Serviceavtal för ${second!.name}` }, summary: { da: 'Fast månedlig pris på al planlagt service.', sv: 'Fast månadspris på all planerad service.' }, type: 'offer', category: forVehicle, subCategory: perVehicleSub, isHighlight: true, isExternal: false, models: [second!.modelId], voucherPrefix: 'PLAN', validDays: null, motif: 'wrench' },
    { title: { da: '15 % på originalt tilbehør', sv: '15 % på originaltillbehör' }, summary: { da: 'Tagbøjler, måtter og lastrumsbakker.', sv: 'Takräcken, mattor och lastrumsmattor.' }, type: 'reward', category: forVehicle, subCategory: 'accessories', isHighlight: false, isExternal: false, models: [], voucherPrefix: 'ACC15', validDays: 120, motif: 'box' },
    { title: { da: 'Vask og voks til halv pris', sv: 'Tvätt och vax till halva priset' }, summary: { da: 'Hos vores partner i hele landet.', sv: 'Hos vår partner i hela landet.' }, type: 'offer', category: forYou, subCategory: 'partner', isHighlight: true, isExternal: true, models: [], voucherPrefix: null, validDays: 45, motif: 'drop' },
    { title: { da: 'Rabat på bilforsikring', sv: 'Rabatt på bilförsäkring' }, summary: { da: 'Ejere får 10 % det første år.', sv: 'Ägare får 10 % första året.' }, type: 'offer', category: forYou, subCategory: 'insurance', isHighlight: false, isExternal: true, models: [], voucherPrefix: null, validDays: null, motif: 'shield' },
    { title: { da: 'Billetter til motorløb', sv: 'Biljetter till motortävling' }, summary: { da: 'Vind to VIP-billetter til sæsonfinalen.', sv: 'Vinn två VIP-biljetter till säsongsfinalen.' }, type: 'event', category: forYou, subCategory: 'event', isHighlight: true, isExternal: false, models: [], voucherPrefix: null, validDays: 30, motif: 'ticket' },
    { title: { da: 'Parkering i byen for mindre', sv: 'Parkering i stan för mindre' }, summary: { da: '25 % på parkering via partnerens app.', sv: '25 % på parkering via partnerns app.' }, type: 'offer', category: forYou, subCategory: 'partner', isHighlight: false, isExternal: true, models: [], voucherPrefix: null, validDays: 90, motif: 'pin' },
    { title: { da: 'Ladeboks med installation', sv: 'Laddbox med installation' }, summary: { da: 'Fast pris inklusive montering.', sv: 'Fast pris inklusive montering.' }, type: 'offer', category: brand.brandId === 'AUR' ? forYou : forVehicle, subCategory: 'home-charging', isHighlight: false, isExternal: true, models: brand.models.filter((m) => m.fuelType !== 'petrol').map((m) => m.modelId), voucherPrefix: null, validDays: null, motif: 'plug' },
    { title: { da: 'Dobbelt point på service', sv: 'Dubbla poäng på service' }, summary: { da: 'Tilmeld dig, og få dobbelt point på al service i denne måned.', sv: 'Anmäl dig och få dubbla poäng på all service den här månaden.' }, type: 'reward', category: 'lifestyle', subCategory: null, isHighlight: false, isExternal: false, models: [], voucherPrefix: null, validDays: 30, motif: 'star' },
    { title: { da: 'Køreteknisk kursus', sv: 'Halkkörningskurs' }, summary: { da: 'En dag på bane med instruktør.', sv: 'En dag på banan med instruktör.' }, type: 'event', category: 'lifestyle', subCategory: null, isHighlight: true, isExternal: false, models: [], voucherPrefix: 'TRACK', validDays: 75, motif: 'road' },
    { title: { da: 'Kaffe på værkstedet', sv: 'Kaffe på verkstaden' }, summary: { da: 'Gratis kaffe og croissant ved servicebesøg.', sv: 'Gratis kaffe och bulle vid servicebesök.' }, type: 'reward', category: 'lifestyle', subCategory: null, isHighlight: false, isExternal: false, models: [], voucherPrefix: 'FIKA', validDays: null, motif: 'cup' },
    { title: { da: `Software-opgradering til ${first!.name}`, sv: `Mjukvaruuppgradering för ${first!.name}` }, summary: { da: 'Flere funktioner uden besøg på værkstedet.', sv: 'Fler funktioner utan verkstadsbesök.' }, type: 'reward', category: forVehicle, subCategory: perVehicleSub, isHighlight: false, isExternal: false, models: [first!.modelId], voucherPrefix: 'OTA', validDays: 180, motif: 'phone' },
    { title: { da: 'Eksklusiv weekend for to på kystens bedste hotel med elbil til låns, middag og adgang til spa', sv: 'Exklusiv helg för två på kustens bästa hotell med lånebil, middag och tillgång till spa' }, summary: { da: 'Book inden udgangen af måneden, og få en overnatning ekstra uden beregning.', sv: 'Boka före månadens slut och få en extra natt utan kostnad.' }, type: 'event', category: forYou, subCategory: 'event', isHighlight: true, isExternal: false, models: [], voucherPrefix: 'STAY', validDays: 40, motif: 'building' },
    { title: { da: 'Rejse med rabat', sv: 'Resa med rabatt' }, summary: { da: '500 kr. rabat på en weekendrejse.', sv: '500 kr rabatt på en weekendresa.' }, type: 'offer', category: forYou, subCategory: 'partner', isHighlight: false, isExternal: true, models: [], voucherPrefix: null, validDays: 60, motif: 'percent' },
  ];
}

/** What claiming a reward gives (api-client/openapi.yaml, Publication.claimGives). */
function claimGives(row: RewardRow): 'code' | 'link' | 'entry' {
  if (row.isExternal) return 'link';
  return row.voucherPrefix ? 'code' : 'entry';
}

/** The article's last line: how the owner uses what claiming gives. */
const HOW_TO_USE: Record<'code' | 'link' | 'entry', Record<Lang, string>> = {
  code: {
    da: 'Hent din personlige kode her, og vis den hos forhandleren eller brug den, når du bestiller.',
    sv: 'Hämta din personliga kod här och visa den hos återförsäljaren eller använd den när du beställer.',
  },
  link: {
    da: 'Tilbuddet gives af vores partner: følg linket til partnerens side for at bruge det.',
    sv: 'Erbjudandet ges av vår partner: följ länken till partnerns sida för att använda det.',
  },
  entry: {
    da: 'Tilmeld dig her. Du får besked på e-mail, hvis du vinder eller når fordelen træder i kraft.',
    sv: 'Anmäl dig här. Du får besked via e-post om du vinner eller när förmånen börjar gälla.',
  },
};

export function seedPublications(brand: BrandInfo, market: MarketInfo, now: Date): PublicationRecord[] {
  const lang = market.language;
  const key = `${brand.brandId}-${market.marketId}`;
  const image = (name: string) => mockImagePath(brand.brand, name);
  const news: PublicationRecord[] = [];
  const plugIn = brand.models.filter((m) => m.fuelType !== 'petrol').map((m) => m.modelId);
  const engine = brand.models.filter((m) => m.fuelType !== 'electric').map((m) => m.modelId);
  // An article about one model is for that model's owners only; one about charging for owners of
  // a car with a plug, one about oil for owners of a car with an engine. Model articles take turns
  // by model, so each owner's newest articles are about their own car.
  type Template = { title: string; summary: string; models: string[]; motif: Motif };
  const modelNews: Template[] = MODEL_NEWS[lang].flatMap(([title, summary], topic) =>
    brand.models.map((model) => ({ title: title.replace('{model}', model.name), summary, models: [model.modelId], motif: MODEL_NEWS_MOTIFS[topic]! })),
  );
  const generalNews: Template[] = GENERAL_NEWS.filter((item) => item.fits === 'all' || (item.fits === 'electric' ? plugIn : engine).length > 0).map(
    (item) => ({
      title: item[lang][0],
      summary: item[lang][1],
      models: item.fits === 'all' ? [] : item.fits === 'electric' ? plugIn : engine,
      motif: item.motif,
    }),
  );
  // Newest first: a general article after every few model ones.
  const templates: Template[] = [];
  while (modelNews.length > 0 || generalNews.length > 0) {
    templates.push(...modelNews.splice(0, brand.models.length), ...generalNews.splice(0, 1));
  }
  templates.forEach(({ title, summary, models, motif }, index) => {
    news.push({
      id: seedUuid(`news:${key}:${index}`),
      publicationType: 'news',
      title,
      summary,
      body: [summary, ...ARTICLE_PARAGRAPHS[lang].map((line) => line.replace('{brand}', brand.name))].join('\n\n'),
      category: 'news',
      subCategory: models.length === 1 ? 'product' : index % 2 === 0 ? 'service' : 'company',
      imageUrl: image(`news-${motif}-${(index % 4) + 1}`),
      publishedAt: daysAgo(now, index * 4 + 1, 8 + (index % 6)),
      validTo: null,
      isHighlight: index < brand.models.length + 2,
      isExternal: false,
      externalUrl: null,
      vehicleModels: models,
      loginPlatforms: index % 7 === 6 ? ['app'] : ['web', 'app'],
      claimGives: null,
      voucherPrefix: null,
    });
  });

  const rewards = rewardRows(brand).map<PublicationRecord>((row, index) => ({
    id: seedUuid(`reward:${key}:${index}`),
    publicationType: row.type,
    title: row.title[lang],
    summary: row.summary[lang],
    body: `${row.summary[lang]}\n\n${HOW_TO_USE[claimGives(row)][lang]}`,
    category: row.category,
    subCategory: row.subCategory,
    imageUrl: image(`reward-${row.motif}-${(index % 6) + 1}`),
    publishedAt: daysAgo(now, index * 6 + 2, 10),
    validTo: row.validDays === null ? null : daysAgo(now, -row.validDays, 22),
    isHighlight: row.isHighlight,
    isExternal: row.isExternal,
    externalUrl: row.isExternal ? `https://partner.example.com/${brand.brand}/${market.marketId.toLowerCase()}/${index}` : null,
    vehicleModels: row.models,
    loginPlatforms: ['web', 'app'],
    claimGives: claimGives(row),
    voucherPrefix: row.voucherPrefix,
  }));

  return [...news, ...rewards];
}

export function seedRewardCategories(brand: BrandInfo, lang: Lang): Schemas['RewardCategory'][] {
  const names: Record<string, Record<Lang, string>> = {
    offers: { da: 'Tilbud', sv: 'Erbjudanden' },
    benefits: { da: 'Fordele', sv: 'Förmåner' },
    service: { da: 'Service', sv: 'Service' },
    charging: { da: 'Opladning', sv: 'Laddning' },
    lifestyle: { da: 'Livsstil', sv: 'Livsstil' },
  };
  const rows = rewardRows(brand);
  const categories = [...new Set(rows.map((row) => row.category))];
  return categories.map((category) => ({
    id: category,
    name: names[category]?.[lang] ?? category,
    subCategories: [...new Set(rows.filter((r) => r.category === category && r.subCategory).map((r) => r.subCategory!))].map(
      (sub) => ({ id: sub, name: subCategoryName(sub, lang), category }),
    ),
  }));
}

const SUBCATEGORY_NAMES: Record<string, Record<Lang, string>> = {
  tyres: { da: 'Dæk og hjul', sv: 'Däck och hjul' },
  maintenance: { da: 'Vedligehold', sv: 'Underhåll' },
  accessories: { da: 'Tilbehør', sv: 'Tillbehör' },
  partner: { da: 'Partnere', sv: 'Partner' },
  insurance: { da: 'Forsikring', sv: 'Försäkring' },
  event: { da: 'Oplevelser', sv: 'Upplevelser' },
  'home-charging': { da: 'Hjemmeopladning', sv: 'Hemmaladdning' },
  product: { da: 'Produkt', sv: 'Produkt' },
  service: { da: 'Service', sv: 'Service' },
  company: { da: 'Virksomhed', sv: 'Företag' },
};

export function subCategoryName(id: string, lang: Lang): string {
  return SUBCATEGORY_NAMES[id]?.[lang] ?? id;
}
