// Catalogue → Categories and Brands: their reads (TanStack queries) and the key family their saves invalidate.
import {
  adminBrandPageSchema,
  adminCategoriesSchema,
  adminSeriesPageSchema,
  type AdminBrandListQuery,
  type SeriesListQuery,
} from '@parts/common/taxonomy-admin';
import { apiQuery } from '../../../ui/query/api-query';
import { searchOf } from '../admin-queries';

export const taxonomyKeys = {
  categories: ['admin', 'taxonomy', 'categories'] as const,
  brands: ['admin', 'taxonomy', 'brands'] as const,
  series: (manufacturerId: number) => ['admin', 'taxonomy', 'series', manufacturerId] as const,
};

export const categoriesQuery = () =>
  apiQuery(taxonomyKeys.categories, '/admin/api/catalog/categories', adminCategoriesSchema);
export const brandsQuery = (q: Partial<AdminBrandListQuery>) =>
  apiQuery([...taxonomyKeys.brands, q], `/admin/api/catalog/brands${searchOf(q)}`, adminBrandPageSchema);
/** A page of a brand's series (decision 0102), searched by part of the name. */
export const seriesQuery = (q: Pick<SeriesListQuery, 'manufacturer_id'> & Partial<SeriesListQuery>) =>
  apiQuery(
    [...taxonomyKeys.series(q.manufacturer_id), q],
    `/admin/api/catalog/series${searchOf(q)}`,
    adminSeriesPageSchema,
  );
