import styled from 'styled-components';
import { Spinner } from './spinner';

const Centre = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
`;

/** A whole page waiting for something (the owner's status, the signed-in frame): a centred spinner. */
export function PageLoading({ label }: { label: string }) {
  return (
    <Centre>
      <Spinner label={label} />
    </Centre>
  );
}
