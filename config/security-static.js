// @ts-check
// Security headers of the answers proxy.ts never sees (Next's own files and public/ assets), for
// next.config.js. Pages and API routes get theirs, with a per-site Content-Security-Policy, from
// the proxy (lib/security/security-headers.ts); the values here must stay those of
// config/security.ts (__tests__/unit/security checks they do).

const STATIC_SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // A script file or an SVG opened on its own runs nothing and is framed by nobody.
  { key: 'Content-Security-Policy', value: "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; object-src 'none'; base-uri 'self'" },
];

// The service worker (public/sw.js) fetches its site's offline page and the pages a navigation
// asks for, on its own origin: its policy allows that and nothing else (a worker's fetches follow
// the policy its script came with). Set after the rule for every public file, which it overrides.
const SERVICE_WORKER_SECURITY_HEADERS = STATIC_SECURITY_HEADERS.map((header) =>
  header.key === 'Content-Security-Policy'
    ? { key: header.key, value: "default-src 'none'; connect-src 'self'; frame-ancestors 'none'; object-src 'none'; base-uri 'self'" }
    : header,
);

/** @returns {Promise<import('next/dist/lib/load-custom-routes').Header[]>} */
async function staticSecurityHeaders() {
  return [
    // Only paths the proxy does not answer (its matcher in proxy.ts): a header set here and there
    // would be sent twice.
    // Not next dev's own folder: it serves _clientMiddlewareManifest.js, which the page loads as a
    // script, as application/json (vercel/next.js#92180), and under nosniff the browser refuses it
    // with a console error on every page. A build has no static/development/ folder.
    { source: '/_next/static/:path((?!development/).*)', headers: STATIC_SECURITY_HEADERS },
    { source: '/:file((?!api/)(?!_next/).*\\.[a-zA-Z0-9]+)', headers: STATIC_SECURITY_HEADERS },
    { source: '/sw.js', headers: SERVICE_WORKER_SECURITY_HEADERS },
  ];
}

module.exports = { staticSecurityHeaders, STATIC_SECURITY_HEADERS, SERVICE_WORKER_SECURITY_HEADERS };
