// The back office's brands (manufacturers; issue 26, decision 0083): listed, added and changed, each write one
// transaction with its audit row. A brand's code (AAIA) is fixed once parts carry it.
import { sql } from 'drizzle-orm';
import { adminOffset, adminPageMeta } from '@parts/common/admin';
import {
  TAXONOMY_MSG as MSG,
  type AdminBrand,
  type AdminBrandListQuery,
  type BrandInput,
} from '@parts/common/taxonomy-admin';
import { recordAudit, type AuditActor } from '#src/features/audit/audit';
import { pictureUrl } from '#src/features/media/pictures';
import type { Db } from '#src/db/client';
import { isUniqueViolation } from '#src/db/errors';
import { HttpError } from '#src/http/errors';
import { checkPicture, containsPattern, one, rows, tx } from './taxonomy-sql';

interface BrandRow {
  manufacturer_id: number;
  name: string;
  aaia: string;
  image: string;
  sort_order: number;
  status: boolean;
  product_count: number;
  series_count: number;
}
const toBrand = (r: BrandRow): AdminBrand => ({ ...r, image_url: pictureUrl(r.image) });
const brandColumns = sql`m.manufacturer_id, m.name, m.aaia, m.image, m.sort_order, m.status,
  (select count(*) from products p where p.manufacturer_id = m.manufacturer_id)::int as product_count,
  (select count(*) from series s where s.manufacturer_id = m.manufacturer_id)::int as series_count`;

/** Brands in the owner's order (then by name); ?q matches part of the name or the code. */
export async function listBrands(db: Db, query: AdminBrandListQuery) {
  const q = containsPattern(query.q);
  const where = q ? sql`where m.name ilike ${q} or m.aaia ilike ${q}` : sql``;
  const [list, counts] = await Promise.all([
    rows<BrandRow>(
      db,
      sql`select ${brandColumns} from manufacturers m ${where} order by m.sort_order, m.name, m.manufacturer_id
        limit ${query.limit} offset ${adminOffset(query)}`,
    ),
    rows<{ status: boolean; n: number }>(
      db,
      sql`select m.status, count(*)::int as n from manufacturers m ${where} group by 1`,
    ),
  ]);
  const enabled = counts.find((c) => c.status)?.n ?? 0;
  const disabled = counts.find((c) => !c.status)?.n ?? 0;
  return { ...adminPageMeta(enabled + disabled, query, { enabled, disabled }), items: list.map(toBrand) };
}

export async function brandRow(db: Db, id: number): Promise<AdminBrand | null> {
  const row = await one<BrandRow>(db, sql`select ${brandColumns} from manufacturers m where m.manufacturer_id = ${id}`);
  return row ? toBrand(row) : null;
}

export async function saveBrand(
  db: Db,
  actor: AuditActor,
  input: BrandInput,
): Promise<{ success: string; brand: AdminBrand }> {
  try {
    return await tx(db, async (t) => {
      await checkPicture(t, input.image);
      const other = await one<{ manufacturer_id: number; name: string; aaia: string }>(
        t,
        sql`select manufacturer_id, name, aaia from manufacturers
          where (aaia = ${input.aaia} or lower(name) = lower(${input.name})) and manufacturer_id <> ${input.manufacturer_id ?? 0}
          limit 1`,
      );
      if (other?.aaia === input.aaia)
        throw new HttpError(409, MSG.aaiaTaken(other.name), { aaia: MSG.aaiaTaken(other.name) });
      if (other) throw new HttpError(409, MSG.nameTaken, { name: MSG.nameTaken });
      if (!input.manufacturer_id) {
        const made = await one<{ manufacturer_id: number }>(
          t,
          sql`insert into manufacturers (name, aaia, image, sort_order, status)
            values (${input.name}, ${input.aaia}, ${input.image}, ${input.sort_order}, ${input.status}) returning manufacturer_id`,
        );
        await recordAudit(t, actor, {
          action: 'brand.create',
          targetType: 'brand',
          targetId: made!.manufacturer_id,
          summary: `Added the brand ${input.name} (${input.aaia})`,
        });
        return { success: MSG.brandAdded(input.name), brand: (await brandRow(t, made!.manufacturer_id))! };
      }
      const id = input.manufacturer_id;
      const before = await one<BrandRow>(
        t,
        sql`select ${brandColumns} from manufacturers m where m.manufacturer_id = ${id} for update`,
      );
      if (!before) throw new HttpError(404, MSG.brandNotFound);
      if (before.aaia !== input.aaia && before.product_count > 0)
        throw new HttpError(409, MSG.aaiaLocked(before.product_count), { aaia: MSG.aaiaLocked(before.product_count) });
      await t.execute(sql`update manufacturers set name = ${input.name}, aaia = ${input.aaia}, image = ${input.image},
        sort_order = ${input.sort_order}, status = ${input.status} where manufacturer_id = ${id}`);
      const changed = (['name', 'aaia', 'image', 'sort_order', 'status'] as const).filter(
        (k) => before[k] !== input[k],
      );
      if (changed.length)
        await recordAudit(t, actor, {
          action: 'brand.update',
          targetType: 'brand',
          targetId: id,
          summary: `Changed the brand ${input.name}: ${changed.join(', ').replace('sort_order', 'order')}`,
          detail: Object.fromEntries(changed.map((k) => [k, { before: before[k], after: input[k] }])),
        });
      return { success: MSG.brandSaved(input.name), brand: (await brandRow(t, id))! };
    });
  } catch (e) {
    // Two saves racing to the same code or name: the unique indexes decide.
    if (isUniqueViolation(e)) throw new HttpError(409, MSG.nameTaken, { name: MSG.nameTaken });
    throw e;
  }
}
