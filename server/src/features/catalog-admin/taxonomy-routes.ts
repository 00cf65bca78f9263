// The back office's categories, brands and series calls (issue 26, decision 0083), and the picture upload their
// editors use. Every call needs catalog.edit and the login's admin token (decision 0062); every change is audited.
import { z } from 'zod';
import { imageAnswer } from '@parts/common/content-admin';
import {
  adminBrandListQuery,
  adminBrandPageSchema,
  adminCategoriesSchema,
  adminSeriesPageSchema,
  brandInput,
  brandSavedAnswer,
  categoryIdBody,
  categoryInput,
  categorySavedAnswer,
  deletedAnswer,
  seriesInput,
  seriesListQuery,
  seriesSavedAnswer,
} from '@parts/common/taxonomy-admin';
import { auditActor } from '#src/features/audit/audit';
import { storeContentImage } from '#src/features/media/pictures';
import { staffOf } from '#src/http/route-access';
import type { App, Deps } from '#src/http/types';
import { categoryTree, deleteCategory, saveCategory } from './taxonomy-categories';
import { listBrands, saveBrand } from './taxonomy-brands';
import { listSeries, saveSeries } from './taxonomy-series';

const read = { access: 'staff', permission: 'catalog.edit', changesState: false } as const;
const write = { access: 'staff', permission: 'catalog.edit', changesState: true } as const;
const tags = ['admin'];

export function taxonomyAdminRoutes(app: App, { db, config }: Pick<Deps, 'db' | 'config'>): void {
  app.post(
    '/admin/api/catalog/image',
    {
      config: write,
      schema: {
        tags,
        summary:
          "A category's or brand's picture (raw body: JPEG, PNG, WebP or GIF up to 5 MB; ?folder=categories|brands)",
        querystring: z.object({ folder: z.enum(['categories', 'brands']) }),
        response: { 200: imageAnswer },
      },
    },
    async (req) => storeContentImage(db, req, config, req.query.folder),
  );

  app.get(
    '/admin/api/catalog/categories',
    {
      config: read,
      schema: {
        tags,
        summary: 'The category tree: groups, then their categories',
        response: { 200: adminCategoriesSchema },
      },
    },
    async () => ({ categories: await categoryTree(db) }),
  );
  app.post(
    '/admin/api/catalog/category/save',
    {
      config: write,
      schema: {
        tags,
        summary:
          "Adds or changes a category; a new group moves its parts' listing (and the fit table) in one transaction",
        body: categoryInput,
        response: { 200: categorySavedAnswer },
      },
    },
    async (req) => saveCategory(db, await auditActor(req, staffOf(req)), req.body),
  );
  app.post(
    '/admin/api/catalog/category/delete',
    {
      config: write,
      schema: {
        tags,
        summary: 'Deletes an empty category (refused while it lists parts, holds categories or series)',
        body: categoryIdBody,
        response: { 200: deletedAnswer },
      },
    },
    async (req) => deleteCategory(db, await auditActor(req, staffOf(req)), req.body.category_id),
  );

  app.get(
    '/admin/api/catalog/brands',
    {
      config: read,
      schema: {
        tags,
        summary: 'Brands in the store order (?q= part of the name or code), 20 a page',
        querystring: adminBrandListQuery,
        response: { 200: adminBrandPageSchema },
      },
    },
    async (req) => listBrands(db, req.query),
  );
  app.post(
    '/admin/api/catalog/brand/save',
    {
      config: write,
      schema: { tags, summary: 'Adds or changes a brand', body: brandInput, response: { 200: brandSavedAnswer } },
    },
    async (req) => saveBrand(db, await auditActor(req, staffOf(req)), req.body),
  );

  app.get(
    '/admin/api/catalog/series',
    {
      config: read,
      schema: {
        tags,
        summary: "A page of a brand's series in the store order (20 a page; q: part of the name)",
        querystring: seriesListQuery,
        response: { 200: adminSeriesPageSchema },
      },
    },
    async (req) => listSeries(db, req.query),
  );
  app.post(
    '/admin/api/catalog/series/save',
    {
      config: write,
      schema: {
        tags,
        summary: 'Adds, renames or reorders a series',
        body: seriesInput,
        response: { 200: seriesSavedAnswer },
      },
    },
    async (req) => saveSeries(db, await auditActor(req, staffOf(req)), req.body),
  );
}
