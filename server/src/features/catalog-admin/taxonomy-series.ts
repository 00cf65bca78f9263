// A brand's series in the back office (issue 26, decision 0083): listed, added and changed, each write one transaction
// with its audit row. A series' category is fixed once parts carry it. Listed a page at a time (decision 0102).
import { sql } from 'drizzle-orm';
import { adminOffset, adminPageMeta } from '@parts/common/admin';
import {
  TAXONOMY_MSG as MSG,
  type AdminSeries,
  type SeriesInput,
  type SeriesListQuery,
} from '@parts/common/taxonomy-admin';
import { recordAudit, type AuditActor } from '#src/features/audit/audit';
import type { Db } from '#src/db/client';
import { HttpError } from '#src/http/errors';
import { containsPattern, one, rows, tx } from './taxonomy-sql';
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

/** The owner's order: the order number, then the name (the id keeps equal names still). */
const ORDER = sql`s.sort_order, s.name, s.series_id`;

/** One page of a brand's series in the owner's order, searched by part of the name. */
export async function listSeries(db: Db, query: SeriesListQuery) {
  if (!(await brandRow(db, query.manufacturer_id))) throw new HttpError(404, MSG.brandNotFound);
  const q = containsPattern(query.q);
  const where = sql`s.manufacturer_id = ${query.manufacturer_id} ${q ? sql`and s.name ilike ${q}` : sql``}`;
  const list = await rows<SeriesRow>(
    db,
    sql`select ${seriesColumns} from series s join categories c on c.category_id = s.category_id
      where ${where} order by ${ORDER} limit ${query.limit} offset ${adminOffset(query)}`,
  );
  const [counts] = await rows<{ with_parts: number; without_parts: number }>(
    db,
    sql`select count(*) filter (where exists (select 1 from products p where p.series_id = s.series_id))::int as with_parts,
        count(*) filter (where not exists (select 1 from products p where p.series_id = s.series_id))::int as without_parts
      from series s where ${where}`,
  );
  const { with_parts = 0, without_parts = 0 } = counts ?? {};
  return { ...adminPageMeta(with_parts + without_parts, query, { with_parts, without_parts }), items: list };
}

/** Where a series stands in its brand's order, 1 first (the same order as the list). */
async function positionOf(db: Db, s: SeriesRow): Promise<number> {
  const row = await one<{ n: number }>(
    db,
    sql`select count(*)::int + 1 as n from series s where s.manufacturer_id = ${s.manufacturer_id}
      and (s.sort_order, s.name, s.series_id) < (${s.sort_order}, ${s.name}, ${s.series_id})`,
  );
  return row!.n;
}

/** The saved series with its place in the order, read in the save's transaction. */
async function savedAnswer(db: Db, success: string, id: number) {
  const series = (await seriesRow(db, id))!;
  return { success, series, position: await positionOf(db, series) };
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
): Promise<{ success: string; series: AdminSeries; position: number }> {
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
      return savedAnswer(t, MSG.seriesAdded(input.name), made!.series_id);
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
    return savedAnswer(t, MSG.seriesSaved(input.name), id);
  });
}
