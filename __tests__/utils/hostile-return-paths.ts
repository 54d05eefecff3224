/**
 * Return addresses (`?next=`) that must never be followed, in the forms an open redirect is tried
 * with. Shared by the unit test of lib/routing/return-path.ts and the end-to-end test that signs in
 * with each (deep-links.spec.ts): every one ends on home. `{host}` is replaced by the site's own
 * host and port (an absolute address of the site itself is refused too: only paths are accepted).
 */
export const HOSTILE_RETURN_PATHS: ReadonlyArray<readonly [string, string]> = [
  ['an absolute URL elsewhere', 'https://evil.example/min-bil'],
  ['an absolute URL of the site itself', 'http://{host}/fordele'],
  ['a protocol-relative address', '//evil.example/fordele'],
  ['three slashes', '///evil.example'],
  ['a slash and a backslash', '/\\evil.example'],
  ['two backslashes', '\\\\evil.example'],
  ['encoded slashes after the first', '/%2F%2Fevil.example'],
  ['an encoded backslash', '/%5Cevil.example'],
  ['a fully encoded address', '%2F%2Fevil.example'],
  ['a tab inside the slashes', '/\t/evil.example'],
  ['an encoded tab', '/%09/evil.example'],
  ['a javascript: URL', 'javascript:alert(document.domain)'],
  ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
  ["another site's internal page path", '/aurora-se/sv/rewards'],
  ["a Swedish site's path on a Danish site", '/erbjudanden'],
  ['a language the site does not speak', '/sv/erbjudanden'],
  ['an API route', '/api/auth/logout'],
  ['the login page itself (a loop)', '/log-ind'],
  ["Next's own files", '/_next/static/chunks/main.js'],
];
