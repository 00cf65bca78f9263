// Alert bars (spec 000 section 9) as the back office edits them. The storefront reads the same rows
// (features/content/queries.ts activeAlerts and the page flags), uncached, so a saved bar shows on the next page.
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { CONTENT_MSG, type AdminAlertBar, type AlertBarInput } from '@parts/common/content-admin';
import type { Db } from '#src/db/client';
import { alertBars } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';

export async function listAlertBars(db: Db): Promise<AdminAlertBar[]> {
  const rows = await db.select().from(alertBars).orderBy(asc(alertBars.sortOrder), asc(alertBars.alertId));
  return rows.map((a) => ({
    alert_id: a.alertId,
    message: a.message,
    link: a.link ?? '',
    link_text: a.linkText ?? '',
    tone: a.tone,
    days: a.days,
    status: a.status,
    sort_order: a.sortOrder,
  }));
}

export async function saveAlertBar(db: Db, input: AlertBarInput): Promise<string> {
  const values = {
    message: input.message,
    link: input.link || null,
    linkText: input.link_text || null,
    tone: input.tone,
    days: input.days,
    status: input.status,
    sortOrder: input.sort_order,
  };
  if (input.alert_id === undefined) {
    // A fresh cookie name: nobody has dismissed a bar that did not exist yet.
    const alertId = `alert-${randomBytes(6).toString('hex')}`;
    await db.insert(alertBars).values({ alertId, ...values });
    return alertId;
  }
  const [row] = await db
    .update(alertBars)
    .set(values)
    .where(eq(alertBars.alertId, input.alert_id))
    .returning({ id: alertBars.alertId });
  if (!row) throw new HttpError(404, CONTENT_MSG.notFound);
  return row.id;
}

export async function deleteAlertBar(db: Db, alertId: string): Promise<void> {
  const gone = await db.delete(alertBars).where(eq(alertBars.alertId, alertId)).returning({ id: alertBars.alertId });
  if (gone.length === 0) throw new HttpError(404, CONTENT_MSG.notFound);
}
