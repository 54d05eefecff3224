import { Server, ServerResponse, STATUS_CODES, type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import { REDIRECT_CACHE_CONTROL } from '@/config/security';
import { isInternalHeader } from './internal-headers';
import { API_CONTENT_SECURITY_POLICY, commonSecurityHeaders, pageContentSecurityPolicy } from './security-headers';

/*
 * The last word on every answer of this server, installed once at start by instrumentation.ts.
 * proxy.ts dresses pages and API routes and next.config.js Next's static files, but some answers
 * pass neither: Next's own 404 and 500 under /_next/, the 400 of an address it cannot decode
 * (/api/manifest/%), the 500 it made of a TRACE. Here, just before any head is written (Node
 * writes every head through writeHead, also when a handler only calls end()), internal headers
 * go and whatever security header is missing is added.
 */

/** What an answer's head says so far, by lower-case name. */
export type HeadSoFar = Readonly<Record<string, string | undefined>>;

export interface AnswerFacts {
  status: number;
  /** Whether the request came over https (then HSTS). */
  https: boolean;
  /** The sha256 sources of the build's inline scripts: an HTML answer of no site runs them, as the proxy's do. */
  inlineScriptHashes: readonly string[];
}

function frameAncestors(policy: string): string[] | undefined {
  const directive = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name?.toLowerCase() === 'frame-ancestors');
  return directive?.slice(1);
}

/**
 * The security headers an answer lacks, to be added (nothing it already has is replaced): a
 * Content-Security-Policy (a page of no site's for HTML, the API's, which allows nothing, for
 * anything else), the common headers (HSTS over https), X-Frame-Options where nobody may frame it,
 * and Cache-Control on a redirect that has none (REDIRECT_CACHE_CONTROL).
 */
export function missingSecurityHeaders(head: HeadSoFar, facts: AnswerFacts): Record<string, string> {
  const add: Record<string, string> = {};
  const html = /^\s*text\/html\b/i.test(head['content-type'] ?? '');
  const policy =
    head['content-security-policy'] ??
    (add['Content-Security-Policy'] = html
      ? pageContentSecurityPolicy({ inlineScriptHashes: facts.inlineScriptHashes, https: facts.https })
      : API_CONTENT_SECURITY_POLICY);
  for (const [name, value] of Object.entries(commonSecurityHeaders(facts.https))) {
    if (head[name.toLowerCase()] !== undefined) continue;
    // A page the local sites overview may frame says so in its policy, and must not say DENY.
    if (name === 'X-Frame-Options' && (frameAncestors(policy) ?? ["'none'"]).join(' ') !== "'none'") continue;
    add[name] = value;
  }
  const redirect = facts.status >= 300 && facts.status < 400 && facts.status !== 304;
  if (redirect && head['cache-control'] === undefined) add['Cache-Control'] = REDIRECT_CACHE_CONTROL;
  return add;
}

/** Methods the fetch standard forbids: Next's proxy cannot even build a request of one, and answered 500. */
const UNSUPPORTED_METHODS = ['TRACE', 'TRACK', 'CONNECT'];

/** What Node itself answers to a request it could not parse (its default clientError handling), by error code. */
function clientErrorStatus(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return 413;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * The Host, X-Forwarded-Host and X-Forwarded-Proto of a request Node could not parse (an unknown
 * method such as TRACK, a malformed header), as far as its bytes say: so its 400 gets HSTS on a
 * site's production host as any other answer there does.
 */
function headersOfRawRequest(raw: unknown): IncomingHttpHeaders {
  const text = Buffer.isBuffer(raw) ? raw.toString('latin1') : '';
  const value = (name: string) => new RegExp(`\\r\\n${name}:[ \\t]*([^\\r\\n]*)`, 'i').exec(text)?.[1]?.trim();
  return { host: value('host'), 'x-forwarded-host': value('x-forwarded-host'), 'x-forwarded-proto': value('x-forwarded-proto') };
}

export interface ResponseGuardOptions {
  /** Add missing security headers (production); internal headers are stripped in any case. */
  fill: boolean;
  /** Whether a request with these headers came over https. */
  https(headers: IncomingHttpHeaders): boolean;
  inlineScriptHashes(): readonly string[];
}

function lowerCased(headers: OutgoingHttpHeaders | undefined): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(headers ?? {}).map(([name, value]) => [name.toLowerCase(), value === undefined ? undefined : String(value)]),
  );
}

let installed = false;

export function installResponseGuard(options: ResponseGuardOptions) {
  if (installed) return;
  installed = true;

  const writeHead = ServerResponse.prototype.writeHead;
  // writeHead(status[, message][, headers]): the arguments pass through untouched but for the headers.
  ServerResponse.prototype.writeHead = function guardedWriteHead(this: ServerResponse & { req?: IncomingMessage }, ...args: unknown[]) {
    const url = this.req?.url;
    for (const name of this.getHeaderNames()) if (isInternalHeader(name, url)) this.removeHeader(name);
    const index = args.findIndex((arg, position) => position > 0 && arg !== null && typeof arg === 'object');
    let given: OutgoingHttpHeaders | undefined;
    if (index > 0 && Array.isArray(args[index])) {
      // A flat [name, value, name, value] list.
      const flat = args[index] as unknown[];
      const kept: unknown[] = [];
      for (let at = 0; at + 1 < flat.length; at += 2) if (!isInternalHeader(String(flat[at]), url)) kept.push(flat[at], flat[at + 1]);
      args[index] = kept;
      given = Object.fromEntries(Array.from({ length: kept.length / 2 }, (_, pair) => [String(kept[pair * 2]), kept[pair * 2 + 1] as string]));
    } else if (index > 0) {
      given = args[index] as OutgoingHttpHeaders;
      for (const name of Object.keys(given)) if (isInternalHeader(name, url)) delete given[name];
    }
    if (options.fill) {
      const status = typeof args[0] === 'number' ? args[0] : this.statusCode;
      const head = { ...lowerCased(this.getHeaders()), ...lowerCased(given) };
      const facts = { status, https: options.https(this.req?.headers ?? {}), inlineScriptHashes: options.inlineScriptHashes() };
      for (const [name, value] of Object.entries(missingSecurityHeaders(head, facts))) {
        if (given && !Array.isArray(args[index])) given[name] = value;
        else this.setHeader(name, value);
      }
    }
    return (writeHead as (...rest: unknown[]) => ServerResponse).apply(this, args);
  } as typeof ServerResponse.prototype.writeHead;

  const emit = Server.prototype.emit;
  Server.prototype.emit = function guardedEmit(this: Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [req, res] = args as [IncomingMessage, ServerResponse];
      if (UNSUPPORTED_METHODS.includes((req.method ?? '').toUpperCase())) {
        // Never for any resource here: 501, with the headers of any answer (writeHead above).
        res.statusCode = 501;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(`${STATUS_CODES[501]}\n`);
        return true;
      }
    }
    if (event === 'clientError' && options.fill && this.listenerCount('clientError') === 0) {
      // Node's own answer to a request it cannot parse, with the security headers it would lack.
      const [error, socket] = args as [NodeJS.ErrnoException, Socket];
      const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
      if (socket.writable && !inFlight?.headersSent) {
        const status = clientErrorStatus(error.code);
        const https = options.https(headersOfRawRequest((error as { rawPacket?: unknown }).rawPacket));
        const headers = { ...missingSecurityHeaders({}, { status, https, inlineScriptHashes: [] }), 'Content-Length': '0', Connection: 'close' };
        const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
        socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n`);
      }
      socket.destroy(error);
      return true;
    }
    return (emit as (this: Server, event: string | symbol, ...rest: unknown[]) => boolean).call(this, event, ...args);
  } as typeof Server.prototype.emit;
}
