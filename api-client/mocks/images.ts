/**
 * Pictures for the demo data, drawn as SVG by the mock backend itself and served as PNG
 * (picture-png.ts): no machine here reaches the internet. They come from a host of their own,
 * https://mock-pictures.localhost on MOCK_PICTURES_PORT (picture-server.ts), as a real backend's
 * pictures come from its CDN: the demo sites name that host in `pictureHosts` like any other, so
 * next/image loads them with the same settings a production build has (config/images.js).
 *   GET /__mock/images/vehicles/<model-id>-<paint>.png  a side view of the model's car in its paint (vehicleSvg)
 *   GET /__mock/images/<folder>/<name>.png      a landscape for publications (mockImageSvg)
 * Raster, as a real backend's photos are: next/image then optimises them (WebP at the width the
 * page asks for), and the browser decodes them off the main thread. An SVG in an <img> is its own
 * little document that the browser lays out and paints on the main thread, 15-25 ms a picture
 * on a desktop CPU, which a real owner's page would never pay and the page-load figures would.
 * The landscape's colours follow a stable hash of the path, so the same picture comes back on every start.
 */
import { createHash } from 'node:crypto';
import { mockSettings } from './mock-settings';
import { BRANDS, type BodyStyle } from './seed/markets';

/** Where the seed points its pictures. */
export const MOCK_IMAGE_PATH = '/__mock/images';

/** The mock's picture host; a `.localhost` name is this machine (RFC 6761). Listed in the demo sites' `pictureHosts`. */
export const MOCK_PICTURE_HOST = 'mock-pictures.localhost';

/** The origin the mock's pictures are served from: https, on the picture server's port. */
export function mockPictureOrigin(): string {
  return `https://${MOCK_PICTURE_HOST}:${mockSettings.picturesPort()}`;
}

/** The public address of a mock image, on the mock's picture host. */
export function mockImageUrl(kind: 'vehicles', name: string): string {
  return `${mockPictureOrigin()}${MOCK_IMAGE_PATH}/${kind}/${name}.png`;
}

/** Each model's body and power train, as the pictures draw them (seed/markets.ts holds the models). */
const MODELS = new Map(Object.values(BRANDS).flatMap((brand) => brand.models.map((model) => [model.modelId, model] as const)));

const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The drawings' own widths, in SVG units (picture-png.ts scales them). */
export const VEHICLE_SVG_WIDTH = 640;
export const LANDSCAPE_SVG_WIDTH = 1280;

/** The name of a car's picture: its model and the paint of its registered colour (`aur-solstice-f1efe9`). */
export function vehiclePictureName(modelId: string, paint: string): string {
  return `${modelId}-${paint.replace('#', '').toLowerCase()}`;
}

interface Silhouette {
  /** The body's outline, facing right. */
  body: string;
  /** The side windows. */
  glass: string;
  /** The wheels' centres (x); they stand on y 292. */
  wheels: [number, number];
  /** The front's and the rear's x at bumper height, for the lights, grille and exhaust. */
  front: number;
  rear: number;
  /** The height of the lights' line. */
  lights: number;
}

/** Side views, 640 × 360, the ground at y 292. */
const SILHOUETTES: Record<BodyStyle, Silhouette> = {
  // Long and low, three boxes: boot, cabin, bonnet.
  saloon: {
    body: 'M66 256 L70 218 Q76 198 112 192 L196 184 L256 134 Q272 120 300 120 L408 120 Q432 120 452 136 L512 182 L566 190 Q590 196 592 226 L592 256 Z',
    glass: 'M214 182 L264 140 Q276 130 298 130 L344 130 L344 182 Z M356 130 L404 130 Q424 130 440 142 L488 182 L356 182 Z',
    wheels: [170, 488],
    front: 592,
    rear: 66,
    lights: 206,
  },
  // Tall and square: an upright tailgate, a long roof, a short bonnet.
  suv: {
    body: 'M70 242 L70 196 Q72 168 100 162 L142 158 L178 98 Q186 86 204 86 L422 86 Q444 86 462 104 L516 158 L566 166 Q592 172 592 206 L592 242 Z',
    glass: 'M158 156 L188 106 Q194 98 208 98 L300 98 L300 156 Z M312 98 L418 98 Q434 98 448 112 L490 156 L312 156 Z',
    wheels: [168, 490],
    front: 592,
    rear: 70,
    lights: 186,
  },
  // Short, with a steep hatch behind the rear seats.
  hatchback: {
    body: 'M108 256 L108 204 Q110 180 134 174 L156 170 L194 112 Q202 100 222 100 L392 100 Q416 100 434 118 L488 168 L534 176 Q560 182 560 214 L560 256 Z',
    glass: 'M172 168 L204 118 Q210 110 226 110 L300 110 L300 168 Z M312 110 L388 110 Q406 110 420 124 L462 168 L312 168 Z',
    wheels: [194, 470],
    front: 560,
    rear: 108,
    lights: 196,
  },
};

/** A wheel: the tyre, and the rim, flat aero discs on an electric car, spokes on others. */
function wheel(x: number, electric: boolean): string {
  const y = 252;
  const tyre = `<circle cx="${x}" cy="${y}" r="40" fill="#1c1f22"/>`;
  if (electric) {
    return `${tyre}<circle cx="${x}" cy="${y}" r="25" fill="#c9ced3"/><circle cx="${x}" cy="${y}" r="25" fill="none" stroke="#8d959c" stroke-width="3"/><circle cx="${x}" cy="${y}" r="6" fill="#8d959c"/>`;
  }
  const spokes = [0, 72, 144, 216, 288]
    .map((angle) => `<rect x="${x - 3}" y="${y - 24}" width="6" height="22" fill="#c9ced3" transform="rotate(${angle} ${x} ${y})"/>`)
    .join('');
  return `${tyre}<circle cx="${x}" cy="${y}" r="25" fill="#41474d"/>${spokes}<circle cx="${x}" cy="${y}" r="7" fill="#c9ced3"/>`;
}

/**
 * A side view of the model's car in its paint, 640×360, on a transparent ground, so it sits on the
 * picture frame of either theme (no light panel on a dark page). Its body style is the model's
 * (saloon, SUV, hatchback); an electric car has a closed front and no exhaust, others a grille and
 * a tail pipe. `name` is a model id, with the paint (vehiclePictureName) or without (a mid grey);
 * undefined for a model it does not know.
 */
export function vehicleSvg(name: string): string | undefined {
  const [, modelId, paintHex] = /^(.*?)(?:-([0-9a-f]{6}))?$/.exec(name) ?? [];
  const model = modelId ? MODELS.get(modelId) : undefined;
  if (!model) return undefined;
  const paint = `#${paintHex ?? '8d949a'}`;
  const shape = SILHOUETTES[model.body];
  const electric = model.fuelType === 'electric';
  const { front, rear, lights } = shape;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img" aria-label="${escape(model.name)}">`,
    '<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.28"/><stop offset="0.45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.22"/></linearGradient></defs>',
    '<ellipse cx="330" cy="294" rx="276" ry="14" fill="#000" fill-opacity="0.28"/>',
    `<path d="${shape.body}" fill="${paint}"/>`,
    `<path d="${shape.body}" fill="url(#shade)" stroke="#7d868e" stroke-width="3" stroke-linejoin="round"/>`,
    `<path d="${shape.glass}" fill="#2a3540" fill-opacity="0.9" stroke="#7d868e" stroke-width="2"/>`,
    // The doors' line and the sill.
    `<path d="M${shape.wheels[0] + 60} ${lights - 14} L${shape.wheels[0] + 64} 238 M${(shape.wheels[0] + shape.wheels[1]) / 2 + 6} ${lights - 20} L${(shape.wheels[0] + shape.wheels[1]) / 2 + 6} 238" stroke="#000" stroke-opacity="0.25" stroke-width="2"/>`,
    // Head and tail lights.
    `<path d="M${front - 30} ${lights - 6} L${front - 2} ${lights - 2} L${front - 2} ${lights + 6} L${front - 34} ${lights + 4} Z" fill="#f4f1dc"/>`,
    `<rect x="${rear + 2}" y="${lights - 8}" width="16" height="12" rx="2" fill="#c0262d"/>`,
  ];
  if (electric) {
    // A closed front: a thin light bar where a grille would be.
    parts.push(`<rect x="${front - 20}" y="${lights + 16}" width="18" height="4" rx="2" fill="#f4f1dc" fill-opacity="0.8"/>`);
  } else {
    parts.push(`<rect x="${front - 16}" y="${lights + 14}" width="14" height="22" rx="3" fill="#1c1f22"/>`);
    parts.push(`<rect x="${rear - 10}" y="244" width="16" height="7" rx="3" fill="#50565c"/>`);
  }
  // The wheel arches' shadow, then the wheels in them.
  parts.push(...shape.wheels.map((x) => `<circle cx="${x}" cy="252" r="47" fill="#000" fill-opacity="0.35"/>`));
  parts.push(wheel(shape.wheels[0], electric), wheel(shape.wheels[1], electric), '</svg>');
  return parts.join('\n');
}

const PALETTES: Array<[string, string]> = [
  ['#1f3b57', '#4f8cc9'],
  ['#2d4a3e', '#7fb89a'],
  ['#4a2d3f', '#c97fa8'],
  ['#3d3a2a', '#c9b45f'],
  ['#23324a', '#8fa6d6'],
  ['#402a22', '#d58d66'],
];

/** The seed's relative picture path: /__mock/images/aurora/reward-3.png. */
export function mockImagePath(folder: string, name: string): string {
  return `${MOCK_IMAGE_PATH}/${folder}/${name}.png`;
}

/** A mock picture path made absolute on the mock's picture host; other URLs pass. */
export function absoluteImageUrl(url: string): string {
  return url.startsWith(`${MOCK_IMAGE_PATH}/`) ? `${mockPictureOrigin()}${url}` : url;
}

/** What a picture of the demo's offers, articles and parts shows, by its category. */
export const MOTIFS = [
  'car', 'tyre', 'disc', 'wrench', 'plug', 'shield', 'snow', 'phone', 'ticket', 'cup', 'percent', 'road',
  'building', 'box', 'drop', 'pin', 'star', 'sun', 'palette', 'filter', 'bulb', 'wiper', 'seat',
] as const;
export type Motif = (typeof MOTIFS)[number];

const star = Array.from({ length: 10 }, (_, i) => {
  const r = i % 2 === 0 ? 170 : 72;
  const a = (Math.PI / 5) * i - Math.PI / 2;
  return `${Math.round(r * Math.cos(a))},${Math.round(r * Math.sin(a))}`;
}).join(' ');

/** Each motif drawn around (0, 0), about 360 units across, in the picture's dark (D) and light (L) colours. */
const MOTIF_SVG: Record<Motif, string> = {
  car: `<path d="${SILHOUETTES.hatchback.body}" transform="translate(-334 -190)" fill="D"/><circle cx="-140" cy="62" r="40" fill="#1c1f22"/><circle cx="136" cy="62" r="40" fill="#1c1f22"/><path d="${SILHOUETTES.hatchback.glass}" transform="translate(-334 -190)" fill="L" fill-opacity="0.7"/>`,
  tyre: '<circle r="160" fill="#1c1f22"/><circle r="100" fill="L"/><circle r="30" fill="D"/>' + [0, 72, 144, 216, 288].map((a) => `<rect x="-11" y="-100" width="22" height="74" fill="D" transform="rotate(${a})"/>`).join(''),
  disc: '<circle r="160" fill="D"/><circle r="52" fill="L"/>' + [0, 45, 90, 135, 180, 225, 270, 315].map((a) => `<circle cy="-112" r="11" fill="L" transform="rotate(${a})"/>`).join('') + '<path d="M62 -148 A160 160 0 0 1 148 -62 L108 -46 A116 116 0 0 0 46 -108Z" fill="#c0262d"/>',
  wrench: '<g transform="rotate(-45)"><rect x="-26" y="-60" width="52" height="230" rx="26" fill="D"/><circle cy="-110" r="72" fill="D"/><rect x="-24" y="-196" width="48" height="86" fill="L"/></g>',
  plug: '<rect x="-52" y="-160" width="26" height="90" rx="9" fill="D"/><rect x="26" y="-160" width="26" height="90" rx="9" fill="D"/><rect x="-90" y="-80" width="180" height="150" rx="34" fill="D"/><path d="M0 70 Q0 160 150 170" stroke="D" stroke-width="28" fill="none" stroke-linecap="round"/>',
  shield: '<path d="M0 -180 L150 -126 L150 10 Q150 126 0 190 Q-150 126 -150 10 L-150 -126 Z" fill="D"/><path d="M-64 4 L-16 54 L74 -52" stroke="L" stroke-width="30" fill="none" stroke-linecap="round" stroke-linejoin="round"/>',
  snow: [0, 60, 120].map((a) => `<g transform="rotate(${a})"><path d="M0 -170 V170 M-40 -140 L0 -100 L40 -140 M-40 140 L0 100 L40 140" stroke="D" stroke-width="24" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>`).join(''),
  phone: '<rect x="-100" y="-180" width="200" height="360" rx="30" fill="D"/><rect x="-78" y="-148" width="156" height="272" rx="8" fill="L"/><circle cy="152" r="11" fill="L"/><rect x="-50" y="-110" width="100" height="16" rx="8" fill="D" fill-opacity="0.5"/><rect x="-50" y="-76" width="70" height="16" rx="8" fill="D" fill-opacity="0.5"/>',
  ticket: '<path d="M-200 -105 H200 V-28 A28 28 0 0 0 200 28 V105 H-200 V28 A28 28 0 0 0 -200 -28 Z" fill="D"/><path d="M92 -90 V90" stroke="L" stroke-width="8" stroke-dasharray="16 14"/><path d="M-140 -30 H30 M-140 20 H-10" stroke="L" stroke-width="18" stroke-linecap="round"/>',
  cup: '<ellipse cy="150" rx="160" ry="20" fill="D" fill-opacity="0.6"/><path d="M-120 -50 H100 V40 Q100 136 -10 136 Q-120 136 -120 40 Z" fill="D"/><circle cx="110" cy="10" r="48" stroke="D" stroke-width="24" fill="none"/><path d="M-60 -90 Q-80 -120 -60 -150 M0 -90 Q-20 -120 0 -150 M60 -90 Q40 -120 60 -150" stroke="D" stroke-width="14" fill="none" stroke-linecap="round"/>',
  percent: '<circle cx="-85" cy="-85" r="52" stroke="D" stroke-width="30" fill="none"/><circle cx="85" cy="85" r="52" stroke="D" stroke-width="30" fill="none"/><path d="M120 -140 L-120 140" stroke="D" stroke-width="34" stroke-linecap="round"/>',
  road: '<path d="M-230 180 L-40 -180 L40 -180 L230 180 Z" fill="D"/><path d="M0 -160 V170" stroke="L" stroke-width="14" stroke-dasharray="40 34"/>',
  building: '<path d="M-190 10 L0 -170 L190 10 Z" fill="D"/><rect x="-150" y="0" width="300" height="170" fill="D"/><rect x="-34" y="70" width="68" height="100" fill="L"/><rect x="-120" y="40" width="60" height="50" fill="L"/><rect x="60" y="40" width="60" height="50" fill="L"/>',
  box: '<path d="M-200 40 Q-180 -70 -40 -80 H150 Q214 -70 204 40 Z" fill="D"/><rect x="-160" y="40" width="22" height="60" fill="D"/><rect x="140" y="40" width="22" height="60" fill="D"/><rect x="-220" y="96" width="440" height="20" rx="10" fill="D"/>',
  drop: '<path d="M0 -180 Q120 -20 120 56 A120 120 0 0 1 -120 56 Q-120 -20 0 -180 Z" fill="D"/><path d="M-60 60 A60 60 0 0 0 0 120" stroke="L" stroke-width="16" fill="none" stroke-linecap="round"/>',
  pin: '<path d="M0 180 Q-150 10 -150 -50 A150 150 0 0 1 150 -50 Q150 10 0 180 Z" fill="D"/><circle cy="-50" r="56" fill="L"/>',
  star: `<polygon points="${star}" fill="D"/>`,
  sun: '<circle r="96" fill="D"/>' + [0, 45, 90, 135, 180, 225, 270, 315].map((a) => `<rect x="-12" y="-190" width="24" height="64" rx="12" fill="D" transform="rotate(${a})"/>`).join(''),
  palette: '<circle cx="-95" cy="30" r="90" fill="#c0392b" fill-opacity="0.85"/><circle cy="-70" r="90" fill="#f1c40f" fill-opacity="0.85"/><circle cx="95" cy="30" r="90" fill="#2e86de" fill-opacity="0.85"/>',
  filter: '<rect x="-180" y="-120" width="360" height="240" rx="18" fill="D"/>' + Array.from({ length: 9 }, (_, i) => `<path d="M${-140 + i * 35} -100 V100" stroke="L" stroke-width="8"/>`).join(''),
  bulb: '<circle cy="-50" r="115" fill="D"/><rect x="-55" y="50" width="110" height="80" rx="12" fill="D"/><path d="M-50 150 H50" stroke="D" stroke-width="20" stroke-linecap="round"/><path d="M-40 -50 Q0 -110 40 -50" stroke="L" stroke-width="14" fill="none" stroke-linecap="round"/>',
  wiper: '<path d="M-200 120 A230 230 0 0 1 200 120" stroke="D" stroke-width="18" fill="none" stroke-linecap="round"/><path d="M0 130 L-130 -110" stroke="D" stroke-width="26" stroke-linecap="round"/><circle cy="130" r="26" fill="D"/>',
  seat: '<rect x="-110" y="-235" width="96" height="56" rx="22" fill="D" transform="rotate(-10)"/><rect x="-100" y="-170" width="100" height="240" rx="40" fill="D" transform="rotate(-10)"/><rect x="-90" y="60" width="240" height="76" rx="32" fill="D"/>',
};

/** The motif a picture's name starts with (`tyre-3` is a tyre), if any. */
function motifOf(path: string): Motif | undefined {
  const name = /\/([\w-]+)\.png$/.exec(path)?.[1] ?? '';
  const first = name.replace(/-\d+$/, '').split('-').pop() ?? '';
  return (MOTIFS as readonly string[]).includes(first) ? (first as Motif) : undefined;
}

/**
 * A 16:9 picture in colours picked by the path: a scene (hills, a road and a sun), and over it the
 * motif its name starts with, if any (`reward-tyre-1`, `parts/filter-0`), so a list's pictures
 * say what each item is about.
 */
export function mockImageSvg(path: string): string {
  const hash = createHash('sha1').update(path).digest();
  const [dark, light] = PALETTES[hash[0]! % PALETTES.length]!;
  const sunX = 200 + (hash[1]! % 880);
  const hill = 380 + (hash[2]! % 120);
  const motif = motifOf(path);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">',
    `<rect width="1280" height="720" fill="${light}"/>`,
    `<circle cx="${sunX}" cy="180" r="80" fill="#fff" fill-opacity="0.55"/>`,
    `<path d="M0 ${hill} Q320 ${hill - 140} 640 ${hill} T1280 ${hill} V720 H0Z" fill="${dark}" fill-opacity="0.55"/>`,
    `<path d="M0 ${hill + 120} Q400 ${hill + 20} 800 ${hill + 110} T1280 ${hill + 90} V720 H0Z" fill="${dark}"/>`,
    motif
      ? `<circle cx="640" cy="350" r="250" fill="#fff" fill-opacity="0.85"/><g transform="translate(640 350)">${MOTIF_SVG[motif].replace(/"D"/g, `"${dark}"`).replace(/"L"/g, '"#fff"')}</g>`
      : '<path d="M560 720 L660 470 L700 470 L840 720Z" fill="#2b2b2b" fill-opacity="0.7"/>',
    '</svg>',
  ].join('');
}
