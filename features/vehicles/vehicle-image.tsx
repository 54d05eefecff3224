import Image from 'next/image';
import styled from 'styled-components';
import { IMAGE_LOAD_PROPS, type ImageLoad } from '@/components/ui/media-frame';

const Frame = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  overflow: hidden;

  img {
    object-fit: contain;
  }
`;

/**
 * The vehicle's picture, in a frame of fixed ratio so nothing moves when it arrives. Decorative: the text next to it names the car.
 * `load`: pictures within the first screen (often its largest paint) are fetched at once, not lazily.
 */
export function VehicleImage({
  src,
  sizes,
  load = 'lazy',
  onLoad,
}: {
  src: string;
  sizes: string;
  load?: ImageLoad;
  /** Called with the picture's element once it has loaded. */
  onLoad?: (image: HTMLImageElement) => void;
}) {
  return (
    <Frame>
      <Image
        src={src}
        alt=""
        fill
        sizes={sizes}
        {...IMAGE_LOAD_PROPS[load]}
        onLoad={onLoad && ((event) => onLoad(event.currentTarget))}
      />
    </Frame>
  );
}

/** The empty frame of a picture still loading, the same size as the picture's. */
export const VehicleImageSkeleton = styled(Frame).attrs({ 'aria-hidden': true })``;
