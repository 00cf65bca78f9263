// Store → Stores's calls (issue 27, decision 0086). All need stores.manage; every change writes the audit log. Saving
// the same values twice changes nothing more the second time; adding a store twice meets its unique name (409).
import {
  holidayDeleteSchema,
  holidaySaveSchema,
  laborSaveSchema,
  readerSaveSchema,
  registerDeleteSchema,
  registerSaveSchema,
  STORES_MSG,
  storeBayDeleteSchema,
  storeBaySaveSchema,
  storeDetailSchema,
  storeIdParamsSchema,
  storeInstallerSaveSchema,
  storeListSchema,
  storePartAnswerSchema,
  storeSaveAnswerSchema,
  storeSaveSchema,
  zipAnswerSchema,
  zipQuerySchema,
} from '@parts/common/stores-admin';
import { staffOf } from '#src/http/route-access';
import type { App, Deps } from '#src/http/types';
import { auditActor } from '#src/features/audit/audit';
import { removeBay, saveBay, saveInstallerDays } from '#src/features/appointments/appointment-settings';
import { removeRegister, saveRegister } from './registers';
import { saveReader } from './readers';
import { deleteHoliday, saveHoliday, saveLaborRate, saveStore, storeDetail, storeList, zipLookup } from './stores';

const read = { access: 'staff', permission: 'stores.manage', changesState: false } as const;
const change = { access: 'staff', permission: 'stores.manage', changesState: true } as const;
const tags = ['admin'];

export async function storesAdminRoutes(app: App, { db }: Deps): Promise<void> {
  const actorOf = async (req: Parameters<typeof staffOf>[0]) => auditActor(req, staffOf(req));

  app.get(
    '/admin/api/stores',
    {
      config: read,
      schema: { tags, summary: 'The stores, in the locator’s order', response: { 200: storeListSchema } },
    },
    async () => storeList(db),
  );

  app.get(
    '/admin/api/stores/zip',
    {
      config: read,
      schema: {
        tags,
        summary: 'City, state and coordinates of a ZIP code from the offline ZIP data',
        querystring: zipQuerySchema,
        response: { 200: zipAnswerSchema },
      },
    },
    async (req) => zipLookup(req.query.zip),
  );

  app.get(
    '/admin/api/stores/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'One store: its fields, hours, holidays, bays, installers and labor rates',
        params: storeIdParamsSchema,
        response: { 200: storeDetailSchema },
      },
    },
    async (req) => storeDetail(db, req.params.id),
  );

  app.post(
    '/admin/api/stores/save',
    {
      config: change,
      schema: {
        tags,
        summary: 'Adds a store (no location_id) or changes one; coordinates from the ZIP data when lat/lng are null',
        body: storeSaveSchema,
        response: { 200: storeSaveAnswerSchema },
      },
    },
    async (req) => saveStore(db, await actorOf(req), req.body),
  );

  app.post(
    '/admin/api/stores/holidays/save',
    {
      config: change,
      schema: {
        tags,
        summary: 'Adds or changes a holiday: closed, or special hours, with a note',
        body: holidaySaveSchema,
        response: { 200: storePartAnswerSchema },
      },
    },
    async (req) => saveHoliday(db, await actorOf(req), req.body),
  );

  app.post(
    '/admin/api/stores/holidays/delete',
    {
      config: change,
      schema: {
        tags,
        summary: 'Removes a holiday',
        body: holidayDeleteSchema,
        response: { 200: storePartAnswerSchema },
      },
    },
    async (req) => deleteHoliday(db, await actorOf(req), req.body.holiday_id),
  );

  app.post(
    '/admin/api/stores/bays/save',
    {
      config: change,
      schema: {
        tags,
        summary: 'Adds a bay (bay_id null) or renames / switches one on or off',
        body: storeBaySaveSchema,
        response: { 200: storePartAnswerSchema },
      },
    },
    async (req) => {
      await saveBay(db, await actorOf(req), req.body);
      return { success: STORES_MSG.baySaved, detail: await storeDetail(db, req.body.location_id) };
    },
  );

  app.post(
    '/admin/api/stores/bays/delete',
    {
      config: change,
      schema: {
        tags,
        summary: 'Removes a bay; one with appointments on record is switched off instead',
        body: storeBayDeleteSchema,
        response: { 200: storePartAnswerSchema },
      },
    },
    async (req) => {
      const { deleted, title } = await removeBay(db, await actorOf(req), req.body.bay_id);
      return {
        success: deleted ? STORES_MSG.bayDeleted(title) : STORES_MSG.bayRetired(title),
        detail: await storeDetail(db, req.body.location_id),
      };
    },
  );

  app.post(
    '/admin/api/stores/installers/save',
    {
      config: change,
      schema: {
        tags,
        summary: 'Sets an installer’s working days (0 = Sunday) and availability',
        body: storeInstallerSaveSchema,
        response: { 200: storePartAnswerSchema },
      },
    },
    async (req) => {
      const { location_id, ...days } = req.body;
      await saveInstallerDays(db, await actorOf(req), days);
      return { success: STORES_MSG.installerSaved, detail: await storeDetail(db, location_id) };
    },
  );

  app.post(
    '/admin/api/stores/labor/save',
    {
      config: change,
      schema: {
        tags,
        summary: 'Adds a labor rate (no labor_id) or changes one; the counter’s next labor line uses it',
        body: laborSaveSchema,
        response: { 200: storePartAnswerSchema },
      },
    },
    async (req) => saveLaborRate(db, await actorOf(req), req.body),
  );
  app.post(
    '/admin/api/stores/registers/save',
    {
      config: change,
      schema: {
        tags,
        summary: 'Adds a register (no register_id), renames one or switches it on or off; one stays in use',
        body: registerSaveSchema,
        response: { 200: storePartAnswerSchema },
      },
    },
    async (req) => ({
      success: await saveRegister(db, await actorOf(req), req.body),
      detail: await storeDetail(db, req.body.location_id),
    }),
  );

  app.post(
    '/admin/api/stores/registers/delete',
    {
      config: change,
      schema: {
        tags,
        summary: 'Removes a register; one with days on record is switched off instead',
        body: registerDeleteSchema,
        response: { 200: storePartAnswerSchema },
      },
    },
    async (req) => ({
      success: await removeRegister(db, await actorOf(req), req.body),
      detail: await storeDetail(db, req.body.location_id),
    }),
  );

  app.post(
    '/admin/api/stores/readers/save',
    {
      config: change,
      schema: {
        tags,
        summary: "Puts a card reader at one of the store's registers (or none): its batch is that register's at close",
        body: readerSaveSchema,
        response: { 200: storePartAnswerSchema },
      },
    },
    async (req) => ({
      success: await saveReader(db, await actorOf(req), req.body),
      detail: await storeDetail(db, req.body.location_id),
    }),
  );
}
