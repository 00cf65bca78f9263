// Stock per location for the inventory badge and its hover panel, and the warehouse feed's detail shape.
import { sql } from 'drizzle-orm';
import type { InventoryAnswer, InventoryDetails } from '@parts/common/product-page';
import { centsToDecimal } from '@parts/common/money';
import { shownQuantity, unitPrice, type PriceFacts } from '@parts/common/pricing';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { priceFacts } from '#src/features/pricing/facts';

type StockRow = {
  product_id: number;
  minimum: number;
  mpn: string;
  aaia: string;
  name: string;
  location_id: number;
  location_name: string;
  kind: string;
  warehouse_code: string | null;
  quantity: number;
};

/** Every location's count for the given products (0 where a location has none), stores first, one query. */
async function stockRows(db: Db, ids: number[]): Promise<StockRow[]> {
  if (ids.length === 0) return [];
  return rowsOf<StockRow>(
    await db.execute(sql`
      select p.product_id, p.minimum, p.mpn, m.aaia, p.name, l.location_id, l.name as location_name, l.kind, l.warehouse_code, coalesce(i.quantity, 0)::int as quantity
      from products p join manufacturers m on m.manufacturer_id = p.manufacturer_id
        cross join locations l
        left join inventory i on i.product_id = p.product_id and i.location_id = l.location_id
      where p.status and p.product_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      order by p.product_id, l.kind, l.sort_order, l.location_id`),
  );
}

export async function inventoryFor(db: Db, productId: number): Promise<InventoryAnswer['data'] | null> {
  const rows = await stockRows(db, [productId]);
  if (rows.length === 0) return null;
  const inventory = rows.map((r) => ({
    location_id: r.location_id,
    location_name: r.location_name,
    quantity: r.quantity,
    warehouse_location: r.kind === 'warehouse' ? (r.warehouse_code ?? r.location_name) : null,
  }));
  const warehouses = rows.filter((r) => r.kind === 'warehouse');
  return {
    product_id: productId,
    total: rows.reduce((n, r) => n + Math.max(0, r.quantity), 0),
    inventory,
    wd_inventory: { quantity: warehouses.reduce((n, r) => n + r.quantity, 0) },
    pace_inventory: warehouses.map((r) => ({ location_name: r.location_name, inventory: r.quantity })),
  };
}

/** The detail shape per product: each location's count and the shopper's unit price (null when prices are hidden). */
export async function inventoryDetails(
  db: Db,
  ids: number[],
  customerGroupId: number,
  pricesVisible: boolean,
): Promise<InventoryDetails> {
  const [rows, facts] = await Promise.all([
    stockRows(db, ids),
    pricesVisible ? priceFacts(db, ids, customerGroupId) : Promise.resolve(new Map<number, PriceFacts>()),
  ]);
  const price = (id: number, minimum: number) => {
    const f = facts.get(id);
    return f ? centsToDecimal(unitPrice(f, shownQuantity(minimum)).unitCents) : null;
  };
  const items = new Map<number, InventoryDetails['Items'][number]>();
  for (const r of rows) {
    let item = items.get(r.product_id);
    if (!item)
      items.set(
        r.product_id,
        (item = {
          ProductId: r.product_id,
          PartNumber: r.mpn,
          AAIABrandCode: r.aaia,
          Description: r.name,
          totalInventory: 0,
          Locations: [],
        }),
      );
    item.totalInventory += Math.max(0, r.quantity);
    item.Locations.push({
      name: r.location_name,
      inventory: r.quantity,
      price: price(r.product_id, r.minimum),
      warehouseCode: r.kind === 'warehouse' ? (r.warehouse_code ?? r.location_name) : null,
    });
  }
  return { Items: ids.map((id) => items.get(id)).filter((i) => i !== undefined) };
}
