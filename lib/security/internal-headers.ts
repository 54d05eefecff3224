import { ServerResponse, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { CLIENT_ROUTER_HEADERS, INTERNAL_RESPONSE_HEADERS } from '@/config/security';

/**
 * The internal headers an answer to this request must not carry. Next adds `x-middleware-rewrite`
 * to every answer the proxy rewrote, after the proxy has run, so the proxy cannot remove it; the
 * client router needs `x-nextjs-rewrite`/`x-nextjs-matched-path` on `/_next/data/` answers only.
 */
export function internalHeadersFor(url: string | undefined): readonly string[] {
  const data = (url ?? '').startsWith('/_next/data/');
  return data ? INTERNAL_RESPONSE_HEADERS : [...INTERNAL_RESPONSE_HEADERS, ...CLIENT_ROUTER_HEADERS];
}

let installed = false;

/**
 * Removes the internal routing headers from every answer of this server, just before its head is
 * written (Node writes every head through writeHead, also when a handler only calls end()).
 * Installed once at start by instrumentation.ts.
 */
export function stripInternalResponseHeaders() {
  if (installed) return;
  installed = true;
  const original = ServerResponse.prototype.writeHead;
  // writeHead has several overloads; the patch passes its arguments through untouched but for the headers object.
  ServerResponse.prototype.writeHead = function writeHead(this: ServerResponse & { req?: IncomingMessage }, ...args: unknown[]) {
    const names = internalHeadersFor(this.req?.url);
    for (const name of names) if (this.hasHeader(name)) this.removeHeader(name);
    const headers = args.find((arg, index) => index > 0 && arg && typeof arg === 'object' && !Array.isArray(arg)) as
      | OutgoingHttpHeaders
      | undefined;
    if (headers) for (const key of Object.keys(headers)) if (names.includes(key.toLowerCase())) delete headers[key];
    return (original as (...rest: unknown[]) => ServerResponse).apply(this, args);
  } as typeof ServerResponse.prototype.writeHead;
}
