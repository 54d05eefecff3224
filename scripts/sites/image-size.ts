/**
 * The pixel size of an SVG or PNG, read from the file itself (no image library): an SVG's
 * width/height attributes or else its viewBox, a PNG's IHDR header. undefined: unknown format
 * or unreadable size.
 */
export interface ImageSize {
  width: number;
  height: number;
  format: 'svg' | 'png';
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function pngSize(bytes: Uint8Array): ImageSize | undefined {
  if (bytes.length < 24 || PNG_SIGNATURE.some((byte, i) => bytes[i] !== byte)) return undefined;
  // The first chunk is IHDR: length (4), type (4), width (4), height (4), big-endian.
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return undefined;
  return { width: view.getUint32(16), height: view.getUint32(20), format: 'png' };
}

function svgLength(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const match = /^\s*([\d.]+)\s*(px)?\s*$/.exec(value);
  return match ? Number(match[1]) : undefined;
}

export function svgSize(text: string): ImageSize | undefined {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
  const width = svgLength(attribute('width'));
  const height = svgLength(attribute('height'));
  if (width && height) return { width, height, format: 'svg' };
  const viewBox = attribute('viewBox')?.trim().split(/[\s,]+/).map(Number);
  if (viewBox?.length === 4 && viewBox.every(Number.isFinite) && viewBox[2]! > 0 && viewBox[3]! > 0) {
    return { width: viewBox[2]!, height: viewBox[3]!, format: 'svg' };
  }
  return undefined;
}

export function imageSize(file: string, bytes: Uint8Array): ImageSize | undefined {
  if (/\.svg$/i.test(file)) return svgSize(Buffer.from(bytes).toString('utf8'));
  if (/\.png$/i.test(file)) return pngSize(bytes);
  return undefined;
}
