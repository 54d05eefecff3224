import { useEffect, useMemo, useReducer, type Dispatch, type ReactNode } from 'react';
import { useTheme } from 'styled-components';
import type { ToastKind } from '@/config/toast';
import { ToastContext, type ToastApi } from './toast-context';
import { createToast, nextChangeIn, toastReducer, type ToastAction, type ToastInput, type ToastOptions } from './toast-state';
import { ToastViewport } from './toast-viewport';

// Ids stay unique across providers and across re-created APIs (a theme change).
let lastToastId = 0;

function createToastApi(dispatch: Dispatch<ToastAction>, colorFor: (kind: ToastKind) => string): ToastApi {
  const show = (input: ToastInput) => {
    lastToastId += 1;
    const id = `toast-${lastToastId}`;
    dispatch({ type: 'add', toast: createToast(input, { id, color: colorFor(input.kind), now: Date.now() }) });
    return id;
  };
  const ofKind = (kind: ToastKind) => (message: string, options?: ToastOptions) => show({ ...options, kind, message });
  return {
    show,
    success: ofKind('success'),
    warning: ofKind('warning'),
    error: ofKind('error'),
    dismiss: (id) => dispatch({ type: 'dismiss', id }),
  };
}

/**
 * Holds the toasts and shows them. Mount once, inside the ThemeProvider and the translation
 * provider, around everything that may call useToast.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const [toasts, dispatch] = useReducer(toastReducer, []);

  // One timer for whichever toast is due next, to appear or to go.
  useEffect(() => {
    const wait = nextChangeIn(toasts, Date.now());
    if (wait === null) return;
    const timer = setTimeout(() => dispatch({ type: 'advance', now: Date.now() }), wait);
    return () => clearTimeout(timer);
  }, [toasts]);

  const api = useMemo(() => createToastApi(dispatch, (kind) => theme.colors[kind]), [theme]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport
        toasts={toasts}
        onDismiss={api.dismiss}
        onPause={(id) => dispatch({ type: 'pause', id, now: Date.now() })}
        onResume={(id) => dispatch({ type: 'resume', id, now: Date.now() })}
      />
    </ToastContext.Provider>
  );
}
