import { describe, expect, it } from 'vitest';
import { STAFF_ERROR_TOAST_MS, TOAST_LIMIT, TOAST_MS } from '@parts/common/constants';
import { MSG } from '@parts/common/messages';
import { makeToast, toastReducer, type Toast } from './toast-queue';

const push = (state: Toast[], id: number): Toast[] =>
  toastReducer(state, { type: 'push', toast: makeToast({ kind: 'success', message: `m${id}` }, id) });

describe('makeToast', () => {
  it('titles success and error toasts with the spec texts', () => {
    expect(makeToast({ kind: 'success', message: 'Saved' }, 1).title).toBe(MSG.toastSuccessTitle);
    expect(makeToast({ kind: 'error', message: 'No' }, 1).title).toBe(MSG.toastErrorTitle);
    expect(makeToast({ kind: 'info', message: 'Hi', title: 'Order Saved' }, 1).title).toBe('Order Saved');
  });

  it('closes after 3000 ms by default and 8000 ms for errors of staff actions', () => {
    expect(makeToast({ kind: 'success', message: 'a' }, 1).ms).toBe(TOAST_MS);
    expect(makeToast({ kind: 'error', message: 'a' }, 1).ms).toBe(TOAST_MS);
    expect(makeToast({ kind: 'error', message: 'a', staff: true }, 1).ms).toBe(STAFF_ERROR_TOAST_MS);
    expect(makeToast({ kind: 'success', message: 'a', staff: true }, 1).ms).toBe(TOAST_MS);
    expect(makeToast({ kind: 'success', message: 'a', ms: 5000 }, 1).ms).toBe(5000);
  });
});

describe('toastReducer', () => {
  it('keeps at most TOAST_LIMIT toasts, the newest pushing the oldest out', () => {
    let state: Toast[] = [];
    for (let id = 1; id <= TOAST_LIMIT + 2; id++) state = push(state, id);
    expect(state).toHaveLength(TOAST_LIMIT);
    expect(state.map((t) => t.id)).toEqual([3, 4, 5]);
  });

  it('dismisses only the named toast', () => {
    const state = push(push([], 1), 2);
    expect(toastReducer(state, { type: 'dismiss', id: 1 }).map((t) => t.id)).toEqual([2]);
    expect(toastReducer(state, { type: 'dismiss', id: 99 })).toEqual(state);
  });
});
