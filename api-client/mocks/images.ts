/**
 * Pictures the mock backend serves itself (no machine here reaches the internet): a generated SVG
 * per vehicle model, at /__mock/images/vehicles/<model-id>.svg. The seed points imageUrl there.
 */
import { mockSettings } from './mock-settings';

export const MOCK_IMAGE_PATH = '/__mock/images';

/** The public address of a mock image, on the origin the mock server listens on. */
export function mockImageUrl(kind: 'vehicles', name: string): string {
  const host = mockSettings.host();
  return `http://${host.includes(':') ? `[${host}]` : host}:${mockSettings.port()}${MOCK_IMAGE_PATH}/${kind}/${name}.svg`;
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
