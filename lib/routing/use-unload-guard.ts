import { useEffect } from 'react';

/**
 * While `active`, closing or reloading the tab asks first: the browser's own beforeunload question
 * (browsers no longer show a page's text there). For a request that must not be cut off by a
 * reload (a claim, a purchase) and for unsaved changes (`useLeaveWarning`). Moving to another page
 * of the app does not cut a request off, so that is not asked about here.
 */
export function useUnloadGuard(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
