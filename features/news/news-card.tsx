import type { Ref } from 'react';
import styled from 'styled-components';
import { GridCard } from '@/components/ui/card-grid';
import { focusRing } from '@/components/ui/focus-ring';
import { Heading } from '@/components/ui/heading';
import { Link } from '@/components/ui/link';
import { MediaFrame, type ImageLoad } from '@/components/ui/media-frame';
import type { NewsItem } from '@/api-client/news/news-api';
import { formatDate } from '@/lib/format';
import { useSite } from '@/lib/site-context';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  padding: 1rem 1.25rem 1.25rem;
`;

const PublishedOn = styled.time`
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const TitleLink = styled(Link)`
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

const Teaser = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const NEWS_IMAGE_SIZES = '(max-width: 699px) 100vw, (max-width: 1100px) 50vw, 360px';

/** A news item in the list: picture, date, title (the link to the article) and teaser. */
export function NewsCard({
  item,
  href,
  linkRef,
  imageLoad,
}: {
  item: NewsItem;
  href: string;
  linkRef?: Ref<HTMLAnchorElement>;
  /** How its picture is fetched (MediaFrame's `load`): at once for the list's first card. */
  imageLoad?: ImageLoad;
}) {
  const { locale } = useSite();
  return (
    <GridCard>
      <MediaFrame src={item.imageUrl} alt="" sizes={NEWS_IMAGE_SIZES} load={imageLoad} />
      <Body>
        <PublishedOn dateTime={item.publishedAt}>{formatDate(item.publishedAt, locale, { dateStyle: 'long' })}</PublishedOn>
        <Heading level={2} size={3}>
          <TitleLink href={href} shallow ref={linkRef}>
            {item.title}
          </TitleLink>
        </Heading>
        <Teaser>{item.summary}</Teaser>
      </Body>
    </GridCard>
  );
}
