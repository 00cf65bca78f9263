// The back office's product list (issue 26): searched, filtered, sorted, 20 a page, with counts per status.
import { sql } from 'drizzle-orm';
import { adminOffset, adminPageMeta } from '@parts/common/admin';
import type { ProductListPage, ProductListQuery } from '@parts/common/catalog-admin';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { productWhere, stockSql } from './product-filter';

const ORDER = {
  newest: sql`p.date_added desc, p.product_id desc`,
  name: sql`lower(p.name), p.product_id`,
  price: sql`p.price_cents, p.product_id`,
  price_desc: sql`p.price_cents desc, p.product_id`,
  stock: sql`stock, p.product_id`,
  part_number: sql`p.mpn_key, p.product_id`,
} as const;

interface Row {
  product_id: number;
  name: string;
  brand: string;
  mpn: string;
  sku: string;
  upc: string;
  category: string;
  price_cents: number;
  cost_cents: number | null;
  stock: number;
  status: boolean;
  universal: boolean;
  applications: number;
}

export async function productList(db: Db, query: ProductListQuery, seeCost: boolean): Promise<ProductListPage> {
  const [counts] = rowsOf<{ enabled: number; disabled: number }>(
    await db.execute(sql`select count(*) filter (where p.status)::int as enabled,
        count(*) filter (where not p.status)::int as disabled
      from products p where ${productWhere(query, false)}`),
  );
  const enabled = counts?.enabled ?? 0;
  const disabled = counts?.disabled ?? 0;
  const total = query.status === 'enabled' ? enabled : query.status === 'disabled' ? disabled : enabled + disabled;
  const rows = rowsOf<Row>(
    await db.execute(sql`select p.product_id, p.name, m.name as brand, p.mpn, p.sku, p.upc, c.name as category,
        p.price_cents, p.cost_cents, ${stockSql} as stock, p.status, p.universal,
        (select count(*) from applications a where a.product_id = p.product_id)::int as applications
      from products p
      join manufacturers m on m.manufacturer_id = p.manufacturer_id
      join categories c on c.category_id = p.category_id
      where ${productWhere(query)}
      order by ${ORDER[query.sort]}
      limit ${query.limit} offset ${adminOffset(query)}`),
  );
  return {
    ...adminPageMeta(total, query, { enabled, disabled, all: enabled + disabled }),
    items: rows.map((r) => ({
      product_id: r.product_id,
      name: r.name,
      brand: r.brand,
      part_number: r.mpn,
      sku: r.sku,
      upc: r.upc,
      category: r.category,
      price_cents: r.price_cents,
      ...(seeCost ? { cost_cents: r.cost_cents } : {}),
      stock: Number(r.stock),
      status: r.status ? 'enabled' : 'disabled',
      universal: r.universal,
      applications: Number(r.applications),
    })),
  };
}
