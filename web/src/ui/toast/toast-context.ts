import { createContext, useContext } from 'react';
import type { ToastInput } from './toast-queue';

type ToastOptions = Omit<ToastInput, 'kind' | 'message'>;

export interface ToastApi {
  show: (input: ToastInput) => number;
  success: (message: string, options?: ToastOptions) => number;
  /** Pass `{ staff: true }` for a failed staff action so it stays up for STAFF_ERROR_TOAST_MS. */
  error: (message: string, options?: ToastOptions) => number;
  dismiss: (id: number) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it');
  return api;
}
