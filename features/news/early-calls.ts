import type { SiteConfig } from '@/config/site-schema';
import { callUrl } from '@/api-client/core/call-url';
import { getNews } from '@/api-client/news/news-api';
import { newsPageQuery } from '@/api-client/news/news-page';
import type { EarlyCallPlan } from '@/lib/boot/early-calls-script';
import { mediaFramePictureTemplate } from '@/lib/boot/picture-template';
import { NEWS_IMAGE_SIZES } from './news-card';

/**
 * The call the news page's plain address starts with (lib/boot/early-calls.ts): the first page of the
 * list, whose first picture is the page's largest paint. For pages/_document.tsx, on the server.
 */
export function newsEarlyCalls(site: SiteConfig): EarlyCallPlan[] {
  return [
    {
      url: callUrl(site.apiUrl, (client) => getNews(client, newsPageQuery(1))),
      picture: { list: 'data', field: 'imageUrl', template: mediaFramePictureTemplate(NEWS_IMAGE_SIZES) },
    },
  ];
}
