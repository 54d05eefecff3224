import styled from 'styled-components';
import { CardTitleLink, GridCard } from '@/components/ui/card-grid';
import { Heading } from '@/components/ui/heading';
import { clampLines } from '@/components/ui/line-clamp';
import { MediaFrame, type ImageLoad } from '@/components/ui/media-frame';
import { Skeleton, TextSkeleton } from '@/components/ui/skeleton';
import { BODY_LINE_HEIGHT, HEADING_LINE_HEIGHT } from '@/styles/typography';
import type { Publication } from '@/api-client/publications/publications-api';
import { HighlightView } from './highlight-view';
import { BadgeRow, RewardBadges } from './reward-badges';
import { RewardValidity } from './reward-validity';

export const CARD_IMAGE_SIZES = '(max-width: 699px) 100vw, (max-width: 1100px) 50vw, 360px';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1rem 1.25rem 1.25rem;
  flex: 1;
`;

/**
 * A title and a teaser take two lines each in a list card, however long they are (the whole text
 * is on the reward's own page, and stays in the link's name): every card in a row is as tall, and
 * as tall as its outline, so nothing moves when the rewards come.
 */
const TEXT_LINES = 2;

const TitleText = styled.span`
  ${clampLines(TEXT_LINES, HEADING_LINE_HEIGHT)}
`;

// The whole card opens the reward; the title is the one link in it.
const TitleLink = styled(CardTitleLink)`
  display: block;
`;

const Teaser = styled.p`
  ${clampLines(TEXT_LINES, BODY_LINE_HEIGHT)}
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Validity = styled.p`
  margin: auto 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface RewardCardProps {
  reward: Publication;
  href: string;
  headingLevel: 2 | 3;
  /** How its picture is fetched (MediaFrame's `load`): at once for the page's first card. */
  imageLoad?: ImageLoad;
}

/** A reward in a list: picture, marks, title, teaser and validity; opens the reward. */
export function RewardCard({ reward, href, headingLevel, imageLoad }: RewardCardProps) {
  return (
    <GridCard>
      {reward.isHighlight && <HighlightView highlightId={reward.id} type="view" />}
      <MediaFrame src={reward.imageUrl} alt="" sizes={CARD_IMAGE_SIZES} load={imageLoad} />
      <Body>
        <RewardBadges reward={reward} claimed={Boolean(reward.claimedAt)} />
        <Heading level={headingLevel} size={3}>
          <TitleLink href={href} shallow scroll>
            <TitleText>{reward.title}</TitleText>
          </TitleLink>
        </Heading>
        <Teaser>{reward.summary}</Teaser>
        <Validity>
          <RewardValidity reward={reward} />
        </Validity>
      </Body>
    </GridCard>
  );
}

const PictureOutline = styled(Skeleton)`
  aspect-ratio: 16 / 9;
  height: auto;
  border-radius: 0;
`;

/**
 * A reward in outline while the list loads: the card's own parts (picture frame, marks' row, the
 * title's and the teaser's two lines, validity), each line with a shape in it, so the list is as
 * tall as it will be. For a list in a LoadingOutline, which says it is loading.
 */
export function RewardCardOutline() {
  return (
    <GridCard>
      <PictureOutline />
      <Body>
        <BadgeRow>
          <Skeleton inline width="6rem" height="1.25rem" round />
        </BadgeRow>
        <Heading level={3} size={3}>
          <TitleText>
            <TextSkeleton widths={['80%', '45%']} />
          </TitleText>
        </Heading>
        <Teaser>
          <TextSkeleton widths={['95%', '60%']} />
        </Teaser>
        <Validity>
          <TextSkeleton widths={['50%']} />
        </Validity>
      </Body>
    </GridCard>
  );
}
