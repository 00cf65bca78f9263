// The imports pages' GETs: the history (per kind) and the part type mapping.
import { importHistoryPageSchema, partTypeListSchema } from '@parts/common/catalog-import';
import { apiQuery } from '../../../ui/query/api-query';
import { searchOf } from '../admin-queries';

export const importKeys = {
  all: ['admin', 'imports'] as const,
  history: (kind: 'pies' | 'products', page: number) => ['admin', 'imports', 'history', kind, page] as const,
  partTypes: ['admin', 'imports', 'part-types'] as const,
};

export const historyQuery = (kind: 'pies' | 'products', page: number) =>
  apiQuery(
    importKeys.history(kind, page),
    `/admin/api/imports/history${searchOf({ kind, page })}`,
    importHistoryPageSchema,
  );

export const partTypesQuery = () => apiQuery(importKeys.partTypes, '/admin/api/imports/part-types', partTypeListSchema);
