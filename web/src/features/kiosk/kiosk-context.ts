import { createContext, useContext } from 'react';

export interface KioskState {
  /** The Reset button: clears the shopper's session and goes to the kiosk homepage. */
  reset: () => Promise<void>;
  resetting: boolean;
  /** Submit to Buy made this order: show its number, then end the shopper's session (decision 0052). */
  orderPlaced: (orderId: number) => void;
}

export const KioskContext = createContext<KioskState | null>(null);

export function useKiosk(): KioskState | null {
  return useContext(KioskContext);
}
