// Purchase orders to a distributor (issue 14, spec 001 s2 "POS checkout screen", s3 "Inventory product" and "Purchase
// order to a distributor", s8 "No reseller prices"; decision 0026): the submit form (one schema for the screen and the
// route), the wire shapes and the texts. Money is dollars with 2 decimals on the wire, integer cents inside.
import { z } from 'zod';
import { IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_MSG } from './checkout';
import { id, intRange } from './input';
import { PRODUCT_MSG } from './messages';

export const PURCHASE_MSG = {
  noResellerPrices: 'There are no reseller prices available to list.',
  inventoryError: PRODUCT_MSG.inventoryError,
  noShortParts: 'Every part on this order is in store stock.',
  noPurchaseOrders: 'No purchase orders have been submitted to a distributor for this order.',
  submitted: (confirmation: string) => `Purchase order submitted. Confirmation number: ${confirmation}.`,
  pickQuantity: 'Enter a quantity for at least one part.',
  notOnOrder: 'That part is not on this order.',
  notCarried: (part: string) => `The distributor does not carry ${part}.`,
  warehouseShort: (part: string, n: number) => `The warehouse has only ${n} of ${part}.`,
  unknownWarehouse: 'Choose a warehouse.',
  unknownShipping: 'Choose a shipping method.',
  orderClosed: 'This order is voided or cancelled; nothing can be ordered for it.',
  distributorDown: 'The distributor could not take the order. Try again later.',
  distributorTimeout:
    'The distributor did not answer in time. Submit again: the same purchase order is never placed twice.',
  keyReused: 'This idempotency_key was already used for a different purchase order.',
  orderNotFound: 'That order does not exist.',
  awaiting: 'Awaiting confirmation',
} as const;

/** The submit form: the parts and quantities picked in the "Order From Your Distributor" table. */
export const purchaseSubmitInput = z.object({
  idempotency_key: z.string({ error: IDEMPOTENCY_KEY_MSG }).trim().regex(IDEMPOTENCY_KEY, IDEMPOTENCY_KEY_MSG),
  warehouse_code: z
    .string({ error: PURCHASE_MSG.unknownWarehouse })
    .trim()
    .min(1, PURCHASE_MSG.unknownWarehouse)
    .max(20, PURCHASE_MSG.unknownWarehouse),
  shipping_method: z
    .string({ error: PURCHASE_MSG.unknownShipping })
    .trim()
    .min(1, PURCHASE_MSG.unknownShipping)
    .max(40, PURCHASE_MSG.unknownShipping),
  notes: z.string().trim().max(500, 'Maximum 500 characters').default(''),
  items: z
    .array(z.object({ product_id: id('product_id'), quantity: intRange('Quantity', 1, 10000) }), {
      error: PURCHASE_MSG.pickQuantity,
    })
    .min(1, PURCHASE_MSG.pickQuantity)
    .max(50, 'At most 50 parts on one purchase order.'),
});
export type PurchaseSubmitInput = z.input<typeof purchaseSubmitInput>;

export const purchaseSimulatorInput = z.object({ mode: z.enum(['normal', 'fail', 'timeout']) });

/** Spec 001 s3 "Purchase order to a distributor", with the items' description and cost for the screens. */
export const purchaseOrderWireSchema = z.object({
  Number: z.string(),
  PurchaseOrderID: z.number(),
  ConfirmationNumber: z.string(),
  WarehouseConfirmationNumber: z.string(),
  ToWarehouse: z.object({ Name: z.string(), Code: z.string() }),
  SubmittedToWarehouseDateTime: z.string(),
  CurrentStatus: z.string(),
  ShippingMethod: z.string(),
  Notes: z.string(),
  ShipTo: z.string(),
  Items: z.array(
    z.object({
      AAIABrandCode: z.string(),
      PartNumber: z.string(),
      Quantity: z.number(),
      Description: z.string(),
      YourCost: z.string(),
    }),
  ),
  OrderTotalPrice: z.string(),
  OrderTotalPrice_text: z.string(),
});
export type PurchaseOrderWire = z.infer<typeof purchaseOrderWireSchema>;

/** Spec 001 s3 "Inventory product": the distributor's stock per warehouse and its prices (your_cost first). */
export const inventoryProductSchema = z.object({
  product_id: z.number().nullable(),
  name: z.string(),
  aaia: z.string(),
  mpn: z.string(),
  prices: z.array(z.object({ type: z.string(), price: z.string(), price_text: z.string() })),
  locations: z.array(
    z.object({ warehouseCode: z.string(), name: z.string(), inventory: z.number(), price: z.string() }),
  ),
  totalInventory: z.number(),
  storeInventory: z.number(),
});
export type InventoryProduct = z.infer<typeof inventoryProductSchema>;

/** GET /pos/purchase/getOrderParts: the checkout's "Order From Your Distributor" table and the order's purchase orders. */
export const orderPartsSchema = z.object({
  orderId: z.number(),
  parts: z.array(
    z.object({
      order_product_id: z.number(),
      product_id: z.number(),
      name: z.string(),
      aaia: z.string(),
      mpn: z.string(),
      quantity: z.number(),
      storeInventory: z.number(),
      short: z.number(),
      warehouse: inventoryProductSchema.nullable(),
    }),
  ),
  /** Set when the distributor could not be asked; the parts are still listed without warehouse stock. */
  inventory_error: z.string().nullable(),
  shipping_methods: z.array(z.string()),
  purchase_orders: z.array(purchaseOrderWireSchema),
});
export type OrderParts = z.infer<typeof orderPartsSchema>;

// ---- The purchase calls' answers (decision 0048) ----

/** POST /pos/purchase/submit: the purchase order placed and the order's purchase orders now. */
export const purchaseSubmitAnswer = z.object({
  success: z.string(),
  purchase_order: purchaseOrderWireSchema,
  purchase_orders: z.array(purchaseOrderWireSchema),
});
/** GET /pos/purchase/getPurchaseOrders. */
export const purchaseOrdersAnswer = z.object({ purchase_orders: z.array(purchaseOrderWireSchema) });
/** GET /pos/purchase/status: one purchase order as the distributor now has it. */
export const purchaseStatusAnswer = z.object({ purchase_order: purchaseOrderWireSchema });
/** GET /pos/purchase/simulator: the distributor simulator's mode and time limit. */
export const purchaseSimulatorSchema = z.object({ mode: z.string(), timeout_ms: z.number() });
/** POST /pos/purchase/simulator. */
export const purchaseSimulatorAnswer = z.object({ success: z.string(), mode: purchaseSimulatorInput.shape.mode });
/** POST /api/inventory/getWarehouseInventory: one product's warehouse stock, or null when the distributor has none. */
export const warehouseInventoryAnswer = z.object({ success: z.boolean(), data: inventoryProductSchema.nullable() });
