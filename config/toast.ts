/** Toast constants (docs/product.md#constants). */
export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_PROGRESS_TICK_MS = 10;
export const TOAST_KINDS = ['success', 'warning', 'error'] as const;
export type ToastKind = (typeof TOAST_KINDS)[number];
