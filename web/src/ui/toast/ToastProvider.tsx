import { useMemo, useReducer, useRef, type ReactNode } from 'react';
import { ToastContext, type ToastApi } from './toast-context';
import { makeToast, toastReducer, type ToastInput } from './toast-queue';
import { ToastItem } from './ToastItem';
import './toast.css';

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, dispatch] = useReducer(toastReducer, []);
  const nextId = useRef(1);

  const api = useMemo<ToastApi>(() => {
    const show = (input: ToastInput) => {
      const id = nextId.current++;
      dispatch({ type: 'push', toast: makeToast(input, id) });
      return id;
    };
    return {
      show,
      success: (message, options) => show({ ...options, kind: 'success', message }),
      error: (message, options) => show({ ...options, kind: 'error', message }),
      dismiss: (id) => dispatch({ type: 'dismiss', id }),
    };
  }, []);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* The live region is always in the page so screen readers are listening before the first toast arrives. No
          aria-label: a name is not allowed on a plain div (axe aria-prohibited-attr), and each toast says what it is. */}
      <div className="toast-region" aria-live="polite" aria-relevant="additions">
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} onDismiss={api.dismiss} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}
