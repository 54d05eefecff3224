import { VIEW_ATTRIBUTE } from '@/config/boot';
import { inlineCall } from './inline-script';

/**
 * Runs in the head of a page with views (the rewards page and its Points tab), before its first
 * paint and before any of its code: it gives <html> the attribute `attribute` with the value of the
 * address's query parameter `param`, when there is one, so the static page shows that view's
 * outline (ScreenShell's `view`, components/shell/screen-heading.tsx). Never fails the page.
 * Written into the page by its text (inlineCall, lib/boot/inline-script.ts): it names nothing but
 * its parameters and the browser's.
 */
export function markView(param: string, attribute: string): void {
  try {
    const view = new URLSearchParams(window.location.search).get(param);
    if (view) document.documentElement.setAttribute(attribute, view);
  } catch {}
}

/** The view mark's inline script for a route's view parameter: static per page, so the build's CSP hashes cover it (scripts/csp-hashes.ts). */
export function viewMarkScript(param: string): string {
  return inlineCall(markView, param, VIEW_ATTRIBUTE);
}
