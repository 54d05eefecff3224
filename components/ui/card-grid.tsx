import styled, { css } from 'styled-components';
import { media } from '@/config/layout';
import { focusRing } from './focus-ring';
import { Link } from './link';
import { plainList } from './plain-list';

/**
 * A list laid out as a grid of equal columns, each at least `min` wide: as many as fit
 * (`auto-fill` keeps empty columns on a wide row, so a card is as wide with one item as with
 * many; `auto-fit` lets a few items share the whole row). For a `ul` of cards or tiles.
 */
export const gridList = (min: string, gap: string, fill: 'auto-fill' | 'auto-fit' = 'auto-fill') => css`
  ${plainList}
  display: grid;
  grid-template-columns: repeat(${fill}, minmax(${min}, 1fr));
  gap: ${gap};
`;

/** The list pages' grid of picture cards (news, rewards): one column on a phone. */
export const CardGrid = styled.ul`
  ${gridList('17rem', '1.25rem')}

  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

/**
 * A picture card in a CardGrid: framed, its picture to the edge, the border in the brand's colour
 * under the pointer. Positioned, so that its title's link can stretch over the whole card.
 */
export const GridCard = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.large};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A GridCard's title as its one link: the link's area stretches over the whole card, so the whole card opens it. */
export const CardTitleLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  overflow-wrap: anywhere;
  ${focusRing}

  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:hover {
    text-decoration: underline;
  }
`;
