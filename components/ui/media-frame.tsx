import Image from 'next/image';
import styled from 'styled-components';

/** How a picture is fetched: lazily (the default), at once (within the first screen), or at once and first. */
export type ImageLoad = 'lazy' | 'eager' | 'first';

/** The load of the picture at `index` in a list whose first `inFirstScreen` pictures are within the first screen. */
export function imageLoadAt(index: number, inFirstScreen: number): ImageLoad {
  if (index === 0) return 'first';
  return index < inFirstScreen ? 'eager' : 'lazy';
}

/**
 * next/image's props for each load: pictures within the first screen (often the page's largest
 * paint) are fetched at once rather than when layout finds them in view, the first of them before
 * the others.
 */
export const IMAGE_LOAD_PROPS = {
  lazy: {},
  eager: { loading: 'eager' },
  first: { loading: 'eager', fetchPriority: 'high' },
} as const;

const Frame = styled.div<{ $ratio: string }>`
  position: relative;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceAlt};

  img {
    object-fit: cover;
  }
`;

interface MediaFrameProps {
  src: string;
  /** Empty when the picture only decorates text that says the same. */
  alt: string;
  /** The width the picture takes per viewport, for next/image's `sizes`. */
  sizes: string;
  /** CSS aspect ratio; the frame holds its height before the picture arrives (no layout shift). */
  ratio?: string;
  /** Load at once: the picture is the first thing seen. */
  priority?: boolean;
  /** How it is fetched where it is not `priority`: a list's pictures within the first screen at once. */
  load?: ImageLoad;
  className?: string;
}

/** A picture in a fixed-ratio frame, optimised and sized by next/image. */
export function MediaFrame({ src, alt, sizes, ratio = '16 / 9', priority = false, load = 'lazy', className }: MediaFrameProps) {
  return (
    <Frame $ratio={ratio} className={className}>
      <Image src={src} alt={alt} fill sizes={sizes} priority={priority} {...(priority ? {} : IMAGE_LOAD_PROPS[load])} />
    </Frame>
  );
}
