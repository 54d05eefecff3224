/**
 * Pictures for the demo data, drawn as SVG by the mock backend itself and served as PNG
 * (picture-png.ts): no machine here reaches the internet. They come from a host of their own,
 * https://mock-pictures.localhost on MOCK_PICTURES_PORT (picture-server.ts), as a real backend's
 * pictures come from its CDN: the demo sites name that host in `pictureHosts` like any other, so
 * next/image loads them with the same settings a production build has (config/images.js).
 *   GET /__mock/images/vehicles/<model-id>.png  a side view of the model's car (vehicleSvg)
 *   GET /__mock/images/<folder>/<name>.png      a landscape for publications (mockImageSvg)
 * Raster, as a real backend's photos are: next/image then optimises them (WebP at the width the
 * page asks for), and the browser decodes them off the main thread. An SVG in an <img> is its own
 * little document that the browser lays out and paints on the main thread, 15-25 ms a picture
 * on a desktop CPU, which a real owner's page would never pay and the page-load figures would.
 * The landscape's colours follow a stable hash of the path, so the same picture comes back on every start.
 */
import { createHash } from 'node:crypto';
import { mockSettings } from './mock-settings';

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

const MODEL_COLOURS: Record<string, [body: string, accent: string]> = {
  'aur-solstice': ['#d9d4c7', '#5b6770'],
  'aur-nova': ['#a9b0b5', '#3a4248'],
  'aur-zenith': ['#1f3a68', '#9fb8e0'],
  'aur-meridian': ['#2b2b2b', '#c9a227'],
  'vlt-one': ['#f2f2ef', '#2f6f4f'],
  'vlt-two': ['#2f5d46', '#d7efe2'],
  'vlt-spark': ['#e26d5a', '#fbe3dd'],
};

const escape = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The drawings' own widths, in SVG units (picture-png.ts scales them). */
export const VEHICLE_SVG_WIDTH = 640;
export const LANDSCAPE_SVG_WIDTH = 1280;

/** A side view of a car in the model's colours, 640×360; undefined for a name it does not know. */
export function vehicleSvg(name: string): string | undefined {
  const colours = MODEL_COLOURS[name];
  if (!colours) return undefined;
  const [body, accent] = colours;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img" aria-label="${escape(name)}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef2f5"/><stop offset="1" stop-color="#d8dee3"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#sky)"/>
<ellipse cx="320" cy="292" rx="250" ry="16" fill="#00000022"/>
<path d="M90 250 L110 196 Q130 170 180 166 L240 120 Q262 104 300 104 L420 104 Q452 104 476 124 L526 166 Q566 172 566 206 L566 250 Z" fill="${body}" stroke="#00000033" stroke-width="3"/>
<path d="M252 128 Q268 116 296 116 L340 116 L340 166 L200 166 Z" fill="${accent}" opacity="0.85"/>
<path d="M352 116 L416 116 Q440 116 458 132 L492 166 L352 166 Z" fill="${accent}" opacity="0.85"/>
<rect x="100" y="220" width="466" height="8" fill="#00000018"/>
<circle cx="180" cy="252" r="40" fill="#222"/><circle cx="180" cy="252" r="18" fill="#bbb"/>
<circle cx="470" cy="252" r="40" fill="#222"/><circle cx="470" cy="252" r="18" fill="#bbb"/>
</svg>`;
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

/** A 16:9 landscape (hills, a road and a sun) in colours picked by the path. */
export function mockImageSvg(path: string): string {
  const hash = createHash('sha1').update(path).digest();
  const [dark, light] = PALETTES[hash[0]! % PALETTES.length]!;
  const sunX = 200 + (hash[1]! % 880);
  const hill = 380 + (hash[2]! % 120);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">',
    `<rect width="1280" height="720" fill="${light}"/>`,
    `<circle cx="${sunX}" cy="180" r="80" fill="#fff" fill-opacity="0.55"/>`,
    `<path d="M0 ${hill} Q320 ${hill - 140} 640 ${hill} T1280 ${hill} V720 H0Z" fill="${dark}" fill-opacity="0.55"/>`,
    `<path d="M0 ${hill + 120} Q400 ${hill + 20} 800 ${hill + 110} T1280 ${hill + 90} V720 H0Z" fill="${dark}"/>`,
    '<path d="M560 720 L660 470 L700 470 L840 720Z" fill="#2b2b2b" fill-opacity="0.7"/>',
    '</svg>',
  ].join('');
}
