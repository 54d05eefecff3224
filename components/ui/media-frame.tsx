import Image from 'next/image';
import styled from 'styled-components';

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
  /**
   * The first picture of a list within the first screen (often the page's largest paint): fetched
   * at once and before the others (eager, fetchpriority high), not when layout finds it in view.
   */
  first?: boolean;
  className?: string;
}

const FIRST = { loading: 'eager', fetchPriority: 'high' } as const;

/** A picture in a fixed-ratio frame, optimised and sized by next/image. */
export function MediaFrame({ src, alt, sizes, ratio = '16 / 9', priority = false, first = false, className }: MediaFrameProps) {
  return (
    <Frame $ratio={ratio} className={className}>
      <Image src={src} alt={alt} fill sizes={sizes} priority={priority} {...(first && !priority ? FIRST : {})} />
    </Frame>
  );
}
