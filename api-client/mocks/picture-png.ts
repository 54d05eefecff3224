import sharp from 'sharp';

/** The widest picture the mock serves: a phone's full width at 3x, or a wide card at 2x (next/image narrows it). */
export const MOCK_PICTURE_WIDTH = 1280;

/** Drawn pictures kept in memory, newest last; the seed has a few dozen, and an odd path must not grow it without end. */
const MAX_KEPT = 200;
const kept = new Map<string, Promise<Buffer>>();

/**
 * A mock picture (images.ts draws it as SVG) as a PNG MOCK_PICTURE_WIDTH pixels wide, drawn once
 * per key with sharp (the image library Next's own optimiser uses) and then kept.
 */
export function pictureAsPng(key: string, svg: string, svgWidth: number): Promise<Buffer> {
  const known = kept.get(key);
  if (known) return known;
  // sharp draws an SVG at 72 dpi, one pixel per SVG unit: the density scales it to the width.
  const drawn = sharp(Buffer.from(svg), { density: (72 * MOCK_PICTURE_WIDTH) / svgWidth })
    .png()
    .toBuffer();
  kept.set(key, drawn);
  drawn.catch(() => kept.delete(key));
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
  return drawn;
}
