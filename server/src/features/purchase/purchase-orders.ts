// Purchase orders to a distributor (issue 14, decision 0026): the checkout's short-parts list with the distributor's
// stock and cost, the idempotent submit, and the stored purchase orders in the spec's shape (spec 001 s3).
//
// Submit: the row is claimed first (insert … on conflict do nothing on (order_id, idempotency_key)), then the
// distributor is called with the row's request key outside any transaction, then the answer is written with a
// conditional update (status pending → submitted). A retry or a concurrent request with the same key finds the row
// and asks the distributor again with the same key, which answers the earlier order: one purchase order, one order
// at the distributor. A refusal or failure deletes the still-pending row (nothing was placed); a lost answer keeps it
// pending until a retry (or a later listing) learns the outcome.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { centsToDecimal, formatCents } from '@parts/common/money';
import {
  PURCHASE_MSG,
  type InventoryProduct,
  type OrderParts,
  type PurchaseOrderWire,
  type PurchaseSubmitInput,
} from '@parts/common/purchase';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { locations, orderProducts, orders, purchaseOrders, type PurchaseOrderItem } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';
import { orderStoreId } from '#src/features/checkout/order-holds';
import { formatStoreTime } from '@parts/common/store-time';
import { orderTimeZone } from '#src/features/checkout/store-time-zone';
import { loadSettings } from '#src/features/settings/queries';
import {
  DistributorLostAnswer,
  DistributorRefused,
  DistributorUnavailable,
  withDistributorTimeout,
  type DistributorInventoryItem,
  type DistributorOrder,
  type DistributorProvider,
} from '#src/features/distributor/distributor';

type PoRow = typeof purchaseOrders.$inferSelect;
const CLOSED = ['voided', 'cancelled'];
const upper = (s: string) => s.toUpperCase();
const partKey = (aaia: string, mpn: string) => `${upper(aaia)}|${upper(mpn)}`;

/** A stored purchase order in the spec's shape. */
export function purchaseOrderWire(r: PoRow, timeZone: string): PurchaseOrderWire {
  return {
    Number: `PO-${r.orderId}-${r.purchaseOrderId}`,
    PurchaseOrderID: r.purchaseOrderId,
    ConfirmationNumber: r.confirmationNumber ?? '',
    WarehouseConfirmationNumber: r.warehouseConfirmationNumber ?? '',
    ToWarehouse: { Name: r.warehouseName, Code: r.warehouseCode },
    SubmittedToWarehouseDateTime: r.submittedAt ? formatStoreTime(r.submittedAt, timeZone, 'ymdHi') : '',
    CurrentStatus: r.status === 'pending' ? PURCHASE_MSG.awaiting : r.currentStatus,
    ShippingMethod: r.shippingMethod,
    Notes: r.notes,
    ShipTo: r.shipTo,
    Items: r.items.map((i) => ({
      AAIABrandCode: i.aaia,
      PartNumber: i.mpn,
      Quantity: i.quantity,
      Description: i.description,
      YourCost: centsToDecimal(i.unit_cost_cents),
    })),
    OrderTotalPrice: centsToDecimal(r.totalCents),
    OrderTotalPrice_text: formatCents(r.totalCents),
  };
}

/** Writes the distributor's answer onto a pending row (exactly one writer wins; the others see the same row). */
async function settle(db: Db, row: PoRow, placed: DistributorOrder): Promise<PoRow> {
  const byPart = new Map(placed.items.map((i) => [partKey(i.aaia, i.mpn), i.unit_cost_cents]));
  const items = row.items.map((i) => ({
    ...i,
    unit_cost_cents: byPart.get(partKey(i.aaia, i.mpn)) ?? i.unit_cost_cents,
  }));
  await db
    .update(purchaseOrders)
    .set({
      status: 'submitted',
      confirmationNumber: placed.confirmationNumber,
      warehouseConfirmationNumber: placed.warehouseConfirmationNumber,
      currentStatus: placed.status,
      totalCents: placed.totalCents,
      items,
      submittedAt: placed.submittedAt,
    })
    .where(and(eq(purchaseOrders.purchaseOrderId, row.purchaseOrderId), eq(purchaseOrders.status, 'pending')));
  const [now] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.purchaseOrderId, row.purchaseOrderId));
  return now!;
}

/** Pending rows whose answer was lost: asks the distributor by key and records what it knows. */
async function reconcile(db: Db, provider: DistributorProvider, rows: PoRow[]): Promise<PoRow[]> {
  const out: PoRow[] = [];
  for (const r of rows) {
    if (r.status !== 'pending') {
      out.push(r);
      continue;
    }
    const placed = await withDistributorTimeout(db, provider.orderStatus(r.requestKey)).catch(() => null);
    out.push(placed ? await settle(db, r, placed) : r);
  }
  return out;
}

/** The order's purchase orders, oldest first (the receipt and the order view read these). */
export async function purchaseOrdersOf(
  db: Db,
  orderId: number,
  provider?: DistributorProvider,
): Promise<PurchaseOrderWire[]> {
  let rows = await db
    .select()
    .from(purchaseOrders)
    .where(eq(purchaseOrders.orderId, orderId))
    .orderBy(asc(purchaseOrders.purchaseOrderId));
  if (provider) rows = await reconcile(db, provider, rows);
  const timeZone = await orderTimeZone(db, orderId);
  return rows.map((r) => purchaseOrderWire(r, timeZone));
}

/** The store an order is served from (the one rule: checkout/order-holds.ts orderStoreId); null when none is known. */
async function orderStore(db: Db, o: typeof orders.$inferSelect) {
  const locationId = await orderStoreId(db, o);
  if (!locationId) return null;
  const [store] = await db.select().from(locations).where(eq(locations.locationId, locationId));
  return store ?? null;
}

/** The spec's "Inventory product" from the distributor's answer and the store's count. */
export function inventoryProduct(
  productId: number | null,
  item: DistributorInventoryItem,
  storeInventory: number,
): InventoryProduct {
  const cost = centsToDecimal(item.yourCostCents);
  return {
    product_id: productId,
    name: item.name,
    aaia: item.aaia,
    mpn: item.mpn,
    prices: [
      { type: 'your_cost', price: cost, price_text: formatCents(item.yourCostCents) },
      { type: 'list', price: centsToDecimal(item.listCents), price_text: formatCents(item.listCents) },
    ],
    locations: item.warehouses.map((w) => ({
      warehouseCode: w.code,
      name: w.name,
      inventory: w.quantity,
      price: cost,
    })),
    totalInventory: item.warehouses.reduce((n, w) => n + w.quantity, 0),
    storeInventory,
  };
}

/**
 * GET /pos/purchase/getOrderParts: each catalogue line of the order with the store's stock and what is short (ordered
 * less what the order took from stores, what the order's store still has — every store when the order has none — and
 * what its purchase orders already asked the distributor for),
 * the distributor's stock and cost, the shipping methods and the order's purchase orders.
 */
export async function orderParts(db: Db, provider: DistributorProvider, orderId: number): Promise<OrderParts> {
  const [o] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  if (!o) throw new HttpError(404, PURCHASE_MSG.orderNotFound);
  const lines = (
    await db
      .select()
      .from(orderProducts)
      .where(eq(orderProducts.orderId, orderId))
      .orderBy(asc(orderProducts.orderProductId))
  ).filter((l) => l.productId !== null);
  const store = await orderStore(db, o);
  const stores = rowsOf<{ location_id: number }>(
    await db.execute(sql`select location_id from locations where kind = 'store'`),
  ).map((r) => r.location_id);
  const counted = store ? [store.locationId] : stores;
  const ids = [...new Set(lines.map((l) => l.productId!))];
  const stock =
    ids.length && counted.length
      ? rowsOf<{ product_id: number; n: number }>(
          await db.execute(sql`select product_id, coalesce(sum(greatest(quantity, 0)), 0)::int as n from inventory
          where product_id in (${sql.join(
            ids.map((i) => sql`${i}`),
            sql`, `,
          )}) and location_id in (${sql.join(
            counted.map((i) => sql`${i}`),
            sql`, `,
          )}) group by product_id`),
        )
      : [];
  const storeCount = new Map(stock.map((s) => [s.product_id, s.n]));
  let inventory_error: string | null = null;
  let carried = new Map<string, DistributorInventoryItem>();
  try {
    const items = await withDistributorTimeout(
      db,
      provider.inventory(lines.map((l) => ({ aaia: l.aaia, mpn: l.mpn }))),
    );
    carried = new Map(items.map((i) => [partKey(i.aaia, i.mpn), i]));
  } catch {
    inventory_error = PURCHASE_MSG.inventoryError;
  }
  const purchaseOrdersNow = await purchaseOrdersOf(db, orderId, provider);
  // Units already on this order's purchase orders are no longer short.
  const onOrder = new Map<string, number>();
  for (const po of purchaseOrdersNow)
    for (const i of po.Items)
      onOrder.set(
        partKey(i.AAIABrandCode, i.PartNumber),
        (onOrder.get(partKey(i.AAIABrandCode, i.PartNumber)) ?? 0) + i.Quantity,
      );
  const parts = lines
    .map((l) => {
      const fromStores = l.reserved.filter((r) => stores.includes(r.location_id)).reduce((n, r) => n + r.quantity, 0);
      const inStore = storeCount.get(l.productId!) ?? 0;
      const rawShort = Math.max(0, l.quantity - fromStores - inStore);
      const ordered = onOrder.get(partKey(l.aaia, l.mpn)) ?? 0;
      const covered = Math.min(ordered, rawShort);
      onOrder.set(partKey(l.aaia, l.mpn), ordered - covered);
      const short = rawShort - covered;
      const item = carried.get(partKey(l.aaia, l.mpn));
      return {
        order_product_id: l.orderProductId,
        product_id: l.productId!,
        name: l.name,
        aaia: l.aaia,
        mpn: l.mpn,
        quantity: l.quantity,
        storeInventory: inStore,
        short,
        warehouse: item ? inventoryProduct(l.productId, item, inStore) : null,
      };
    })
    .filter((p) => p.short > 0);
  const settings = await loadSettings(db);
  return {
    orderId,
    parts,
    inventory_error,
    shipping_methods: settings.purchase_shipping_methods,
    purchase_orders: purchaseOrdersNow,
  };
}

/** POST /pos/purchase/submit?orderId: places the purchase order once per idempotency key (see the file comment). */
export async function submitPurchaseOrder(
  db: Db,
  provider: DistributorProvider,
  orderId: number,
  input: PurchaseSubmitInput & { notes: string },
  userId: number,
): Promise<{ purchaseOrder: PurchaseOrderWire; created: boolean }> {
  const [o] = await db.select().from(orders).where(eq(orders.orderId, orderId));
  if (!o) throw new HttpError(404, PURCHASE_MSG.orderNotFound);
  if (CLOSED.includes(o.status)) throw new HttpError(409, PURCHASE_MSG.orderClosed);
  const settings = await loadSettings(db);
  if (!settings.purchase_shipping_methods.includes(input.shipping_method))
    throw new HttpError(400, PURCHASE_MSG.unknownShipping, { shipping_method: PURCHASE_MSG.unknownShipping });
  const [warehouse] = await db
    .select()
    .from(locations)
    .where(
      and(
        eq(locations.kind, 'warehouse'),
        sql`coalesce(${locations.warehouseCode}, ${locations.name}) = ${input.warehouse_code}`,
      ),
    );
  if (!warehouse)
    throw new HttpError(400, PURCHASE_MSG.unknownWarehouse, { warehouse_code: PURCHASE_MSG.unknownWarehouse });

  const items = input.items as { product_id: number; quantity: number }[];
  const lines = await db
    .select()
    .from(orderProducts)
    .where(
      and(
        eq(orderProducts.orderId, orderId),
        inArray(
          orderProducts.productId,
          items.map((i) => i.product_id),
        ),
      ),
    );
  const wanted: PurchaseOrderItem[] = [];
  for (const [n, i] of items.entries()) {
    const line = lines.find((l) => l.productId === i.product_id);
    if (!line)
      throw new HttpError(400, PURCHASE_MSG.notOnOrder, { [`items.${n}.product_id`]: PURCHASE_MSG.notOnOrder });
    const same = wanted.find((w) => w.product_id === i.product_id);
    if (same) same.quantity += i.quantity;
    else
      wanted.push({
        product_id: i.product_id,
        aaia: line.aaia,
        mpn: line.mpn,
        description: line.name,
        quantity: i.quantity,
        unit_cost_cents: 0,
      });
  }
  // The same key again: the same purchase order (a key sent with other parts or another warehouse is refused).
  const sameContent = (row: PoRow) => {
    const shape = (a: PurchaseOrderItem[]) => JSON.stringify(a.map((i) => [i.product_id, i.quantity]).sort());
    if (shape(row.items) !== shape(wanted) || row.warehouseCode !== input.warehouse_code)
      throw new HttpError(409, PURCHASE_MSG.keyReused, { idempotency_key: PURCHASE_MSG.keyReused });
  };
  const [existing] = await db
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.orderId, orderId), eq(purchaseOrders.idempotencyKey, input.idempotency_key)));
  if (existing) sameContent(existing);
  if (existing?.status === 'submitted')
    return { purchaseOrder: purchaseOrderWire(existing, await orderTimeZone(db, existing.orderId)), created: false };
  const store = await orderStore(db, o);
  const shipTo = store
    ? `${store.name}, ${store.address1}, ${store.city}, ${store.zoneCode} ${store.postcode}`
    : settings.store_name;

  // Claim the key: one row per (order, key), however many requests race.
  const [claimed] = await db
    .insert(purchaseOrders)
    .values({
      orderId,
      idempotencyKey: input.idempotency_key,
      requestKey: `po:${orderId}:${input.idempotency_key}`,
      status: 'pending',
      warehouseCode: input.warehouse_code,
      warehouseName: warehouse.name,
      shippingMethod: input.shipping_method,
      notes: input.notes,
      shipTo,
      items: wanted,
      createdBy: userId,
    })
    .onConflictDoNothing()
    .returning();
  const row =
    claimed ??
    (
      await db
        .select()
        .from(purchaseOrders)
        .where(and(eq(purchaseOrders.orderId, orderId), eq(purchaseOrders.idempotencyKey, input.idempotency_key)))
    )[0]!;
  if (!claimed) {
    sameContent(row);
    if (row.status === 'submitted')
      return { purchaseOrder: purchaseOrderWire(row, await orderTimeZone(db, row.orderId)), created: false };
  }

  try {
    const placed = await withDistributorTimeout(
      db,
      provider.submitOrder({
        requestKey: row.requestKey,
        warehouseCode: row.warehouseCode,
        shippingMethod: row.shippingMethod,
        shipTo: row.shipTo,
        notes: row.notes,
        items: row.items.map((i) => ({ aaia: i.aaia, mpn: i.mpn, quantity: i.quantity })),
      }),
    );
    return {
      purchaseOrder: purchaseOrderWire(await settle(db, row, placed), await orderTimeZone(db, row.orderId)),
      created: Boolean(claimed),
    };
  } catch (err) {
    if (err instanceof DistributorLostAnswer) throw new HttpError(504, PURCHASE_MSG.distributorTimeout);
    if (err instanceof DistributorRefused || err instanceof DistributorUnavailable) {
      // Nothing was placed: free the key so the same form can be sent again.
      await db
        .delete(purchaseOrders)
        .where(and(eq(purchaseOrders.purchaseOrderId, row.purchaseOrderId), eq(purchaseOrders.status, 'pending')));
      if (err instanceof DistributorUnavailable) throw new HttpError(502, PURCHASE_MSG.distributorDown);
      throw new HttpError(409, refusalText(err, row.items));
    }
    throw err;
  }
}

/** The distributor's refusal in the store's words ("The warehouse has only 3 of …"). */
function refusalText(err: DistributorRefused, items: PurchaseOrderItem[]): string {
  const item = items.find((i) => partKey(i.aaia, i.mpn) === partKey(err.part.aaia, err.part.mpn));
  const part = item ? `${item.description} (${item.aaia} ${item.mpn})` : `${err.part.aaia} ${err.part.mpn}`;
  return err.part.reason === 'short'
    ? PURCHASE_MSG.warehouseShort(part, err.part.available)
    : PURCHASE_MSG.notCarried(part);
}
