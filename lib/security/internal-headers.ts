import { CLIENT_ROUTER_HEADERS, INTERNAL_HEADER_NAMES, INTERNAL_HEADER_PREFIXES } from '@/config/security';

/** Whether a request asks for a page's data, the answers Next's client router reads its headers from. */
export function isDataRequest(url: string | undefined): boolean {
  return (url ?? '').startsWith('/_next/data/');
}

/**
 * Whether a header of an answer to `url` is one of Next's or the proxy's internal ones, which must
 * not reach the browser. Next adds `x-middleware-rewrite`, `x-nextjs-rewritten-path` and others to
 * an answer after the proxy has run, so the proxy cannot remove them; the client router's own
 * stay on `/_next/data/` answers (config/security.ts). `x-nextjs-cache` stays where the server
 * measures the proxy's cost (PROXY_COST_MEASUREMENT=1: npm run test:scale only, which a production
 * server refuses without LOCAL_STACK_ONLY, config/env.ts): the load check reads it to know that a
 * page came from the page cache (scripts/scale/load.ts).
 */
export function isInternalHeader(name: string, url: string | undefined): boolean {
  const header = name.toLowerCase();
  if (header === 'x-nextjs-cache' && process.env['PROXY_COST_MEASUREMENT'] === '1') return false;
  const internal =
    INTERNAL_HEADER_PREFIXES.some((prefix) => header.startsWith(prefix)) || (INTERNAL_HEADER_NAMES as readonly string[]).includes(header);
  if (!internal) return false;
  return !(isDataRequest(url) && (CLIENT_ROUTER_HEADERS as readonly string[]).includes(header));
}
