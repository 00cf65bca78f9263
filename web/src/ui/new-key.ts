/**
 * A fresh idempotency key: one per attempt, so a double click has one effect (renewed after a success).
 * crypto.randomUUID needs https, which a store LAN may lack: then time and randomness.
 */
export const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
