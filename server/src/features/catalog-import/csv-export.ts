// The product export: the catalogue (or a filtered list) as the CSV the import reads, streamed page by page (keyset on
// product_id) through csv-stringify, so a large catalogue never sits in memory.
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { sql, type SQL } from 'drizzle-orm';
import { centsToDecimal } from '@parts/common/money';
import { mpnKey } from '@parts/common/part-number';
import { PRODUCT_CSV_COLUMNS, type ProductExportQuery } from '@parts/common/catalog-import';
import type { Db } from '#src/db/client';
import { rows } from '#src/features/fitment/aces/resolve';
import { defaultCustomerGroupId } from '#src/features/pricing/facts';
import { loadSettings } from '#src/features/settings/queries';

const PAGE = 2000;

interface ExportRow {
  product_id: number;
  brand_code: string;
  part_number: string;
  name: string;
  description: string;
  category_path: string;
  price_cents: number;
  cost_cents: number | null;
  special_cents: number | null;
  special_start: string | null;
  special_end: string | null;
  quantity: number | null;
  universal: boolean;
  weight_grams: number;
  upc: string;
  status: boolean;
}

function filterOf(q: ProductExportQuery): SQL {
  const where: SQL[] = [sql`true`];
  if (q.brand_code) where.push(sql`upper(m.aaia) = ${q.brand_code.toUpperCase()}`);
  if (q.category_id) where.push(sql`(p.category_id = ${q.category_id} or c.parent_id = ${q.category_id})`);
  if (q.status) where.push(sql`p.status = ${q.status === 'enabled'}`);
  if (q.search) {
    const key = mpnKey(q.search);
    where.push(
      sql`(p.name ilike ${`%${q.search.replace(/[\\%_]/g, '\\$&')}%`} or ${key ? sql`p.mpn_key = ${key}` : sql`false`})`,
    );
  }
  return sql.join(where, sql` and `);
}

export async function exportProducts(db: Db, q: ProductExportQuery): Promise<Readable> {
  const settings = await loadSettings(db);
  const group = await defaultCustomerGroupId(db);
  const where = filterOf(q);
  async function* records() {
    let after = 0;
    for (;;) {
      const page = await rows<ExportRow>(
        db,
        sql`
        select p.product_id, m.aaia as brand_code, p.mpn as part_number, p.name, p.description,
          coalesce(g.name || ' > ', '') || c.name as category_path, p.price_cents, p.cost_cents,
          sp.price_cents as special_cents, to_char(sp.date_start at time zone 'UTC', 'YYYY-MM-DD') as special_start,
          to_char(sp.date_end at time zone 'UTC', 'YYYY-MM-DD') as special_end,
          (select i.quantity from inventory i where i.product_id = p.product_id and i.location_id = ${settings.default_location_id}) as quantity,
          p.universal, p.weight_grams, p.upc, p.status
        from products p join manufacturers m on m.manufacturer_id = p.manufacturer_id
          join categories c on c.category_id = p.category_id left join categories g on g.category_id = c.parent_id
          left join lateral (select x.price_cents, x.date_start, x.date_end from product_specials x
            where x.product_id = p.product_id and x.customer_group_id = ${group} order by x.product_special_id limit 1) sp on true
        where p.product_id > ${after} and ${where}
        order by p.product_id limit ${PAGE}`,
      );
      for (const r of page) yield toRecord(r);
      if (page.length < PAGE) return;
      after = page.at(-1)!.product_id;
    }
  }
  return Readable.from(records()).pipe(stringify({ header: true, columns: [...PRODUCT_CSV_COLUMNS] }));
}

function toRecord(r: ExportRow): Record<string, string> {
  return {
    brand_code: r.brand_code,
    part_number: r.part_number,
    name: r.name,
    description: r.description,
    category_path: r.category_path,
    price: centsToDecimal(r.price_cents),
    cost: r.cost_cents === null ? '' : centsToDecimal(r.cost_cents),
    special_price: r.special_cents === null ? '' : centsToDecimal(r.special_cents),
    special_start: r.special_start ?? '',
    special_end: r.special_end ?? '',
    quantity: String(r.quantity ?? 0),
    universal: r.universal ? 'yes' : 'no',
    weight: r.weight_grams ? String(Math.round((r.weight_grams / 453.592) * 1000) / 1000) : '',
    upc: r.upc,
    status: r.status ? 'enabled' : 'disabled',
  };
}
