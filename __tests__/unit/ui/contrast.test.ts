import type { BrandTheme } from '@/config/theme';
import { auroraTheme } from '@/styles/themes/aurora';
import { voltaTheme } from '@/styles/themes/volta';

/** WCAG 2.2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((value) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

type Token = keyof BrandTheme['colors'];
const TEXT = 4.5;
const UI = 3;

/** [foreground, background, minimum]: text needs 4.5:1, focus rings and control borders 3:1. */
const PAIRS: [Token, Token, number][] = [
  ['text', 'background', TEXT],
  ['text', 'surface', TEXT],
  ['text', 'surfaceAlt', TEXT],
  ['textMuted', 'background', TEXT],
  ['textMuted', 'surface', TEXT],
  ['onPrimary', 'primary', TEXT],
  ['onPrimary', 'primaryHover', TEXT],
  ['primary', 'background', TEXT],
  ['error', 'background', TEXT],
  ['error', 'surface', TEXT],
  ['headerText', 'headerBackground', TEXT],
  ['footerText', 'footerBackground', TEXT],
  ['onStatus', 'success', TEXT],
  ['onStatus', 'warning', TEXT],
  ['onStatus', 'error', TEXT],
  ['focus', 'background', UI],
  ['focus', 'surface', UI],
  ['border', 'background', UI],
  ['textMuted', 'surfaceAlt', UI],
];

describe('contrast ratio', () => {
  it('follows the WCAG formula', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrast('#ffffff', '#ffffff')).toBeCloseTo(1);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});

describe.each([
  ['aurora', auroraTheme],
  ['volta', voltaTheme],
])('%s theme meets WCAG 2.2 AA', (_name, theme) => {
  it.each(PAIRS)('%s on %s ≥ %s:1', (foreground, background, minimum) => {
    const ratio = contrast(theme.colors[foreground], theme.colors[background]);
    if (ratio < minimum) {
      throw new Error(
        `${theme.name}: ${foreground} (${theme.colors[foreground]}) on ${background} (${theme.colors[background]}) is ${ratio.toFixed(2)}:1, needs ${minimum}:1`,
      );
    }
  });
});
