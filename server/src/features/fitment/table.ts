// The product page's fitment table: the vehicles a part fits, with qualifiers, position and notes; paged and searchable.
import { sql } from 'drizzle-orm';
import type { FitmentTable } from '@parts/common/fitment';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';

interface Row {
  year: number;
  make: string;
  model: string;
  sub_model: string | null;
  body_type: string | null;
  bed_length: string | null;
  engine: string | null;
  position: string | null;
  quantity: number;
  notes: string[];
  total: number;
}

export async function fitmentTable(
  db: Db,
  productId: number,
  opts: { page: number; limit: number; search: string },
): Promise<Omit<FitmentTable, 'universal'>> {
  const words = opts.search.trim().split(/\s+/).filter(Boolean).slice(0, 6);
  // Every word must appear in the row's make, model, year or qualifiers ("2015 f-150 xlt").
  const match = words.map(
    (w) =>
      sql`and (concat_ws(' ', bv.year, mk.name, md.name, sm.name, bt.name, bl.name, em.name, ef.name, es.liters) ilike ${`%${w.replace(/[%_\\]/g, (c) => `\\${c}`)}%`})`,
  );
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select bv.year, mk.name as make, md.name as model, sm.name as sub_model, bt.name as body_type, bl.name as bed_length,
        case when a.engine_id is null then null else concat_ws(' ', em.name, ef.name, es.liters) end as engine,
        a.position, a.quantity, a.notes, count(*) over ()::int as total
      from applications a
        join base_vehicles bv on bv.base_vehicle_id = a.base_vehicle_id
        join makes mk on mk.make_id = bv.make_id
        join models md on md.model_id = bv.model_id
        left join sub_models sm on sm.sub_model_id = a.sub_model_id
        left join body_types bt on bt.body_type_id = a.body_type_id
        left join bed_lengths bl on bl.bed_length_id = a.bed_length_id
        left join engines e on e.engine_id = a.engine_id
        left join engine_mfrs em on em.engine_mfr_id = e.engine_mfr_id
        left join engine_families ef on ef.engine_family_id = e.engine_family_id
        left join engine_sizes es on es.engine_size_id = e.engine_size_id
      where a.product_id = ${productId} ${sql.join(match, sql` `)}
      order by mk.name, md.name, bv.year desc, sm.name nulls first
      limit ${opts.limit} offset ${(opts.page - 1) * opts.limit}`),
  );
  return {
    product_id: productId,
    total: rows[0]?.total ?? 0,
    page: opts.page,
    limit: opts.limit,
    rows: rows.map((r) => ({
      year: r.year,
      make: r.make,
      model: r.model,
      qualifiers: [r.sub_model, r.body_type, r.bed_length, r.engine].filter((q): q is string => Boolean(q)),
      position: r.position,
      quantity: r.quantity,
      notes: r.notes,
    })),
  };
}
