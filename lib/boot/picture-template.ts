import { getImageProps } from 'next/image';
import type { PictureTemplate } from './early-calls-script';

/** Stands for the picture's own address in the template; next/image's loader encodes it like any other. */
const PLACEHOLDER_SRC = '/__picture__';

/**
 * The addresses next/image gives a MediaFrame's picture (components/ui/media-frame.tsx: `fill`
 * and the frame's `sizes`), with a placeholder for the picture's encoded address: what an early
 * call's preload fills in (lib/boot/early-calls-script.ts), so it fetches the file the card will draw.
 * Server only: the build writes it into the page.
 */
export function mediaFramePictureTemplate(sizes: string): PictureTemplate {
  const { props } = getImageProps({ src: PLACEHOLDER_SRC, alt: '', fill: true, sizes });
  return { placeholder: encodeURIComponent(PLACEHOLDER_SRC), href: props.src, srcSet: props.srcSet ?? '', sizes: props.sizes ?? sizes };
}
