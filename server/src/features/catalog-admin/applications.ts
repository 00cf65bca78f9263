// Removing one of a part's applications from the editor (issue 26). The fit table's triggers keep vehicle_fits right
// and bump the catalogue version; the change log keeps the vehicle it fitted.
import { and, eq } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { applications } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';
import { logChanges, type ChangeAuthor } from './change-log';
import { applicationsOf } from './product-edit';

export async function removeApplication(db: Db, productId: number, applicationId: number, who: ChangeAuthor) {
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const app = (await applicationsOf(tx, productId)).find((a) => a.application_id === applicationId);
    if (!app) throw new HttpError(404, 'That application is not on this product.');
    await tx
      .delete(applications)
      .where(and(eq(applications.applicationId, applicationId), eq(applications.productId, productId)));
    const shown = app.notes ? `${app.vehicle} (${app.notes})` : app.vehicle;
    await logChanges(tx, who, [{ productId, field: 'Application removed', oldValue: shown, newValue: '' }]);
    return { product_id: productId, removed: 1 };
  });
}
