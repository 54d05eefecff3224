import axios from 'axios';
import type { ApiClient, ApiTransport } from './client';

/** How the client writes a query: lists repeat the key (ModelIds=a&ModelIds=b), as the contract's explode: true says. */
export const PARAMS_SERIALIZER = { indexes: null } as const;

/**
 * The whole address a call sends its request to, from the call itself (a fetcher such as
 * `(client) => getNews(client, query)`): the call is made on a client that writes down the
 * address its first request would go to and sends nothing. For the server, where a page's static
 * HTML names the calls it sends early (lib/boot/early-calls-script.ts).
 */
export function callUrl(baseURL: string, call: (client: ApiClient) => Promise<unknown>): string {
  let url: string | undefined;
  const capture: ApiTransport = {
    request: (config) => {
      url ??= axios.getUri({ baseURL, paramsSerializer: PARAMS_SERIALIZER, ...config });
      return Promise.reject(new Error('Not sent: only its address was asked for'));
    },
  };
  // A fetcher makes its request before its first wait (send.ts), so the address is known now.
  call({ baseURL, authenticated: capture, anonymous: capture, onMutation: () => () => undefined }).catch(() => undefined);
  if (url === undefined) throw new Error('The call made no request before its first wait');
  return url;
}
