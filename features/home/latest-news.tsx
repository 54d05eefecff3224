import Link from 'next/link';
import { useTranslation } from 'react-i18next';
import { HOME_LATEST_NEWS } from '@/config/home';
import { useNews } from '@/api-client/news/news-page';
import { formatDate } from '@/lib/format';
import { useRouteHref } from '@/lib/routing/use-route-href';
import { useSite } from '@/lib/site-context';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { SectionCard, SectionSkeleton } from '@/components/ui/section-card';
import { Tiles } from './highlighted-rewards';

/** The three newest news items (the polled first page of the news feed), linking to news. */
export function LatestNews() {
  const { t } = useTranslation('home');
  const { locale } = useSite();
  const href = useRouteHref();
  const news = useNews(1);

  return (
    <SectionCard title={t('summary.news.title')} busy={news.isPending} link={<Link href={href('news')}>{t('summary.news.all')}</Link>}>
      {news.isPending ? (
        <SectionSkeleton label={t('summary.news.loading')} />
      ) : news.isError ? (
        <ErrorState message={t('summary.news.error')} onRetry={() => void news.refetch()} retrying={news.isFetching} />
      ) : news.data.data.length === 0 ? (
        <EmptyState title={t('summary.news.emptyTitle')} />
      ) : (
        <Tiles>
          {news.data.data.slice(0, HOME_LATEST_NEWS).map((item) => (
            <li key={item.id}>
              <Link href={href('news')}>
                <span>
                  <time dateTime={item.publishedAt}>{formatDate(item.publishedAt, locale, { dateStyle: 'long' })}</time>
                </span>
                <strong>{item.title}</strong>
                <span>{item.summary}</span>
              </Link>
            </li>
          ))}
        </Tiles>
      )}
    </SectionCard>
  );
}
