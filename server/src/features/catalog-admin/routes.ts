// The back office's products (issue 26, decision 0071): the list, the editor's product, its save and history, and
// bulk changes with preview, apply and undo. Reads need catalog.edit; a bulk change catalog.bulk (and catalog.prices
// for prices and costs); cost is answered only to staff with catalog.seeCost.
import { z } from 'zod';
import {
  CATALOG_ADMIN_MSG as MSG,
  applicationAddedSchema,
  applicationAddSchema,
  applicationRemovedSchema,
  interchangeAddSchema,
  interchangeListSchema,
  interchangeRemoveSchema,
  applicationRemoveSchema,
  bulkAppliedSchema,
  bulkChangeSchema,
  bulkHistorySchema,
  bulkPreviewSchema,
  bulkUndoneSchema,
  bulkUndoSchema,
  productEditSchema,
  productHistoryQuerySchema,
  productHistorySchema,
  productListPageSchema,
  productListQuerySchema,
  productSavedSchema,
  productSaveSchema,
  vehicleQualifiersQuerySchema,
  vehicleQualifiersSchema,
  type BulkChange,
} from '@parts/common/catalog-admin';
import { hasPermission } from '@parts/common/permissions';
import { id } from '@parts/common/input';
import { auditActor } from '#src/features/audit/audit';
import { HttpError } from '#src/http/errors';
import { staffOf } from '#src/http/route-access';
import type { App, Deps } from '#src/http/types';
import type { StaffUser } from '#src/features/staff/queries';
import { addApplication, removeApplication, vehicleQualifiers } from './applications';
import { addInterchange, removeInterchange } from './interchange';
import { applyBulk, bulkHistory, previewBulk, undoBulk } from './bulk';
import { productHistory } from './change-log';
import { newProductEdit, productEdit } from './product-edit';
import { productList } from './product-list';
import { productEditorRoutes } from './editor-routes';
import { reviewAdminRoutes } from './review-routes';
import { taxonomyAdminRoutes } from './taxonomy-routes';
import { saveProduct } from './product-save';

const params = z.object({ product_id: id('product_id') });
const perms = (u: StaffUser) => ({
  may_see_cost: hasPermission(u, 'catalog.seeCost'),
  may_change_prices: hasPermission(u, 'catalog.prices'),
});

/** Prices and costs need catalog.prices on top of catalog.bulk; costs also catalog.seeCost. */
function checkBulk(u: StaffUser, change: BulkChange) {
  if ((change.kind === 'price' || change.kind === 'cost') && !hasPermission(u, 'catalog.prices'))
    throw new HttpError(403, MSG.pricesNeedPermission);
  if (change.kind === 'cost' && !hasPermission(u, 'catalog.seeCost'))
    throw new HttpError(403, MSG.pricesNeedPermission);
}

export async function catalogAdminRoutes(app: App, { db, config }: Deps): Promise<void> {
  const tags = ['admin'];
  reviewAdminRoutes(app, db);
  taxonomyAdminRoutes(app, { db, config });
  productEditorRoutes(app, { db, config });
  app.get(
    '/admin/api/catalog/products',
    {
      config: { access: 'staff', permission: 'catalog.edit', changesState: false },
      schema: {
        tags,
        summary:
          'Products, 20 a page: ?q (name, part number, UPC) &brand_id&category_id&status&stock&price_min&price_max (cents)&no_applications&sort',
        querystring: productListQuerySchema,
        response: { 200: productListPageSchema },
      },
    },
    async (req) => productList(db, req.query, hasPermission(staffOf(req), 'catalog.seeCost')),
  );

  app.get(
    '/admin/api/catalog/products/new',
    {
      config: { access: 'staff', permission: 'catalog.edit', changesState: false },
      schema: {
        tags,
        summary: 'A blank product for the editor, with its choices',
        response: { 200: productEditSchema },
      },
    },
    async (req) => newProductEdit(db, perms(staffOf(req))),
  );

  app.get(
    '/admin/api/catalog/products/:product_id',
    {
      config: { access: 'staff', permission: 'catalog.edit', changesState: false },
      schema: {
        tags,
        summary: 'One product as the editor shows it: fields, prices, stock per location, applications',
        params,
        response: { 200: productEditSchema },
      },
    },
    async (req) => {
      const found = await productEdit(db, req.params.product_id, perms(staffOf(req)));
      if (!found) throw new HttpError(404, MSG.notFound);
      return found;
    },
  );

  app.get(
    '/admin/api/catalog/products/:product_id/history',
    {
      config: { access: 'staff', permission: 'catalog.edit', changesState: false },
      schema: {
        tags,
        summary: "A product's change log, newest first, 20 a page",
        params,
        querystring: productHistoryQuerySchema,
        response: { 200: productHistorySchema },
      },
    },
    async (req) => productHistory(db, req.params.product_id, req.query),
  );

  app.post(
    '/admin/api/catalog/products/save',
    {
      config: { access: 'staff', permission: 'catalog.edit', changesState: true },
      schema: {
        tags,
        summary: 'Create or save a product (every field); each changed field goes to its change log',
        body: productSaveSchema,
        response: { 200: productSavedSchema },
      },
    },
    async (req) => {
      const user = staffOf(req);
      return saveProduct(
        db,
        req.body,
        {
          ...user,
          mayChangePrices: hasPermission(user, 'catalog.prices'),
          maySeeCost: hasPermission(user, 'catalog.seeCost'),
        },
        req,
      );
    },
  );

  app.get(
    '/admin/api/catalog/vehicle-qualifiers',
    {
      config: { access: 'staff', permission: 'catalog.edit', changesState: false },
      schema: {
        tags,
        summary:
          "A year/make/model's trims, bodies, bed lengths and engines (its configurations), for adding an application",
        querystring: vehicleQualifiersQuerySchema,
        response: { 200: vehicleQualifiersSchema },
      },
    },
    async (req) => vehicleQualifiers(db, req.query.Year, req.query.MakeID, req.query.ModelID),
  );

  app.post(
    '/admin/api/catalog/products/:product_id/applications/add',
    {
      config: { access: 'staff', permission: 'catalog.edit', changesState: true },
      schema: {
        tags,
        summary:
          'Add an application: year, make, model, optional trim/body/bed/engine of that vehicle, position, quantity, note (change log; the fit table follows)',
        params,
        body: applicationAddSchema,
        response: { 200: applicationAddedSchema },
      },
    },
    async (req) => addApplication(db, req.params.product_id, req.body, staffOf(req)),
  );

  app.post(
    '/admin/api/catalog/products/:product_id/applications/remove',
    {
      config: { access: 'staff', permission: 'catalog.edit', changesState: true },
      schema: {
        tags,
        summary: "Remove one of the part's applications (written to its change log)",
        params,
        body: applicationRemoveSchema,
        response: { 200: applicationRemovedSchema },
      },
    },
    async (req) => removeApplication(db, req.params.product_id, req.body.application_id, staffOf(req)),
  );

  app.post(
    '/admin/api/catalog/products/:product_id/interchange/add',
    {
      config: { access: 'staff', permission: 'catalog.edit', changesState: true },
      schema: {
        tags,
        summary: "Add another brand's number for the part (search finds the part by it; change log)",
        params,
        body: interchangeAddSchema,
        response: { 200: interchangeListSchema },
      },
    },
    async (req) => addInterchange(db, req.params.product_id, req.body, staffOf(req)),
  );

  app.post(
    '/admin/api/catalog/products/:product_id/interchange/remove',
    {
      config: { access: 'staff', permission: 'catalog.edit', changesState: true },
      schema: {
        tags,
        summary: "Remove one of the part's interchange numbers (brand and number_key; change log)",
        params,
        body: interchangeRemoveSchema,
        response: { 200: interchangeListSchema },
      },
    },
    async (req) => removeInterchange(db, req.params.product_id, req.body, staffOf(req)),
  );

  app.post(
    '/admin/api/catalog/bulk/preview',
    {
      config: { access: 'staff', permission: 'catalog.bulk', changesState: false },
      schema: {
        tags,
        summary: 'What a bulk change would do: products, the first rows old → new, price totals before and after',
        body: bulkChangeSchema,
        response: { 200: bulkPreviewSchema },
      },
    },
    async (req) => {
      checkBulk(staffOf(req), req.body);
      return previewBulk(db, req.body);
    },
  );

  app.post(
    '/admin/api/catalog/bulk/apply',
    {
      config: { access: 'staff', permission: 'catalog.bulk', changesState: true },
      schema: {
        tags,
        summary: 'Apply a bulk change (once per idempotency_key) on product_ids or a filter',
        body: bulkChangeSchema,
        response: { 200: bulkAppliedSchema },
      },
    },
    async (req) => {
      const user = staffOf(req);
      checkBulk(user, req.body);
      return applyBulk(db, req.body, user, await auditActor(req, user));
    },
  );

  app.get(
    '/admin/api/catalog/bulk/history',
    {
      config: { access: 'staff', permission: 'catalog.bulk', changesState: false },
      schema: { tags, summary: 'The latest bulk changes, newest first', response: { 200: bulkHistorySchema } },
    },
    async () => bulkHistory(db),
  );

  app.post(
    '/admin/api/catalog/bulk/undo',
    {
      config: { access: 'staff', permission: 'catalog.bulk', changesState: true },
      schema: {
        tags,
        summary: 'Undo the last bulk change (refused when its products changed again since)',
        body: bulkUndoSchema,
        response: { 200: bulkUndoneSchema },
      },
    },
    async (req) => {
      const user = staffOf(req);
      const allowed = (kind: BulkChange['kind']) => checkBulk(user, { kind } as BulkChange);
      return undoBulk(db, req.body.bulk_change_id, user, await auditActor(req, user), allowed);
    },
  );
}
