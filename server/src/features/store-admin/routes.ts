// Store → Settings's calls (issue 27, decision 0076). Both need settings.manage; a save writes the audit log.
import { settingsAnswerSchema, settingsSaveAnswerSchema, settingsSaveSchema } from '@parts/common/settings-admin';
import { staffOf } from '#src/http/route-access';
import type { App, Deps } from '#src/http/types';
import { auditActor } from '#src/features/audit/audit';
import { editableSettings, saveEditableSettings } from './settings-admin';

export async function storeAdminRoutes(app: App, { db }: Deps): Promise<void> {
  app.get(
    '/admin/api/settings',
    {
      config: { access: 'staff', permission: 'settings.manage', changesState: false },
      schema: { tags: ['admin'], summary: "The store's editable settings", response: { 200: settingsAnswerSchema } },
    },
    async () => ({ values: await editableSettings(db) }),
  );

  // Saving the same values twice changes nothing the second time (only changed keys are written), so no key is needed.
  app.post(
    '/admin/api/settings/save',
    {
      config: { access: 'staff', permission: 'settings.manage', changesState: true },
      schema: {
        tags: ['admin'],
        summary: 'Saves any of the editable settings; each change is audited (old → new)',
        body: settingsSaveSchema,
        response: { 200: settingsSaveAnswerSchema },
      },
    },
    async (req) => saveEditableSettings(db, await auditActor(req, staffOf(req)), req.body),
  );
}
