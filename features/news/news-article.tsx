import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DetailFrame } from '@/components/ui/detail-frame';
import { Heading } from '@/components/ui/heading';
import { MediaFrame } from '@/components/ui/media-frame';
import { ShareLink } from '@/components/ui/share-link';
import { Skeleton } from '@/components/ui/skeleton';
import { isNotFoundError } from '@/api-client/core/not-found';
import { usePublication } from '@/api-client/publications/publications-hooks';
import { formatDate } from '@/lib/format';
import { articleLinkSearch } from '@/lib/routing/screen-links';
import { useRouteHref } from '@/lib/routing/use-route-href';
import { useSite } from '@/lib/site-context';

const Article = styled.article`
  max-width: 44rem;

  h2 {
    overflow-wrap: anywhere;
  }
  h2:focus {
    outline: none;
  }
`;

const Meta = styled.p`
  margin: 0 0 1rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Share = styled.div`
  margin-bottom: 1rem;
`;

const Picture = styled.div`
  margin-bottom: 1.5rem;
  border-radius: ${({ theme }) => theme.radii.large};
  overflow: hidden;
`;

const Lead = styled.p`
  font-size: 1.125rem;
  font-weight: 600;
  margin: 0 0 1rem;
`;

const Paragraph = styled.p`
  margin: 0 0 1rem;
  white-space: pre-line;
`;

export const ARTICLE_IMAGE_SIZES = '(max-width: 699px) 100vw, 704px';

/** One news article on its own URL (?article=<id>), with a way to share it (its link opens it for any owner of the site). */
export function NewsArticle({ id, backHref }: { id: string; backHref: string }) {
  const { t } = useTranslation('news');
  const routeHref = useRouteHref();
  const { locale } = useSite();
  const article = usePublication({ id });

  return (
    <DetailFrame
      query={article}
      backHref={backHref}
      backLabel={t('back')}
      loadingLabel={t('loadingArticle')}
      outline={
        <>
          <Skeleton width="75%" height="2rem" />
          <Skeleton width="30%" />
          <Skeleton height="16rem" />
        </>
      }
      missing={isNotFoundError(article.error)}
      missingMessage={t('errors.notFound')}
      errorMessage={t('errors.article')}
    >
      {({ title, summary, body, publishedAt, imageUrl }, headingRef) => {
        // The body starts with the summary in this backend's articles; show it once, as the lead.
        const paragraphs = body.split(/\n{2,}/).filter((paragraph, index) => !(index === 0 && paragraph === summary));
        return (
          <Article>
            <Heading level={2} size={1} ref={headingRef} tabIndex={-1}>
              {title}
            </Heading>
            <Meta>
              <time dateTime={publishedAt}>{formatDate(publishedAt, locale, { dateStyle: 'long' })}</time>
            </Meta>
            <Share>
              <ShareLink path={`${routeHref('news')}${articleLinkSearch(id)}`} title={title} />
            </Share>
            <Picture>
              <MediaFrame src={imageUrl} alt="" sizes={ARTICLE_IMAGE_SIZES} priority />
            </Picture>
            <Lead>{summary}</Lead>
            {paragraphs.map((paragraph, index) => (
              <Paragraph key={index}>{paragraph}</Paragraph>
            ))}
          </Article>
        );
      }}
    </DetailFrame>
  );
}
