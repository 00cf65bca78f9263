// The toast queue as plain data (spec 000 sections 8-9): success and error titles, at most TOAST_LIMIT at once,
// the newest pushing the oldest out, 3000 ms by default and 8000 ms for errors of staff actions.
import { STAFF_ERROR_TOAST_MS, TOAST_LIMIT, TOAST_MS } from '@parts/common/constants';
import { MSG } from '@parts/common/messages';

export type ToastKind = 'success' | 'error' | 'info';

export interface ToastLink {
  label: string;
  to: string;
}

export interface ToastInput {
  kind: ToastKind;
  message: string;
  title?: string;
  /** Overrides the auto-close delay (e.g. APPOINTMENT_SUCCESS_TOAST_MS). */
  ms?: number;
  /** An error of a staff action stays longer so a cashier can read it while serving. */
  staff?: boolean;
  links?: ToastLink[];
}

export interface Toast {
  id: number;
  kind: ToastKind;
  title: string;
  message: string;
  ms: number;
  links: ToastLink[];
}

export type ToastAction = { type: 'push'; toast: Toast } | { type: 'dismiss'; id: number };

const DEFAULT_TITLES: Record<ToastKind, string> = {
  success: MSG.toastSuccessTitle,
  error: MSG.toastErrorTitle,
  info: '',
};

export function makeToast(input: ToastInput, id: number): Toast {
  const ms = input.ms ?? (input.kind === 'error' && input.staff ? STAFF_ERROR_TOAST_MS : TOAST_MS);
  return {
    id,
    kind: input.kind,
    title: input.title ?? DEFAULT_TITLES[input.kind],
    message: input.message,
    ms,
    links: input.links ?? [],
  };
}

export function toastReducer(state: readonly Toast[], action: ToastAction): Toast[] {
  switch (action.type) {
    case 'push':
      return [...state, action.toast].slice(-TOAST_LIMIT);
    case 'dismiss':
      return state.filter((t) => t.id !== action.id);
  }
}
