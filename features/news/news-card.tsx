import type { Ref } from 'react';
import styled from 'styled-components';
import { CardTitleLink, GridCard } from '@/components/ui/card-grid';
import { Heading } from '@/components/ui/heading';
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
          <CardTitleLink href={href} shallow ref={linkRef}>
            {item.title}
          </CardTitleLink>
        </Heading>
        <Teaser>{item.summary}</Teaser>
      </Body>
    </GridCard>
  );
}
