// Bulk changes (issue 26, decision 0071): a price, cost, status, category or stock change on a selection or on the
// list's current filter. The preview and the apply compute the same values (bulk-values.ts); the apply runs once per
// idempotency key, records every product's old and new raw value, and the last one can be undone exactly.
import { desc, eq, sql } from 'drizzle-orm';
import {
  CATALOG_ADMIN_MSG as MSG,
  type BulkApplied,
  type BulkChange,
  type BulkPreview,
} from '@parts/common/catalog-admin';
import { formatCents } from '@parts/common/money';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { bulkChanges, categories, locations, type BulkItem } from '#src/db/schema/index';
import type { AuditActor } from '#src/features/audit/audit';
import { recordAudit } from '#src/features/audit/audit';
import { HttpError } from '#src/http/errors';
import { authorName, logChanges, type ChangeAuthor } from './change-log';
import { currentValues, fieldOf, newValue, shown, writeValues } from './bulk-values';
import { productWhere } from './product-filter';

const MAX_PRODUCTS = 20_000;
const PREVIEW_ROWS = 20;
/** One bulk change at a time: apply and undo take this transaction lock, so "the last one" is well defined. */
const BULK_LOCK = 71_026;

const refuse = (status: number, message: string, field?: string) =>
  new HttpError(status, message, field ? { [field]: message } : undefined);

async function targets(tx: Db, change: BulkChange): Promise<number[]> {
  let where;
  if (change.product_ids?.length)
    where = sql`p.product_id in (select jsonb_array_elements_text(${JSON.stringify(change.product_ids)}::jsonb)::int)`;
  else if (change.filter) where = productWhere(change.filter);
  else throw refuse(400, MSG.nothingChosen);
  const rows = rowsOf<{ id: number }>(
    await tx.execute(
      sql`select p.product_id as id from products p where ${where} order by p.product_id limit ${MAX_PRODUCTS + 1}`,
    ),
  );
  if (rows.length > MAX_PRODUCTS) throw refuse(400, MSG.tooMany);
  return rows.map((r) => r.id);
}

async function context(tx: Db, change: BulkChange) {
  const cats = await tx.select({ id: categories.categoryId, name: categories.name }).from(categories);
  const categoryNames = new Map(cats.map((c) => [c.id, c.name]));
  if (change.kind === 'category' && !categoryNames.has(Number(change.category_id)))
    throw refuse(400, MSG.unknownChoice('category'), 'category_id');
  let locationName = '';
  if (change.kind === 'stock') {
    const [place] = await tx
      .select()
      .from(locations)
      .where(eq(locations.locationId, Number(change.location_id)));
    if (!place) throw refuse(400, MSG.unknownChoice('location'), 'location_id');
    locationName = place.name;
  }
  return { categoryNames, locationName };
}

function describe(change: BulkChange, count: number, ctx: Awaited<ReturnType<typeof context>>): string {
  const n = `${count} product${count === 1 ? '' : 's'}`;
  if (change.kind === 'price' || change.kind === 'cost') {
    const v = Number(change.value);
    const by =
      change.by === 'percent'
        ? `${v >= 0 ? '+' : ''}${v}%`
        : `${v >= 0 ? '+' : '-'}${formatCents(Math.abs(Math.round(v * 100)))}`;
    const end = change.ending === 'none' ? '' : ` rounded up to .${change.ending}`;
    return `${change.kind === 'price' ? 'Price' : 'Cost'} ${by}${end} on ${n}`;
  }
  if (change.kind === 'status') return `Status ${change.status === 'enabled' ? 'Enabled' : 'Disabled'} on ${n}`;
  if (change.kind === 'category') return `Moved ${n} to ${ctx.categoryNames.get(Number(change.category_id))}`;
  return `Stock at ${ctx.locationName} set to ${change.quantity} on ${n}`;
}

async function plan(tx: Db, change: BulkChange) {
  const ctx = await context(tx, change);
  const ids = await targets(tx, change);
  const current = await currentValues(tx, change, ids);
  const items = current
    .map((c) => ({ ...c, n: newValue(change, c.o) }))
    .filter((c): c is typeof c & { n: NonNullable<BulkItem['n']> } => c.n !== null && String(c.n) !== String(c.o));
  return { ctx, ids, items };
}

export async function previewBulk(db: Db, change: BulkChange): Promise<BulkPreview> {
  const { ctx, ids, items } = await plan(db, change);
  const money = change.kind === 'price' || change.kind === 'cost';
  return {
    products: ids.length,
    changed: items.length,
    rows: items.slice(0, PREVIEW_ROWS).map((i) => ({
      product_id: i.p,
      name: i.name,
      part_number: i.mpn,
      old_value: shown(change.kind, i.o, ctx.categoryNames),
      new_value: shown(change.kind, i.n, ctx.categoryNames),
    })),
    total_before_cents: money ? items.reduce((s, i) => s + Number(i.o), 0) : null,
    total_after_cents: money ? items.reduce((s, i) => s + Number(i.n), 0) : null,
    summary: describe(change, items.length, ctx),
  };
}

export async function applyBulk(
  db: Db,
  change: BulkChange,
  who: ChangeAuthor,
  actor: AuditActor,
): Promise<BulkApplied> {
  const key = change.idempotency_key;
  if (!key) throw refuse(400, 'The request has no idempotency key.', 'idempotency_key');
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${BULK_LOCK})`);
    const [seen] = await tx.select().from(bulkChanges).where(eq(bulkChanges.idempotencyKey, key));
    if (seen) return { bulk_change_id: seen.bulkChangeId, changed: seen.changed, summary: seen.summary };
    const { ctx, items } = await plan(tx, change);
    const summary = describe(change, items.length, ctx);
    const { idempotency_key: _key, ...request } = change;
    const [made] = await tx
      .insert(bulkChanges)
      .values({
        idempotencyKey: key,
        userId: who.userId,
        userName: authorName(who),
        kind: change.kind,
        summary,
        request,
        items: items.map((i) => ({ p: i.p, o: i.o, n: i.n })),
        changed: items.length,
      })
      .returning({ id: bulkChanges.bulkChangeId });
    const locationId = change.kind === 'stock' ? Number(change.location_id) : null;
    await writeValues(
      tx,
      change.kind,
      locationId,
      items.map((i) => ({ p: i.p, v: i.n, from: i.o })),
    );
    const field = fieldOf(change, ctx.locationName);
    await logChanges(
      tx,
      who,
      items.map((i) => ({
        productId: i.p,
        field,
        oldValue: shown(change.kind, i.o, ctx.categoryNames),
        newValue: shown(change.kind, i.n, ctx.categoryNames),
      })),
      made!.id,
    );
    await recordAudit(tx, actor, {
      action: 'product.bulk',
      targetType: 'bulk_change',
      targetId: made!.id,
      summary,
      detail: { request, changed: items.length },
    });
    return { bulk_change_id: made!.id, changed: items.length, summary };
  });
}

export async function undoBulk(
  db: Db,
  id: number,
  who: ChangeAuthor,
  actor: AuditActor,
  allowed: (kind: BulkChange['kind']) => void,
) {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${BULK_LOCK})`);
    const [last] = await tx.select().from(bulkChanges).orderBy(desc(bulkChanges.bulkChangeId)).limit(1);
    if (!last || last.bulkChangeId !== id) throw refuse(409, MSG.notLast);
    if (last.undoneAt) throw refuse(409, MSG.alreadyUndone);
    const change = { ...last.request, kind: last.kind } as BulkChange;
    allowed(change.kind);
    const ctx = await context(tx, change);
    const now = await currentValues(
      tx,
      change,
      last.items.map((i) => i.p),
    );
    const byId = new Map(now.map((c) => [c.p, c.o]));
    const moved = last.items.filter((i) => String(byId.get(i.p)) !== String(i.n));
    if (moved.length) throw refuse(409, MSG.changedSince(moved.length));
    const locationId = change.kind === 'stock' ? Number(change.location_id) : null;
    await writeValues(
      tx,
      change.kind,
      locationId,
      last.items.map((i) => ({ p: i.p, v: i.o, from: i.n })),
    );
    await logChanges(
      tx,
      who,
      last.items.map((i) => ({
        productId: i.p,
        field: `${fieldOf(change, ctx.locationName)} (undo)`,
        oldValue: shown(change.kind, i.n, ctx.categoryNames),
        newValue: shown(change.kind, i.o, ctx.categoryNames),
      })),
      id,
    );
    await tx
      .update(bulkChanges)
      .set({ undoneAt: new Date(), undoneBy: authorName(who) })
      .where(eq(bulkChanges.bulkChangeId, id));
    await recordAudit(tx, actor, {
      action: 'product.bulk.undo',
      targetType: 'bulk_change',
      targetId: id,
      summary: `Undid: ${last.summary}`,
    });
    return { bulk_change_id: id, restored: last.items.length };
  });
}

/** The latest bulk changes, newest first (the editor's undo button takes the first). */
export async function bulkHistory(db: Db) {
  const rows = await db.select().from(bulkChanges).orderBy(desc(bulkChanges.bulkChangeId)).limit(20);
  return {
    changes: rows.map((r) => ({
      bulk_change_id: r.bulkChangeId,
      created_at: r.createdAt.toISOString(),
      user_name: r.userName,
      summary: r.summary,
      changed: r.changed,
      undone_at: r.undoneAt?.toISOString() ?? null,
      undone_by: r.undoneBy,
    })),
  };
}
