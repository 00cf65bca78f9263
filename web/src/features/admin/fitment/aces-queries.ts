// Imports → ACES: the history's GET and the upload / commit calls (decision 0073).
import {
  acesImportPageSchema,
  acesImportSchema,
  acesValidationSchema,
  type AcesValidation,
} from '@parts/common/fitment-admin';
import { api } from '../../../ui/api';
import { apiQuery } from '../../../ui/query/api-query';
import { uploadFile } from '../../../ui/upload';
import { searchOf } from '../admin-queries';

export const acesKeys = {
  all: ['admin', 'aces'] as const,
  history: (page: number) => ['admin', 'aces', page] as const,
};

export const acesHistoryQuery = (page: number) =>
  apiQuery(acesKeys.history(page), `/admin/api/fitment/aces/imports${searchOf({ page })}`, acesImportPageSchema);

export const uploadAces = (file: File, onProgress: (share: number) => void): Promise<AcesValidation> =>
  uploadFile('/admin/api/fitment/aces/upload', file, { schema: acesValidationSchema, onProgress });

export const commitAces = (importId: number) =>
  api('/admin/api/fitment/aces/commit', {
    json: { import_id: importId },
    schema: acesImportSchema,
  });
