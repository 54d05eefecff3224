import { useContext } from 'react';
import { ToastContext, type ToastApi } from './toast-context';

/** Shows toasts from anywhere below a ToastProvider: `const toast = useToast(); toast.success(t('saved'))`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside a ToastProvider');
  return api;
}
