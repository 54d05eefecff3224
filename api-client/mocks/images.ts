/**
 * Pictures for the demo data, drawn as SVG by the mock backend itself: no machine here reaches
 * the internet, and next/image loads them from the mock's origin like a real image host.
 *   GET /__mock/images/<folder>/<name>.svg
 * The colours follow a stable hash of the path, so the same picture comes back on every start.
 */
import { createHash } from 'node:crypto';

/** Where the seed points its pictures; the handlers prefix the mock's own origin. */
export const MOCK_IMAGE_PATH = '/__mock/images';

const PALETTES: Array<[string, string]> = [
  ['#1f3b57', '#4f8cc9'],
  ['#2d4a3e', '#7fb89a'],
  ['#4a2d3f', '#c97fa8'],
  ['#3d3a2a', '#c9b45f'],
  ['#23324a', '#8fa6d6'],
  ['#402a22', '#d58d66'],
];

/** The seed's relative picture path: /__mock/images/aurora/reward-3.svg. */
export function mockImagePath(folder: string, name: string): string {
  return `${MOCK_IMAGE_PATH}/${folder}/${name}.svg`;
}

/** A mock picture path made absolute on the origin that answered the request; other URLs pass. */
export function absoluteImageUrl(url: string, origin: string): string {
  return url.startsWith(`${MOCK_IMAGE_PATH}/`) ? `${origin}${url}` : url;
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
