// Scan to add (decision 0019): the one lookup from a scanned or typed code to parts. A code is matched, in this order of
// trust, as a UPC (digits as printed on the box), a SKU, or a part number compared by its key (mpn_key: "BD-1234",
// "bd1234" and "BD 1234" are one). Only parts on sale are found. More than one match is answered as a list to choose from.
import { sql } from 'drizzle-orm';
import { mpnKey } from '@parts/common/part-number';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';

export interface ScanRow {
  product_id: number;
  name: string;
  aaia: string;
  mpn: string;
  sku: string;
  upc: string;
  stock: number;
}

/** At most this many matches are listed for an ambiguous code. */
export const SCAN_MATCH_LIMIT = 20;

export async function findByCode(db: Db, code: string): Promise<ScanRow[]> {
  const text = code.trim();
  const key = mpnKey(text);
  const digits = /^\d{6,14}$/.test(text) ? text : '';
  if (!text) return [];
  return rowsOf<ScanRow>(
    await db.execute(sql`
      select p.product_id, p.name, m.aaia, p.mpn, p.sku, p.upc,
        coalesce((select sum(i.quantity) from inventory i where i.product_id = p.product_id), 0)::int as stock
      from products p join manufacturers m on m.manufacturer_id = p.manufacturer_id
      where p.status and (
        (${digits} <> '' and p.upc = ${digits})
        or upper(p.sku) = upper(${text})
        or (${key} <> '' and p.mpn_key = ${key})
      )
      order by p.product_id
      limit ${SCAN_MATCH_LIMIT}`),
  );
}
