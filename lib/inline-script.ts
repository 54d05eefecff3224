/**
 * A value written into an inline script of a page's static HTML (pages/_document.tsx): JSON, with
 * `<` escaped so it can never close the element. Used only on the server, when the page is written.
 */
export const scriptLiteral = (value: string) => JSON.stringify(value).replaceAll('<', '\\u003c');
