import { contrast, THEME_CONTRAST_PAIRS } from '@/lib/theme/contrast';
import { auroraTheme } from '@/styles/themes/aurora';
import { voltaTheme } from '@/styles/themes/volta';

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
  it.each(THEME_CONTRAST_PAIRS)('%s on %s ≥ %s:1', (foreground, background, minimum) => {
    const ratio = contrast(theme.colors[foreground], theme.colors[background]);
    if (ratio < minimum) {
      throw new Error(
        `${theme.name}: ${foreground} (${theme.colors[foreground]}) on ${background} (${theme.colors[background]}) is ${ratio.toFixed(2)}:1, needs ${minimum}:1`,
      );
    }
  });
});
