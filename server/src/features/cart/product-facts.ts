// What the cart needs to know of its products: names, minimum, tax class, labor time, stock, core charge, options.
import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { loadOptionRows } from '#src/features/product/option-rows';
import type { ProductOptionFacts } from './options';

export interface ProductFacts {
  productId: number;
  name: string;
  mpn: string;
  aaia: string;
  brand: string;
  minimum: number;
  taxClassId: number | null;
  laborMinutes: number | null;
  image: string;
  status: boolean;
  stock: number;
  /** The core charge per unit in cents, 0 when none (issue 28). */
  coreChargeCents: number;
  options: ProductOptionFacts[];
}

/** `storeId`: count the stock of that store only (the counter sells off its own shelf); otherwise every store's. */
export async function productFacts(
  db: Db,
  ids: number[],
  storeId: number | null = null,
): Promise<Map<number, ProductFacts>> {
  const out = new Map<number, ProductFacts>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return out;
  const list = sql.join(
    unique.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf<{
    product_id: number;
    name: string;
    mpn: string;
    aaia: string;
    brand: string;
    minimum: number;
    tax_class_id: number | null;
    labor_minutes: number | null;
    image: string;
    status: boolean;
    stock: number;
    core_charge_cents: number | null;
  }>(
    await db.execute(sql`
      select p.product_id, p.name, p.mpn, m.aaia, m.name as brand, p.minimum, p.tax_class_id, p.labor_minutes, p.image, p.status, p.core_charge_cents,
        coalesce((select sum(i.quantity) from inventory i where i.product_id = p.product_id
          and (${storeId}::int is null or i.location_id = ${storeId}::int)), 0)::int as stock
      from products p join manufacturers m on m.manufacturer_id = p.manufacturer_id
      where p.product_id in (${list})`),
  );
  for (const r of rows) {
    out.set(r.product_id, {
      productId: r.product_id,
      name: r.name,
      mpn: r.mpn,
      aaia: r.aaia,
      brand: r.brand,
      minimum: r.minimum,
      taxClassId: r.tax_class_id,
      laborMinutes: r.labor_minutes,
      image: r.image,
      status: r.status,
      stock: r.stock,
      coreChargeCents: r.core_charge_cents ?? 0,
      options: [],
    });
  }
  for (const [productId, options] of await loadOptionRows(db, unique)) {
    const facts = out.get(productId);
    if (!facts) continue;
    facts.options = options.map((o) => ({
      productOptionId: o.productOptionId,
      type: o.type,
      name: o.name,
      required: o.required,
      values: o.values.map((v) => ({
        productOptionValueId: v.productOptionValueId,
        name: v.name,
        priceCents: v.priceCents,
        pricePrefix: v.pricePrefix,
      })),
    }));
  }
  return out;
}
