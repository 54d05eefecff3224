import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ErrorState } from '@/components/ui/error-state';
import { focusRing } from '@/components/ui/focus-ring';
import { Heading } from '@/components/ui/heading';
import { ChevronIcon } from '@/components/ui/icons/chevron-icon';
import { Link } from '@/components/ui/link';
import { MediaFrame } from '@/components/ui/media-frame';
import { ShareLink } from '@/components/ui/share-link';
import { Skeleton } from '@/components/ui/skeleton';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { isNotFoundError } from '@/api-client/core/not-found';
import { usePublication } from '@/api-client/publications/publications-hooks';
import { formatDate } from '@/lib/format';
import { articleLinkSearch } from '@/lib/routing/screen-links';
import { useRouteHref } from '@/lib/routing/use-route-href';
import { useSite } from '@/lib/site-context';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  min-height: 2.75rem;
  margin-bottom: 0.5rem;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  ${focusRing}
`;

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
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Once there (a failed refetch keeps the article, and does not move focus again).
  const loaded = article.data !== undefined;

  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded]);

  const back = (
    <Back href={backHref} shallow>
      <ChevronIcon size={18} pointing="left" />
      {t('back')}
    </Back>
  );

  if (article.isPending) {
    return (
      <div aria-busy="true">
        {back}
        <VisuallyHidden role="status">{t('loadingArticle')}</VisuallyHidden>
        <Skeleton width="75%" height="2rem" />
        <Skeleton width="30%" />
        <Skeleton height="16rem" />
      </div>
    );
  }

  // Only when nothing is shown yet: a failed refetch keeps the article on screen.
  if (article.data === undefined) {
    const missing = isNotFoundError(article.error);
    return (
      <div>
        {back}
        <ErrorState
          message={missing ? t('errors.notFound') : t('errors.article')}
          onRetry={missing ? undefined : () => void article.refetch()}
          retrying={article.isFetching}
        />
      </div>
    );
  }

  const { title, summary, body, publishedAt, imageUrl } = article.data;
  // The body starts with the summary in this backend's articles; show it once, as the lead.
  const paragraphs = body.split(/\n{2,}/).filter((paragraph, index) => !(index === 0 && paragraph === summary));
  return (
    <div>
      {back}
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
    </div>
  );
}
