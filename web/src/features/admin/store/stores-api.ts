// Store → Stores's calls (issue 27, decision 0086): the list, one store's detail and the ZIP data as queries, the
// changes as plain calls. After a change the storefront's store queries (locator, contact page) refetch too.
import type { QueryClient } from '@tanstack/react-query';
import {
  storeDetailSchema,
  storeListSchema,
  storePartAnswerSchema,
  storeSaveAnswerSchema,
  zipAnswerSchema,
  type HolidaySave,
  type LaborSave,
  type ReaderSave,
  type RegisterSave,
  type StoreSave,
} from '@parts/common/stores-admin';
import { api } from '../../../ui/api';
import { apiQuery } from '../../../ui/query/api-query';
import { locatorKeys } from '../../locator/locator-queries';

export const storesKeys = { all: ['admin', 'stores'] as const };

export const storeListQuery = () => apiQuery([...storesKeys.all, 'list'], '/admin/api/stores', storeListSchema);
export const storeDetailQuery = (id: number) =>
  apiQuery([...storesKeys.all, 'detail', id], `/admin/api/stores/${id}`, storeDetailSchema);
export const zipQuery = (zip: string) =>
  apiQuery([...storesKeys.all, 'zip', zip], `/admin/api/stores/zip?zip=${encodeURIComponent(zip)}`, zipAnswerSchema);

/** Everything that shows a store: the back office's lists and the storefront's locator and contact page. */
export async function storesChanged(client: QueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: storesKeys.all }),
    client.invalidateQueries({ queryKey: locatorKeys.all }),
  ]);
}

export const saveStore = (body: StoreSave) =>
  api('/admin/api/stores/save', { json: body, schema: storeSaveAnswerSchema });
const part = (path: string) => (body: object) =>
  api(`/admin/api/stores/${path}`, { json: body, schema: storePartAnswerSchema });
export const saveHoliday: (b: HolidaySave) => ReturnType<ReturnType<typeof part>> = part('holidays/save');
export const deleteHoliday = part('holidays/delete');
export const saveBay = part('bays/save');
export const deleteBay = part('bays/delete');
export const saveInstaller = part('installers/save');
export const saveLabor: (b: LaborSave) => ReturnType<ReturnType<typeof part>> = part('labor/save');
export const saveRegister: (b: RegisterSave) => ReturnType<ReturnType<typeof part>> = part('registers/save');
export const deleteRegister = part('registers/delete');
export const saveReader: (b: ReaderSave) => ReturnType<ReturnType<typeof part>> = part('readers/save');
