import { useRef } from 'react';

/**
 * A fresh idempotency key: one per attempt, so a double click has one effect (renewed after a success).
 * crypto.randomUUID needs https, which a store LAN may lack: then time and randomness.
 */
export const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/**
 * An add form's idempotency key (decision 0099): the same for a double click and for every retry of one add, a new one
 * once that add succeeded. An edit names its row and sends no key.
 */
export function useAddKey() {
  const key = useRef(newKey());
  return {
    for: (editing: boolean) => (editing ? undefined : key.current),
    renew: () => {
      key.current = newKey();
    },
  };
}
