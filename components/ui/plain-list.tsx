import styled, { css } from 'styled-components';

/** A list without bullets or indent: its items are laid out by the list's own styles. */
export const plainList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** Items one under the other, a gap between them (cards, rows of a form). */
export const StackList = styled.ul`
  ${plainList}
  display: grid;
  gap: 1rem;
`;
