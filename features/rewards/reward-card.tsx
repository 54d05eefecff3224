import Link from 'next/link';
import styled from 'styled-components';
import { focusRing } from '@/components/ui/focus-ring';
import { Heading } from '@/components/ui/heading';
import { MediaFrame } from '@/components/ui/media-frame';
import type { Publication } from '@/api-client/publications/publications-api';
import { HighlightView } from './highlight-view';
import { RewardBadges } from './reward-badges';
import { RewardValidity } from './reward-validity';

export const CARD_IMAGE_SIZES = '(max-width: 699px) 100vw, (max-width: 1100px) 50vw, 360px';

const Item = styled.li`
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

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  padding: 1rem 1.25rem 1.25rem;
  flex: 1;
`;

const TitleLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  overflow-wrap: anywhere;
  ${focusRing}

  /* The whole card opens the reward; the title is the one link in it. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:hover {
    text-decoration: underline;
  }
`;

const Teaser = styled.p`
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
}

/** A reward in a list: picture, marks, title, teaser and validity; opens the reward. */
export function RewardCard({ reward, href, headingLevel }: RewardCardProps) {
  return (
    <Item>
      {reward.isHighlight && <HighlightView highlightId={reward.id} type="view" />}
      <MediaFrame src={reward.imageUrl} alt="" sizes={CARD_IMAGE_SIZES} />
      <Body>
        <RewardBadges reward={reward} claimed={Boolean(reward.claimedAt)} />
        <Heading level={headingLevel} size={3}>
          <TitleLink href={href} shallow scroll>
            {reward.title}
          </TitleLink>
        </Heading>
        <Teaser>{reward.summary}</Teaser>
        <Validity>
          <RewardValidity reward={reward} />
        </Validity>
      </Body>
    </Item>
  );
}
