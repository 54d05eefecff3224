import { expect, type APIRequestContext } from '@playwright/test';
import { e2ePorts } from './stack-ports';

/**
 * A page's static HTML as the server sends it (no script run), for the site the host names.
 * Node does not resolve *.localhost, so the request goes to 127.0.0.1 with the site's host header.
 */
export async function staticHtml(request: APIRequestContext, site: string, path: string): Promise<string> {
  const port = e2ePorts().app;
  const response = await request.get(`http://127.0.0.1:${port}${path}`, { headers: { host: `${site}.localhost:${port}` } });
  expect(response.status()).toBe(200);
  return response.text();
}
