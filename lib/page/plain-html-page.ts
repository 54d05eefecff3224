/**
 * Pages the server writes as plain HTML, outside Next's pages: no script, their own styles inline
 * (their answers' CSP allows inline styles and nothing else to run), never indexed. The offline page
 * (lib/offline/offline-page.ts) and the local stack's developer pages (lib/dev/) are written so.
 */

/** Text or an attribute's value, safe inside HTML. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/**
 * The whole document around a page's body. `title` is text (escaped here); `head` (more of the
 * head, after the robots tag), `style` and `body` are HTML, escaped by their writer.
 */
export function plainHtmlPage({ lang, title, head = '', style, body }: { lang: string; title: string; head?: string; style: string; body: string }): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
${head}<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
${body}
</body>
</html>
`;
}
