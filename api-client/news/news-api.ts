import type { ApiClient } from '../core/client';
import { send } from '../core/send';
import type { QueryParams, Schemas } from '../core/types';

export type NewsPage = Schemas['PublicationPage'];
export type NewsItem = Schemas['Publication'];

export function getNews(client: ApiClient, query: QueryParams<'/api/profile/news', 'get'> = {}) {
  return send(client, { operation: 'getNews', method: 'get', path: '/api/profile/news', query });
}
