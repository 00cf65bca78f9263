// What a bulk change reads and writes per product (issue 26, decision 0071): the current raw value of the field it
// moves, the new one by the bulk rule, the text the change log shows, and the set-based write (used by apply and undo).
import { sql } from 'drizzle-orm';
import type { BulkChange } from '@parts/common/catalog-admin';
import { formatCents } from '@parts/common/money';
import { bulkPrice } from '@parts/common/price-rounding';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import type { BulkItem } from '#src/db/schema/catalog-admin';

type Raw = BulkItem['o'];
export interface Current {
  p: number;
  name: string;
  mpn: string;
  o: Raw;
}

/** The current value of the changed field for these products, in product id order. */
export async function currentValues(tx: Db, change: BulkChange, ids: number[]): Promise<Current[]> {
  const list = JSON.stringify(ids);
  const value =
    change.kind === 'price'
      ? sql`p.price_cents`
      : change.kind === 'cost'
        ? sql`p.cost_cents`
        : change.kind === 'status'
          ? sql`case when p.status then 'enabled' else 'disabled' end`
          : change.kind === 'category'
            ? sql`p.category_id`
            : sql`coalesce((select i.quantity from inventory i where i.product_id = p.product_id and i.location_id = ${Number(change.location_id)}), 0)`;
  return rowsOf<Current>(
    await tx.execute(sql`select p.product_id as p, p.name, p.mpn, ${value} as o
      from products p where p.product_id in (select jsonb_array_elements_text(${list}::jsonb)::int)
      order by p.product_id`),
  );
}

/** The new raw value by the change's rule; null keeps the product out (an unknown cost has nothing to move). */
export function newValue(change: BulkChange, old: Raw): Raw | null {
  switch (change.kind) {
    case 'price':
    case 'cost': {
      if (old === null) return null;
      const v = Number(change.value);
      return bulkPrice(Number(old), {
        ...(change.by === 'percent' ? { percentBp: Math.round(v * 100) } : { amountCents: Math.round(v * 100) }),
        ending: change.ending,
      });
    }
    case 'status':
      return change.status ?? null;
    case 'category':
      return Number(change.category_id);
    case 'stock':
      return Number(change.quantity);
  }
}

export function fieldOf(change: Pick<BulkChange, 'kind'>, locationName: string): string {
  return { price: 'Price', cost: 'Cost', status: 'Status', category: 'Category', stock: `Stock at ${locationName}` }[
    change.kind
  ];
}

export function shown(kind: BulkChange['kind'], v: Raw, categoryNames: Map<number, string>): string {
  if (v === null) return '';
  if (kind === 'price' || kind === 'cost') return formatCents(Number(v));
  if (kind === 'status') return v === 'enabled' ? 'Enabled' : 'Disabled';
  if (kind === 'category') return categoryNames.get(Number(v)) ?? String(v);
  return String(v);
}

/** Writes each product's value (`to` picks o or n), set-based from one JSON list. */
export async function writeValues(
  tx: Db,
  kind: BulkChange['kind'],
  locationId: number | null,
  items: { p: number; v: Raw; from: Raw }[],
): Promise<void> {
  if (!items.length) return;
  const rows = JSON.stringify(items);
  const v = sql`jsonb_to_recordset(${rows}::jsonb) as v(p int, v text, "from" text)`;
  if (kind === 'price')
    await tx.execute(sql`update products x set price_cents = v.v::int from ${v} where x.product_id = v.p`);
  else if (kind === 'cost')
    await tx.execute(sql`update products x set cost_cents = v.v::int from ${v} where x.product_id = v.p`);
  else if (kind === 'status')
    await tx.execute(sql`update products x set status = (v.v = 'enabled') from ${v} where x.product_id = v.p`);
  else if (kind === 'stock') {
    await tx.execute(sql`insert into inventory (product_id, location_id, quantity)
      select v.p, ${locationId}, v.v::int from ${v}
      on conflict (product_id, location_id) do update set quantity = excluded.quantity`);
    // The product page shows stock and is cached per catalogue version (see product-save.ts).
    await tx.execute(sql`update products x set status = x.status from ${v} where x.product_id = v.p`);
  } else {
    // A move swaps the old category (and its parent) for the new one (and its parent) in the product's listing set.
    await tx.execute(sql`delete from product_categories pc using ${v}, categories c
      where pc.product_id = v.p and c.category_id = v."from"::int
        and pc.category_id in (c.category_id, coalesce(c.parent_id, c.category_id))`);
    await tx.execute(sql`update products x set category_id = v.v::int from ${v} where x.product_id = v.p`);
    await tx.execute(sql`insert into product_categories (product_id, category_id)
      select v.p, k.id from ${v} join categories c on c.category_id = v.v::int
      cross join lateral (values (c.category_id), (c.parent_id)) k(id) where k.id is not null
      on conflict do nothing`);
  }
}
