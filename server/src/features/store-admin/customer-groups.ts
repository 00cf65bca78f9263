// Customer groups (issue 27, decision 0095). A group is what the pricing keys its special prices and quantity
// discounts by (features/pricing/facts.ts); exactly one group is the default (shoppers not logged in, new customers).
// A group with customers or prices cannot be deleted, nor can the default.
import { asc, count, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MONEY_MSG, type CustomerGroupRow, type customerGroupSaveSchema } from '@parts/common/settings-money';
import type { Db } from '#src/db/client';
import { customerGroups, customers, productDiscounts, productSpecials } from '#src/db/schema/index';
import { addKeyOf, badRequest, HttpError } from '#src/http/errors';
import { recordAudit, type AuditActor } from '#src/features/audit/audit';

export async function customerGroupList(db: Db): Promise<CustomerGroupRow[]> {
  const rows = await db
    .select({
      customer_group_id: customerGroups.customerGroupId,
      name: customerGroups.name,
      is_default: customerGroups.isDefault,
      // Qualified by hand: inside a subquery Drizzle's unqualified column would name the subquery's own column.
      customers: sql<number>`(select count(*) from customers c where c.customer_group_id = customer_groups.customer_group_id)::int`,
      prices: sql<number>`((select count(*) from product_specials s where s.customer_group_id = customer_groups.customer_group_id)
        + (select count(*) from product_discounts d where d.customer_group_id = customer_groups.customer_group_id))::int`,
    })
    .from(customerGroups)
    .orderBy(asc(customerGroups.customerGroupId));
  return rows.map((r) => ({ ...r, customers: Number(r.customers), prices: Number(r.prices) }));
}

export async function saveCustomerGroup(db: Db, actor: AuditActor, body: z.output<typeof customerGroupSaveSchema>) {
  const isDefault = body.is_default;
  const addKey = addKeyOf(body.customer_group_id !== undefined, body.idempotency_key);
  await db.transaction(async (tx) => {
    // One save at a time decides which group is the default.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('partsdesk:customer-groups'))`);
    const before = body.customer_group_id
      ? (await tx.select().from(customerGroups).where(eq(customerGroups.customerGroupId, body.customer_group_id)))[0]
      : undefined;
    if (body.customer_group_id && !before) throw new HttpError(404, MONEY_MSG.notFound);
    if (before?.isDefault && !isDefault)
      throw badRequest(MONEY_MSG.needsDefault, { is_default: MONEY_MSG.needsDefault });
    const values = { name: body.name, isDefault };
    const [saved] = before
      ? await tx
          .update(customerGroups)
          .set(values)
          .where(eq(customerGroups.customerGroupId, before.customerGroupId))
          .returning()
      : await tx
          .insert(customerGroups)
          .values({ ...values, addKey })
          .onConflictDoNothing({ target: customerGroups.addKey })
          .returning();
    if (!saved) return; // this add's key already made the group: one row, one audit entry
    if (isDefault)
      await tx
        .update(customerGroups)
        .set({ isDefault: false })
        .where(ne(customerGroups.customerGroupId, saved.customerGroupId));
    await recordAudit(tx, actor, {
      action: 'setting.customer_group',
      targetType: 'customer_group',
      targetId: saved.customerGroupId,
      summary: `${before ? 'Changed' : 'Added'} the customer group ${body.name}${isDefault ? ' (default)' : ''}`,
      detail: { old: before ?? null, new: saved },
    });
  });
  return { success: MONEY_MSG.saved(`The group ${body.name}`), list: await customerGroupList(db) };
}

export async function deleteCustomerGroup(db: Db, actor: AuditActor, groupId: number) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('partsdesk:customer-groups'))`);
    const [before] = await tx.select().from(customerGroups).where(eq(customerGroups.customerGroupId, groupId));
    if (!before) throw new HttpError(404, MONEY_MSG.notFound);
    if (before.isDefault) throw badRequest(MONEY_MSG.groupDefault);
    // One after another: a transaction is one connection, which runs one query at a time.
    const [c] = await tx.select({ n: count() }).from(customers).where(eq(customers.customerGroupId, groupId));
    const [s] = await tx
      .select({ n: count() })
      .from(productSpecials)
      .where(eq(productSpecials.customerGroupId, groupId));
    const [d] = await tx
      .select({ n: count() })
      .from(productDiscounts)
      .where(eq(productDiscounts.customerGroupId, groupId));
    if (c!.n + s!.n + d!.n > 0) throw badRequest(MONEY_MSG.groupInUse);
    await tx.delete(customerGroups).where(eq(customerGroups.customerGroupId, groupId));
    await recordAudit(tx, actor, {
      action: 'setting.customer_group',
      targetType: 'customer_group',
      targetId: groupId,
      summary: `Deleted the customer group ${before.name}`,
      detail: { old: before, new: null },
    });
  });
  return { success: MONEY_MSG.deleted('The group'), list: await customerGroupList(db) };
}
