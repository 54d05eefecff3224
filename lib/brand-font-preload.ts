import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The file of each brand's typeface (styles/fonts.ts declares the same files): pages/_document.tsx
 * preloads the site's brand's file only, so a page fetches one font, early, and never the other
 * brand's.
 */
export const BRAND_FONT_FILES: Record<string, string> = {
  aurora: 'node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  volta: 'node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
};

const known = new Map<string, string | null>();

/**
 * Where the production build serves a brand's font: next/font names the file it emits by a hash of
 * its content (`static/media/<hash>-s.woff2`: `-s` for the adjusted fallback, no `.p` as it is not
 * preloaded by Next), computed here the same way, with Next's own function. Null for a brand
 * without a font file, and outside a production build (next dev names files otherwise). The
 * end-to-end test of the fonts checks that this address is the one the page's styles load.
 */
export function brandFontHref(brand: string): string | null {
  if (process.env.NODE_ENV !== 'production') return null;
  if (known.has(brand)) return known.get(brand)!;
  const file = BRAND_FONT_FILES[brand];
  let href: string | null = null;
  if (file) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { interpolateName } = require('next/dist/compiled/loader-utils3') as {
      interpolateName: (context: { resourcePath: string }, name: string, options: { context: string; content: Buffer }) => string;
    };
    const content = readFileSync(path.join(process.cwd(), file));
    href = `/_next/${interpolateName({ resourcePath: file }, 'static/media/[hash]-s.woff2', { context: process.cwd(), content })}`;
  }
  known.set(brand, href);
  return href;
}
