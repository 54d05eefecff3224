import { createContext } from 'react';
import type { ToastInput, ToastOptions } from './toast-state';

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (input: ToastInput) => string;
  success: (message: string, options?: ToastOptions) => string;
  warning: (message: string, options?: ToastOptions) => string;
  error: (message: string, options?: ToastOptions) => string;
  dismiss: (id: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);
