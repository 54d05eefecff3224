import { onDemandInBrowser } from '@/lib/on-demand';

/**
 * The kit's error and empty states, loaded when first shown: most visits of a page show neither,
 * so their code (with the error state's button and icon) stays out of the pages' first load
 * (docs/performance.md#lean-app). Rendered only in the browser: the sections that show them never render
 * on the server (the route guard renders a loading state there). How they load: lib/on-demand.tsx.
 */
export const ErrorStateOnDemand = onDemandInBrowser(() => import('./error-state'), (m) => m.ErrorState);
export const EmptyStateOnDemand = onDemandInBrowser(() => import('./empty-state'), (m) => m.EmptyState);
