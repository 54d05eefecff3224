import dynamic from 'next/dynamic';
import { listCodeOnly, onServerOnly } from '@/lib/boot/code-in-page';

/**
 * Renders nothing. Rendered in a signed-in screen's static page (components/shell/screen-heading.tsx),
 * it makes Next list the API client's code (axios with it) among the page's scripts, as it does for
 * any `next/dynamic` part rendered on the server (lib/boot/code-in-page.ts): the browser then fetches it beside the page's
 * other scripts instead of after they have run (`preloadApiClientCode`, api-client/core/lazy-client.ts),
 * and the screen's first calls no longer wait for one more download. The same file the lazy client
 * loads, so it is fetched once. Pages for signed-out owners never render it: they load it only when
 * a form is sent (docs/performance.md#code-in-page).
 */
export const ApiClientCodeInPage = onServerOnly(dynamic(() => import('./client').then(listCodeOnly)));
