// Reads the audit log for the back office (decision 0062): newest first, 20 a page, filtered by action family, staff
// member and period (the period's days are the default store's days).
import { and, count, desc, eq, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import { adminOffset, adminPageMeta } from '@parts/common/admin';
import type { AuditListQuery, AuditPage } from '@parts/common/audit';
import { storeInstant } from '@parts/common/store-time';
import type { Db } from '#src/db/client';
import { auditLog, locations } from '#src/db/schema/index';
import { storeTimeZone } from '#src/features/checkout/store-time-zone';

const nextDay = (date: string): string => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

export async function auditPage(db: Db, query: AuditListQuery): Promise<AuditPage> {
  const tz = await storeTimeZone(db);
  const where: SQL[] = [];
  if (query.user_id) where.push(eq(auditLog.userId, query.user_id));
  if (query.from) where.push(gte(auditLog.createdAt, storeInstant(query.from, '00:00', tz)));
  if (query.to) where.push(lt(auditLog.createdAt, storeInstant(nextDay(query.to), '00:00', tz)));
  const family = sql<string>`split_part(${auditLog.action}, '.', 1)`;
  const byFamily = await db
    .select({ family, n: count() })
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .groupBy(family);
  if (query.action) where.push(like(auditLog.action, `${query.action}%`));
  const filter = where.length ? and(...where) : undefined;
  const [total] = await db.select({ n: count() }).from(auditLog).where(filter);
  const rows = await db
    .select({ row: auditLog, locationName: locations.name })
    .from(auditLog)
    .leftJoin(locations, eq(locations.locationId, auditLog.locationId))
    .where(filter)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.auditId))
    .limit(query.limit)
    .offset(adminOffset(query));
  return {
    ...adminPageMeta(total?.n ?? 0, query, Object.fromEntries(byFamily.map((r) => [r.family, r.n]))),
    items: rows.map(({ row, locationName }) => ({
      audit_id: row.auditId,
      created_at: row.createdAt.toISOString(),
      user_id: row.userId,
      user_name: row.userName,
      action: row.action,
      target_type: row.targetType,
      target_id: row.targetId,
      summary: row.summary,
      detail: row.detail,
      location_name: locationName,
      ip: row.ip,
    })),
  };
}
