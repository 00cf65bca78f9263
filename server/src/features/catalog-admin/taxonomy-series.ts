// A brand's series in the back office (issue 26, decision 0083): listed, added and changed, each write one transaction
// with its audit row. A series' category is fixed once parts carry it.
import { sql } from 'drizzle-orm';
import { TAXONOMY_MSG as MSG, type AdminSeries, type SeriesInput } from '@parts/common/taxonomy-admin';
import { recordAudit, type AuditActor } from '#src/features/audit/audit';
import type { Db } from '#src/db/client';
import { HttpError } from '#src/http/errors';
import { one, rows, tx } from './taxonomy-sql';
import { brandRow } from './taxonomy-brands';

interface SeriesRow {
  series_id: number;
  manufacturer_id: number;
  category_id: number;
  category_name: string;
  name: string;
  sort_order: number;
  product_count: number;
}
const seriesColumns = sql`s.series_id, s.manufacturer_id, s.category_id, c.name as category_name, s.name, s.sort_order,
  (select count(*) from products p where p.series_id = s.series_id)::int as product_count`;

export async function listSeries(db: Db, manufacturerId: number): Promise<AdminSeries[]> {
  if (!(await brandRow(db, manufacturerId))) throw new HttpError(404, MSG.brandNotFound);
  return rows<SeriesRow>(
    db,
    sql`select ${seriesColumns} from series s join categories c on c.category_id = s.category_id
      where s.manufacturer_id = ${manufacturerId} order by s.sort_order, s.name, s.series_id`,
  );
}

async function seriesRow(db: Db, id: number): Promise<SeriesRow | undefined> {
  return one<SeriesRow>(
    db,
    sql`select ${seriesColumns} from series s join categories c on c.category_id = s.category_id where s.series_id = ${id}`,
  );
}

export async function saveSeries(
  db: Db,
  actor: AuditActor,
  input: SeriesInput,
): Promise<{ success: string; series: AdminSeries }> {
  return tx(db, async (t) => {
    if (!(await one(t, sql`select 1 as x from manufacturers where manufacturer_id = ${input.manufacturer_id}`)))
      throw new HttpError(404, MSG.brandNotFound);
    if (!(await one(t, sql`select 1 as x from categories where category_id = ${input.category_id}`)))
      throw new HttpError(400, MSG.categoryNeeded, { category_id: MSG.categoryNeeded });
    if (!input.series_id) {
      const made = await one<{ series_id: number }>(
        t,
        sql`insert into series (manufacturer_id, category_id, name, sort_order)
          values (${input.manufacturer_id}, ${input.category_id}, ${input.name}, ${input.sort_order}) returning series_id`,
      );
      await recordAudit(t, actor, {
        action: 'series.create',
        targetType: 'series',
        targetId: made!.series_id,
        summary: `Added the series ${input.name}`,
      });
      return { success: MSG.seriesAdded(input.name), series: (await seriesRow(t, made!.series_id))! };
    }
    const id = input.series_id;
    const before = await one<SeriesRow>(
      t,
      sql`select ${seriesColumns} from series s join categories c on c.category_id = s.category_id
        where s.series_id = ${id} and s.manufacturer_id = ${input.manufacturer_id} for update of s`,
    );
    if (!before) throw new HttpError(404, MSG.seriesNotFound);
    if (before.category_id !== input.category_id && before.product_count > 0) {
      const msg = MSG.seriesCategoryLocked(before.product_count);
      throw new HttpError(409, msg, { category_id: msg });
    }
    await t.execute(sql`update series set name = ${input.name}, category_id = ${input.category_id},
      sort_order = ${input.sort_order} where series_id = ${id}`);
    const changed = (['name', 'category_id', 'sort_order'] as const).filter((k) => before[k] !== input[k]);
    if (changed.length)
      await recordAudit(t, actor, {
        action: 'series.update',
        targetType: 'series',
        targetId: id,
        summary: `Changed the series ${input.name}: ${changed.join(', ').replace('sort_order', 'order')}`,
        detail: Object.fromEntries(changed.map((k) => [k, { before: before[k], after: input[k] }])),
      });
    return { success: MSG.seriesSaved(input.name), series: (await seriesRow(t, id))! };
  });
}
