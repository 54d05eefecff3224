import localFont from 'next/font/local';

/**
 * Each brand's typeface, shipped with the portal (docs/design.md#type): the same letters on every
 * device, never the system's. Free fonts from npm packages (@fontsource-variable, OFL), one
 * variable file of the Latin subset each (æ ø å ä ö included), served from the portal's own origin
 * by next/font/local with a fallback whose metrics are adjusted to the font's, so nothing moves
 * when it arrives. A theme names its brand's family through a CSS variable (styles/themes/*.ts),
 * which the global styles define for every brand; a browser fetches a font only where it is used.
 * pages/_document.tsx preloads only the site's brand's file (lib/brand-font-preload.ts): `preload:
 * false` here, or every page would fetch both.
 *
 * Aurora, a carmaker's calm corporate voice: Plus Jakarta Sans, a clean geometric sans.
 * Volta, the electric brand that asked for Avenir Next: Figtree, a free geometric sans in its mould.
 */
export const auroraFont = localFont({
  src: '../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  weight: '200 800',
  style: 'normal',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Arial',
});

export const voltaFont = localFont({
  src: '../node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
  weight: '300 900',
  style: 'normal',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Arial',
});

/** Every brand's font as a CSS variable, for the global styles' :root. */
export const BRAND_FONT_VARIABLES = {
  '--font-aurora': auroraFont.style.fontFamily,
  '--font-volta': voltaFont.style.fontFamily,
} as const;
