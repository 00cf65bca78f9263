// The back office's products as TanStack queries (issue 26): the list, one product for the editor, its history, and
// the bulk changes. A save or a bulk change invalidates the whole 'catalog-admin' family.
import type { QueryClient } from '@tanstack/react-query';
import {
  bulkHistorySchema,
  productEditSchema,
  productHistorySchema,
  productListPageSchema,
  vehicleQualifiersSchema,
  type ProductListQuery,
} from '@parts/common/catalog-admin';
import { apiQuery } from '../../../ui/query/api-query';
import { searchOf } from '../admin-queries';

export type ListParams = Partial<Record<keyof ProductListQuery, string | number>>;

export const catalogKeys = {
  all: ['admin', 'catalog-admin'] as const,
  list: (q: ListParams) => ['admin', 'catalog-admin', 'list', q] as const,
  product: (id: string) => ['admin', 'catalog-admin', 'product', id] as const,
  history: (id: number, page: number) => ['admin', 'catalog-admin', 'history', id, page] as const,
  bulk: ['admin', 'catalog-admin', 'bulk'] as const,
};

export const productListQuery = (q: ListParams) =>
  apiQuery(catalogKeys.list(q), `/admin/api/catalog/products${searchOf(q)}`, productListPageSchema);

/** `id` is a product id or "new". */
export const productEditQuery = (id: string) =>
  apiQuery(catalogKeys.product(id), `/admin/api/catalog/products/${id}`, productEditSchema);

export const productHistoryQuery = (id: number, page: number) =>
  apiQuery(
    catalogKeys.history(id, page),
    `/admin/api/catalog/products/${id}/history?page=${page}`,
    productHistorySchema,
  );

export const bulkHistoryQuery = () => apiQuery(catalogKeys.bulk, '/admin/api/catalog/bulk/history', bulkHistorySchema);

export const refreshCatalog = (client: QueryClient) => client.invalidateQueries({ queryKey: catalogKeys.all });

/** One key per attempt: a double click on Apply changes the catalogue once (renewed after a success). */
export { newKey } from '../../../ui/new-key';

/** A year/make/model's trims, bodies, bed lengths and engines, for the editor's "Add an application". */
export const vehicleQualifiersQuery = (year: string, makeId: string, modelId: string) =>
  apiQuery(
    ['admin', 'catalog-admin', 'qualifiers', year, makeId, modelId],
    `/admin/api/catalog/vehicle-qualifiers?${new URLSearchParams({ Year: year, MakeID: makeId, ModelID: modelId }).toString()}`,
    vehicleQualifiersSchema,
  );
