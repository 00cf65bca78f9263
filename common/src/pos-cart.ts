// The POS cart (spec 001 sections 2, 3, 5, 8, 9; decision 0019): exact texts, constants, and the rules the counter
// screen and the server share — one schema per form and route, money in integer cents.
import { z } from 'zod';

export const POS_CART_MSG = {
  customerAssigned: 'Customer assigned to cart!',
  customerRemoved: 'Customer removed from cart.',
  customerRequired: 'A customer must be selected!',
  priceUpdated: 'The unit price has been updated.',
  priceNotUpdated: "The unit price couldn't be updated.",
  systemError: 'A system error occurred. Contact your administrator.',
  laborUpdated: 'The labor has been updated.',
  laborNotUpdated: "The labor couldn't be updated.",
  laborTime: 'Time must be a positive number.',
  laborQuantity: 'Quantity must be a positive number.',
  laborRateUnknown: 'Choose a labor rate.',
  customName: 'Name is a required field.',
  customPrice: 'Price must be a positive number.',
  customQuantity: 'Quantity must be a positive number.',
  customTaxHint: 'Leave blank to exclude tax.',
  stockWarning: "I'm sorry, this product is either not available in the desired quantity or not in stock.",
  outOfStock: 'Out of Stock',
  poAdded: 'PO Number added successfully.',
  poFailed: 'Error adding PO Number.',
  poRequired: 'Please add a PO Number to each product before completing check out.',
  orderSaved: 'Order Saved',
  priceBelowZero: 'The new price cannot be below $0.00.',
  adjustmentBelowOriginal: 'The adjustment cannot take more than the original price.',
  percentBelow: 'The percentage cannot be below -100.',
  scanNotFound: (code: string) => `No part matches ${code}.`,
  scanAmbiguous: (code: string) => `More than one part matches ${code}. Choose one.`,
  vehicleAdded: 'Vehicle added to the cart.',
  vehicleRemoved: 'Vehicle removed from the cart.',
  vehicleNotFound: 'That vehicle was not found.',
  vinInvalid: 'That VIN could not be decoded.',
  orderNotEditable: 'That order can no longer be changed from the cart.',
} as const;

/** Debounces and timers of spec 001 section 9. */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 300;
export const QUANTITY_DEBOUNCE_MS = 500;
export const APPLY_TO_ALL_RESET_MS = 250;
export const QUANTITY_SELECT_MAX = 9;
export const THUMBNAIL_MAX_PX = 100;
/** A keyboard-wedge scanner types a code faster than this per key and ends it with Enter. */
export const SCAN_KEY_GAP_MS = 50;

/** A customer as the picker shows and the search answers it. */
export const pickedCustomerSchema = z.object({
  customer_id: z.number(),
  firstname: z.string().optional(),
  lastname: z.string().optional(),
  name: z.string().optional(),
  email: z.string(),
  telephone: z.string().optional(),
});
export type PickedCustomer = z.infer<typeof pickedCustomerSchema>;
export const customerSearchAnswer = z.object({ success: z.string().optional(), customers: z.array(pickedCustomerSchema) });

export function customerLabel(c: PickedCustomer): string {
  return (c.name ?? `${c.firstname ?? ''} ${c.lastname ?? ''}`).trim() || c.email;
}
