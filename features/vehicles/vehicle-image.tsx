import Image from 'next/image';
import styled from 'styled-components';

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
 * `first`: the first picture of a page, often its largest paint: fetched at once and early, not lazily.
 */
export function VehicleImage({ src, sizes, first = false }: { src: string; sizes: string; first?: boolean }) {
  return (
    <Frame>
      <Image src={src} alt="" fill sizes={sizes} {...(first && { loading: 'eager', fetchPriority: 'high' })} />
    </Frame>
  );
}

/** The empty frame of a picture still loading, the same size as the picture's. */
export const VehicleImageSkeleton = styled(Frame).attrs({ 'aria-hidden': true })``;
