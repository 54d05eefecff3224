import styled from 'styled-components';

/**
 * Key figures as a description list (a total, a count): each a `div` of its name (`dt`, muted)
 * over its figure (`dd`, large and bold). How the figures sit beside each other is the caller's.
 */
export const FigureList = styled.dl`
  margin: 0;

  div {
    display: grid;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 700;
  }
`;
