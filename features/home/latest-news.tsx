import { COUNT_HINT_KEYS } from '@/config/boot';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/components/ui/link';
import { HOME_LATEST_NEWS } from '@/config/home';
import { useNews } from '@/api-client/news/news-page';
import { readCountHint, useStoreCountHint, type CountHint } from '@/lib/boot/count-hint';
import { formatDate } from '@/lib/format';
import { articleLinkSearch } from '@/lib/routing/screen-links';
import { useRouteHref } from '@/lib/routing/use-route-href';
import { useSite } from '@/lib/site-context';
import { SectionCard } from '@/components/ui/section-card';
import { EmptyStateOnDemand as EmptyState, ErrorStateOnDemand as ErrorState } from '@/components/ui/states-on-demand';
import { TileDetail, TileLink, TileOutlines, Tiles, TileText, TileTitle } from './tiles';

/** How many news items home showed last time (lib/boot/count-hint.ts): the tiles outlined while they load. */
const NEWS_HINT: CountHint = { key: COUNT_HINT_KEYS.homeNews, fallback: HOME_LATEST_NEWS, min: 1, max: HOME_LATEST_NEWS };

/** The three newest news items (the polled first page of the news feed), each linking to its article. */
export function LatestNews() {
  const { t } = useTranslation('home');
  const { site, locale } = useSite();
  const href = useRouteHref();
  const news = useNews(1);
  // Read once, on the client (signed-in sections never render on the server).
  const [outlines] = useState(() => readCountHint(NEWS_HINT, site.id));
  useStoreCountHint(NEWS_HINT, site.id, news.data?.data.length);

  return (
    <SectionCard title={t('summary.news.title')} busy={news.isPending} drawnWhenNear flat link={<Link href={href('news')}>{t('summary.news.all')}</Link>}>
      {news.isPending ? (
        <TileOutlines count={outlines} label={t('summary.news.loading')} detail="first" />
      ) : news.data === undefined ? (
        // Only when nothing is shown yet (the first page is polled): a failed refetch keeps the tiles.
        <ErrorState message={t('summary.news.error')} onRetry={() => void news.refetch()} retrying={news.isFetching} />
      ) : news.data.data.length === 0 ? (
        <EmptyState title={t('summary.news.emptyTitle')} />
      ) : (
        <Tiles>
          {news.data.data.slice(0, HOME_LATEST_NEWS).map((item) => (
            <li key={item.id}>
              <TileLink href={`${href('news')}${articleLinkSearch(item.id)}`}>
                <TileDetail>
                  <time dateTime={item.publishedAt}>{formatDate(item.publishedAt, locale, { dateStyle: 'long' })}</time>
                </TileDetail>
                <TileTitle>{item.title}</TileTitle>
                <TileText>{item.summary}</TileText>
              </TileLink>
            </li>
          ))}
        </Tiles>
      )}
    </SectionCard>
  );
}
