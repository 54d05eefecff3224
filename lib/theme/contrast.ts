import type { BrandTheme } from '@/config/theme';

/** WCAG 2.2 relative luminance of a colour like #1a2b3c. */
export function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((value) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.2 contrast ratio of two colours, from 1 to 21. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export type ColourToken = keyof BrandTheme['colors'];

/** Text needs 4.5:1 (WCAG 1.4.3); focus rings and control borders 3:1 (WCAG 1.4.11). */
export const TEXT_CONTRAST = 4.5;
export const UI_CONTRAST = 3;

/** [foreground, background, minimum]: every colour pair the components draw on each other. */
export const THEME_CONTRAST_PAIRS: readonly [ColourToken, ColourToken, number][] = [
  ['text', 'background', TEXT_CONTRAST],
  ['text', 'surface', TEXT_CONTRAST],
  ['text', 'surfaceAlt', TEXT_CONTRAST],
  ['textMuted', 'background', TEXT_CONTRAST],
  ['textMuted', 'surface', TEXT_CONTRAST],
  ['onPrimary', 'primary', TEXT_CONTRAST],
  ['onPrimary', 'primaryHover', TEXT_CONTRAST],
  ['primary', 'background', TEXT_CONTRAST],
  ['error', 'background', TEXT_CONTRAST],
  ['error', 'surface', TEXT_CONTRAST],
  ['headerText', 'headerBackground', TEXT_CONTRAST],
  ['footerText', 'footerBackground', TEXT_CONTRAST],
  ['onStatus', 'success', TEXT_CONTRAST],
  ['onStatus', 'warning', TEXT_CONTRAST],
  ['onStatus', 'error', TEXT_CONTRAST],
  ['focus', 'background', UI_CONTRAST],
  ['focus', 'surface', UI_CONTRAST],
  ['border', 'background', UI_CONTRAST],
  ['textMuted', 'surfaceAlt', UI_CONTRAST],
];

export interface ContrastFailure {
  foreground: ColourToken;
  background: ColourToken;
  ratio: number;
  minimum: number;
}

/** The pairs of a theme below their minimum contrast. */
export function contrastFailures(colors: BrandTheme['colors']): ContrastFailure[] {
  return THEME_CONTRAST_PAIRS.flatMap(([foreground, background, minimum]) => {
    const ratio = contrast(colors[foreground], colors[background]);
    return ratio < minimum ? [{ foreground, background, ratio, minimum }] : [];
  });
}
