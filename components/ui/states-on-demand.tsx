import dynamic from 'next/dynamic';
import { importWhenOnline } from '@/lib/offline/import-when-online';

/**
 * The kit's error and empty states, loaded when first shown: most visits of a page show neither,
 * so their code (with the error state's button and icon) stays out of the pages' first load
 * (docs/performance.md#lean-app). Rendered only in the browser: the sections that show them never render
 * on the server (the route guard renders a loading state there). Asked for again once the browser
 * is back online if it was offline (lib/offline/import-when-online.ts).
 */
export const ErrorStateOnDemand = dynamic(() => importWhenOnline(() => import('./error-state')).then((m) => m.ErrorState), { ssr: false });
export const EmptyStateOnDemand = dynamic(() => importWhenOnline(() => import('./empty-state')).then((m) => m.EmptyState), { ssr: false });
