// Purchase orders to a distributor (issue 14, decision 0026), staff only: the checkout's "Order From Your Distributor"
// table, the idempotent submit, a purchase order's status, the distributor simulator's switch, and the warehouse
// stock and reseller prices of one product for the product page's inventory panel.
import { z } from 'zod';
import { id, INT4_MAX, wholeNumber } from '@parts/common/input';
import { PRODUCT_MSG } from '@parts/common/messages';
import {
  orderPartsSchema,
  PURCHASE_MSG,
  purchaseOrdersAnswer,
  purchaseSimulatorAnswer,
  purchaseSimulatorInput,
  purchaseSimulatorSchema,
  purchaseStatusAnswer,
  purchaseSubmitAnswer,
  purchaseSubmitInput,
  warehouseInventoryAnswer,
} from '@parts/common/purchase';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '#src/db/rows';
import { purchaseOrders } from '#src/db/schema/index';
import { HttpError, notFound } from '#src/http/errors';
import { staffOf } from '#src/http/route-access';
import type { App, Deps } from '#src/http/types';
import { loadSettings, saveSettings } from '#src/features/settings/queries';
import { distributorProvider, withDistributorTimeout } from '#src/features/distributor/distributor';
import { inventoryProduct, orderParts, purchaseOrdersOf, submitPurchaseOrder } from './purchase-orders';

const orderIdQuery = z.object({ orderId: id('orderId') });
const productIdInput = wholeNumber({
  min: 1,
  max: INT4_MAX,
  notNumber: 'productId must be a positive number.',
  belowMin: 'productId must be a positive number.',
  aboveMax: 'productId must be a positive number.',
});

export async function purchaseRoutes(app: App, { db }: Deps): Promise<void> {
  const provider = distributorProvider(db);
  const tags = ['purchase orders', 'staff'];

  app.get(
    '/pos/purchase/getOrderParts',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        response: { 200: orderPartsSchema },
        tags,
        summary:
          'The order’s parts short in store stock with the distributor’s warehouse stock and cost, and its purchase orders (?orderId)',
        querystring: orderIdQuery,
      },
    },
    async (req) => {
      return orderParts(db, provider, req.query.orderId);
    },
  );

  app.post(
    '/pos/purchase/submit',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        response: { 200: purchaseSubmitAnswer },
        tags,
        summary:
          'Submits a purchase order to the distributor (?orderId; body: idempotency_key, warehouse_code, shipping_method, notes, items[product_id, quantity]); a repeated key answers the same purchase order',
        querystring: orderIdQuery,
        body: purchaseSubmitInput,
      },
    },
    async (req) => {
      const staff = staffOf(req);
      const r = await submitPurchaseOrder(db, provider, req.query.orderId, req.body, staff.userId);
      return {
        success: PURCHASE_MSG.submitted(r.purchaseOrder.ConfirmationNumber),
        purchase_order: r.purchaseOrder,
        purchase_orders: await purchaseOrdersOf(db, req.query.orderId),
      };
    },
  );

  app.get(
    '/pos/purchase/getPurchaseOrders',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        response: { 200: purchaseOrdersAnswer },
        tags,
        summary: 'The order’s purchase orders; ones whose answer was lost are asked about again (?orderId)',
        querystring: orderIdQuery,
      },
    },
    async (req) => {
      return { purchase_orders: await purchaseOrdersOf(db, req.query.orderId, provider) };
    },
  );

  app.get(
    '/pos/purchase/status',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        response: { 200: purchaseStatusAnswer },
        tags,
        summary: 'A purchase order’s status at the distributor (?purchase_order_id)',
        querystring: z.object({ purchase_order_id: id('purchase_order_id') }),
      },
    },
    async (req) => {
      const [row] = await db
        .select()
        .from(purchaseOrders)
        .where(eq(purchaseOrders.purchaseOrderId, req.query.purchase_order_id));
      if (!row) throw notFound('That purchase order does not exist.');
      const placed = await withDistributorTimeout(db, provider.orderStatus(row.requestKey)).catch(() => {
        throw new HttpError(502, PURCHASE_MSG.distributorDown);
      });
      if (placed && placed.status !== row.currentStatus && row.status === 'submitted')
        await db
          .update(purchaseOrders)
          .set({ currentStatus: placed.status })
          .where(eq(purchaseOrders.purchaseOrderId, row.purchaseOrderId));
      const list = await purchaseOrdersOf(db, row.orderId, provider);
      return { purchase_order: list.find((p) => p.PurchaseOrderID === row.purchaseOrderId)! };
    },
  );

  app.get(
    '/pos/purchase/simulator',
    {
      config: { access: 'staff', changesState: false },
      schema: { response: { 200: purchaseSimulatorSchema }, tags, summary: 'The distributor simulator’s mode' },
    },
    async () => {
      const s = await loadSettings(db);
      return { mode: s.purchase_distributor_sim_mode, timeout_ms: s.purchase_distributor_timeout_ms };
    },
  );

  app.post(
    '/pos/purchase/simulator',
    {
      config: { access: 'staff', permission: 'simulators.switch', changesState: true },
      schema: {
        response: { 200: purchaseSimulatorAnswer },
        tags,
        summary:
          'Sets the distributor simulator: mode normal, fail (refuses every call) or timeout (takes the order, answers too late)',
        body: purchaseSimulatorInput,
      },
    },
    async (req) => {
      await saveSettings(db, { purchase_distributor_sim_mode: req.body.mode });
      return { success: 'Simulator updated.', mode: req.body.mode };
    },
  );

  // The product page's inventory panel, for staff: the distributor's warehouse stock and its reseller prices.
  app.post(
    '/api/inventory/getWarehouseInventory',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        response: { 200: warehouseInventoryAnswer },
        tags,
        summary:
          'Staff: one product’s warehouse stock and reseller prices from the distributor (productId); spec 001 s3 "Inventory product"',
        body: z.object({ productId: productIdInput }),
      },
    },
    async (req) => {
      const [p] = rowsOf<{ product_id: number; aaia: string; mpn: string; store: number }>(
        await db.execute(sql`select p.product_id, m.aaia, p.mpn,
          (select coalesce(sum(greatest(i.quantity, 0)), 0)::int from inventory i join locations l on l.location_id = i.location_id and l.kind = 'store' where i.product_id = p.product_id) as store
        from products p join manufacturers m on m.manufacturer_id = p.manufacturer_id where p.product_id = ${req.body.productId} and p.status`),
      );
      if (!p) throw notFound(PRODUCT_MSG.productNotFound);
      const items = await withDistributorTimeout(db, provider.inventory([{ aaia: p.aaia, mpn: p.mpn }])).catch(() => {
        throw new HttpError(502, PURCHASE_MSG.inventoryError);
      });
      const item = items[0];
      return { success: true, data: item ? inventoryProduct(p.product_id, item, p.store) : null };
    },
  );
}
