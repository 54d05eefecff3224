import styled, { css } from 'styled-components';
import { gridList } from '@/components/ui/card-grid';
import { clampLines } from '@/components/ui/line-clamp';
import { Link } from '@/components/ui/link';
import { LoadingOutline, TextSkeleton } from '@/components/ui/skeleton';
import { BODY_LINE_HEIGHT } from '@/styles/typography';

/**
 * Home's small tiles (highlighted rewards, latest news): a title and a text of two lines each,
 * however long (clamped; the whole text is on the rewards and news pages, and a screen reader
 * hears all of it), and one line of detail (a date). Every tile is as tall as the others and as
 * its outline (TileOutlines), so the sections below do not move when a list arrives.
 */
const TEXT_LINES = 2;

// auto-fit: three tiles share the whole row on a wide screen, no empty column beside them.
export const Tiles = styled.ul`
  ${gridList('14rem', '1rem', 'auto-fit')}
`;

const tileBox = css`
  display: grid;
  align-content: start;
  gap: 0.25rem;
  height: 100%;
  padding: 0.875rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
`;

/** A tile's link (the whole tile). */
export const TileLink = styled(Link)`
  ${tileBox}
  color: inherit;
  text-decoration: none;

  &:hover strong {
    text-decoration: underline;
  }
`;

export const TileTitle = styled.strong`
  ${clampLines(TEXT_LINES, BODY_LINE_HEIGHT)}
`;

export const TileText = styled.span`
  ${clampLines(TEXT_LINES, BODY_LINE_HEIGHT)}
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * One line of detail (a date), a line high even when empty (a reward without an end date): a
 * date that would wrap in a narrow tile is cut, not let grow the tile beyond its outline.
 */
export const TileDetail = styled.span`
  ${clampLines(1, BODY_LINE_HEIGHT)}
  color: ${({ theme }) => theme.colors.textMuted};
`;

const OutlineTile = styled.div`
  ${tileBox}
`;

/** `count` tiles in outline while a list loads, the detail line first or last as in the tiles; `label` says what loads. */
export function TileOutlines({ count, label, detail }: { count: number; label: string; detail: 'first' | 'last' }) {
  const line = (
    <TileDetail>
      <TextSkeleton widths={['40%']} />
    </TileDetail>
  );
  return (
    <LoadingOutline label={label}>
      <Tiles>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <OutlineTile>
              {detail === 'first' && line}
              <TileTitle>
                <TextSkeleton widths={['85%', '50%']} />
              </TileTitle>
              <TileText>
                <TextSkeleton widths={['95%', '70%']} />
              </TileText>
              {detail === 'last' && line}
            </OutlineTile>
          </li>
        ))}
      </Tiles>
    </LoadingOutline>
  );
}
