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

/** The vehicle's picture, in a frame of fixed ratio so nothing moves when it arrives. Decorative: the text next to it names the car. */
export function VehicleImage({ src, sizes }: { src: string; sizes: string }) {
  return (
    <Frame>
      <Image src={src} alt="" fill sizes={sizes} />
    </Frame>
  );
}
