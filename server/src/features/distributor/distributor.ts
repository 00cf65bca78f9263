// The warehouse distributor behind one interface (issue 14, decision 0026), shaped like a warehouse-distributor API:
// inventory by AAIA brand code and part number with per-warehouse quantities and your_cost, order submit, order status.
// Every submit carries the caller's request key; the distributor answers the earlier order for a repeated key, so a
// retry after a lost answer never places a second order.
//
// The default is a local simulated distributor. Its stock is the demo catalogue's warehouse locations (locations of
// kind 'warehouse', e.g. "Central Warehouse" WH1, and their inventory rows): the product page shows the same numbers,
// and an order the simulator takes lowers them. Its cost to the store (your_cost) is 62% of the list price, rounded to
// the cent. Its own memory of orders is the table distributor_sim_orders. On demand (setting
// purchase_distributor_sim_mode, or POST /pos/purchase/simulator) it fails (refuses every order) or times out (takes
// the order, then answers after the store has stopped waiting).
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { distributorSimOrders, distributorSimReturns } from '#src/db/schema/index';
import { loadSettings } from '#src/features/settings/queries';

export interface PartRef {
  aaia: string;
  mpn: string;
}

export interface DistributorInventoryItem extends PartRef {
  name: string;
  /** The store's cost per unit, in cents. */
  yourCostCents: number;
  listCents: number;
  warehouses: { code: string; name: string; quantity: number }[];
}

export interface DistributorOrderRequest {
  /** The caller's idempotency key for this order. */
  requestKey: string;
  warehouseCode: string;
  shippingMethod: string;
  shipTo: string;
  notes: string;
  items: (PartRef & { quantity: number })[];
}

export interface DistributorOrder {
  requestKey: string;
  confirmationNumber: string;
  warehouseConfirmationNumber: string;
  warehouseCode: string;
  status: string;
  totalCents: number;
  items: (PartRef & { quantity: number; unit_cost_cents: number })[];
  submittedAt: Date;
}

/** The distributor refused the order (bad input, not carried, short stock): nothing was placed. */
export class DistributorRefused extends Error {
  constructor(
    message: string,
    readonly part: PartRef & { reason: 'not_carried' | 'short'; available: number },
  ) {
    super(message);
  }
}
/** The distributor could not be reached or failed: nothing was placed. */
export class DistributorUnavailable extends Error {}
/** The order reached the distributor (or may have) but its answer did not come back: ask status(key) or retry. */
export class DistributorLostAnswer extends Error {}

export interface DistributorProvider {
  readonly name: string;
  /** Stock per warehouse and cost for each part it carries (parts it does not carry are left out). */
  inventory(parts: PartRef[]): Promise<DistributorInventoryItem[]>;
  /** Places an order, or answers the earlier order placed with the same key. */
  submitOrder(req: DistributorOrderRequest): Promise<DistributorOrder>;
  /** The order placed with this key, or null when the distributor never took it. */
  orderStatus(requestKey: string): Promise<DistributorOrder | null>;
  /**
   * Sends parts back (defective or warranty parts, cores) and answers the return authorisation with the credit the
   * distributor will give; the same key answers the first authorisation (issue 28).
   */
  returnParts(req: DistributorReturnRequest): Promise<DistributorReturn>;
}

export interface DistributorReturnRequest {
  requestKey: string;
  kind: 'defective' | 'core';
  /** credit_cents: what the store expects per unit (the core charge for a core; the part's cost otherwise). */
  items: (PartRef & { quantity: number; credit_cents: number })[];
}

export interface DistributorReturn {
  requestKey: string;
  authorizationNumber: string;
  creditCents: number;
}

const yourCost = (listCents: number) => Math.round(listCents * 0.62);
const partKey = (p: PartRef) => `${p.aaia.toUpperCase()}|${p.mpn.toUpperCase()}`;
const tx = <T>(db: Db, fn: (t: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));

type StockRow = {
  product_id: number;
  aaia: string;
  mpn: string;
  name: string;
  price_cents: number;
  code: string;
  wh_name: string;
  quantity: number;
};

/** The local simulator (see the file comment). */
export class SimulatedDistributor implements DistributorProvider {
  readonly name = 'simulator';
  constructor(private readonly db: Db) {}

  private async stock(db: Db, parts: PartRef[], lock = false): Promise<StockRow[]> {
    if (parts.length === 0) return [];
    const wanted = sql.join(
      parts.map((p) => sql`(${p.aaia.toUpperCase()}, ${p.mpn.toUpperCase()})`),
      sql`, `,
    );
    return rowsOf<StockRow>(
      await db.execute(sql`
        select p.product_id, m.aaia, p.mpn, p.name, p.price_cents, coalesce(l.warehouse_code, l.name) as code, l.name as wh_name, i.quantity
        from products p join manufacturers m on m.manufacturer_id = p.manufacturer_id
          join inventory i on i.product_id = p.product_id
          join locations l on l.location_id = i.location_id and l.kind = 'warehouse'
        where (upper(m.aaia), upper(p.mpn)) in (${wanted})
        order by p.product_id, l.sort_order, l.location_id
        ${lock ? sql`for update of i` : sql``}`),
    );
  }

  async inventory(parts: PartRef[]): Promise<DistributorInventoryItem[]> {
    if ((await loadSettings(this.db)).purchase_distributor_sim_mode === 'fail')
      throw new DistributorUnavailable('The simulated distributor is down.');
    const items = new Map<string, DistributorInventoryItem>();
    for (const r of await this.stock(this.db, parts)) {
      const k = partKey(r);
      let item = items.get(k);
      if (!item)
        items.set(
          k,
          (item = {
            aaia: r.aaia,
            mpn: r.mpn,
            name: r.name,
            listCents: r.price_cents,
            yourCostCents: yourCost(r.price_cents),
            warehouses: [],
          }),
        );
      item.warehouses.push({ code: r.code, name: r.wh_name, quantity: Math.max(0, r.quantity) });
    }
    return [...items.values()];
  }

  async submitOrder(req: DistributorOrderRequest): Promise<DistributorOrder> {
    const settings = await loadSettings(this.db);
    const mode = settings.purchase_distributor_sim_mode;
    if (mode === 'fail') throw new DistributorUnavailable('The simulated distributor is down.');
    await tx(this.db, async (t) => {
      const suffix = randomBytes(4).toString('hex').toUpperCase();
      const inserted = await t
        .insert(distributorSimOrders)
        .values({
          requestKey: req.requestKey,
          confirmationNumber: `DST-${suffix}`,
          warehouseConfirmationNumber: `${req.warehouseCode}-${suffix}`,
          warehouseCode: req.warehouseCode,
          items: [],
          totalCents: 0,
        })
        .onConflictDoNothing()
        .returning();
      // A repeated key: the earlier order, nothing placed again.
      if (!inserted[0]) return;
      const rows = (await this.stock(t, req.items, true)).filter((r) => r.code === req.warehouseCode);
      const lines: DistributorOrder['items'] = [];
      for (const item of req.items) {
        const row = rows.find((r) => partKey(r) === partKey(item));
        if (!row)
          throw new DistributorRefused(`Not carried at ${req.warehouseCode}: ${item.aaia} ${item.mpn}`, {
            ...item,
            reason: 'not_carried',
            available: 0,
          });
        if (row.quantity < item.quantity)
          throw new DistributorRefused(`Short at ${req.warehouseCode}: ${item.aaia} ${item.mpn}`, {
            ...item,
            reason: 'short',
            available: Math.max(0, row.quantity),
          });
        await t.execute(
          sql`update inventory set quantity = quantity - ${item.quantity} where product_id = ${row.product_id} and location_id = (select location_id from locations where kind = 'warehouse' and coalesce(warehouse_code, name) = ${req.warehouseCode})`,
        );
        row.quantity -= item.quantity;
        lines.push({
          aaia: row.aaia,
          mpn: row.mpn,
          quantity: item.quantity,
          unit_cost_cents: yourCost(row.price_cents),
        });
      }
      const totalCents = lines.reduce((s, l) => s + l.quantity * l.unit_cost_cents, 0);
      await t
        .update(distributorSimOrders)
        .set({ items: lines, totalCents })
        .where(eq(distributorSimOrders.requestKey, req.requestKey));
    });
    const placed = (await this.orderStatus(req.requestKey))!;
    if (mode === 'timeout') {
      // Took the order; the answer comes after the store stopped waiting.
      await new Promise((r) => setTimeout(r, Number(settings.purchase_distributor_timeout_ms) + 250).unref());
    }
    return placed;
  }

  async orderStatus(requestKey: string): Promise<DistributorOrder | null> {
    const [row] = await this.db
      .select()
      .from(distributorSimOrders)
      .where(eq(distributorSimOrders.requestKey, requestKey));
    if (!row) return null;
    return {
      requestKey: row.requestKey,
      confirmationNumber: row.confirmationNumber,
      warehouseConfirmationNumber: row.warehouseConfirmationNumber,
      warehouseCode: row.warehouseCode,
      status: row.status,
      totalCents: row.totalCents,
      items: row.items,
      submittedAt: row.createdAt,
    };
  }

  async returnParts(req: DistributorReturnRequest): Promise<DistributorReturn> {
    const creditCents = req.items.reduce((s, i) => s + i.quantity * i.credit_cents, 0);
    await this.db
      .insert(distributorSimReturns)
      .values({
        requestKey: req.requestKey,
        authorizationNumber: `RA-${randomBytes(4).toString('hex').toUpperCase()}`,
        items: req.items.map((i) => ({ aaia: i.aaia, mpn: i.mpn, quantity: i.quantity, credit_cents: i.credit_cents })),
        creditCents,
      })
      .onConflictDoNothing();
    const [row] = await this.db
      .select()
      .from(distributorSimReturns)
      .where(eq(distributorSimReturns.requestKey, req.requestKey));
    return {
      requestKey: row!.requestKey,
      authorizationNumber: row!.authorizationNumber,
      creditCents: row!.creditCents,
    };
  }

  /** Simulator only: how many orders it holds for a key (tests check that a retry placed one). */
  async countOrders(requestKey: string): Promise<number> {
    const rows = await this.db
      .select({ k: distributorSimOrders.requestKey })
      .from(distributorSimOrders)
      .where(eq(distributorSimOrders.requestKey, requestKey));
    return rows.length;
  }
}

const providers = new WeakMap<Db, DistributorProvider>();
/** The distributor for this database (the simulator until a real one is configured). */
export function distributorProvider(db: Db): DistributorProvider {
  let p = providers.get(db);
  if (!p) providers.set(db, (p = new SimulatedDistributor(db)));
  return p;
}

/** Runs a distributor call with the store's patience: too slow means DistributorLostAnswer (it may have arrived). */
export async function withDistributorTimeout<T>(db: Db, call: Promise<T>): Promise<T> {
  const ms = Number((await loadSettings(db)).purchase_distributor_timeout_ms) || 8000;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DistributorLostAnswer('The distributor did not answer in time.')), ms);
    timer.unref();
  });
  try {
    return await Promise.race([call, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
