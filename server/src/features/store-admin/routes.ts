// Store → Settings's calls (issue 27, decision 0076). Both need settings.manage; a save writes the audit log.
import {
  settingsAnswerSchema,
  settingsSaveAnswerSchema,
  settingsSaveSchema,
  taxAnswerSchema,
  taxRateDeleteSchema,
  taxRateSaveSchema,
  taxSettingsSchema,
  testEmailAnswerSchema,
  testEmailSchema,
} from '@parts/common/settings-admin';
import { staffOf } from '#src/http/route-access';
import type { App, Deps } from '#src/http/types';
import { auditActor } from '#src/features/audit/audit';
import { saveEditableSettings, sendTestEmail, settingsAnswer } from './settings-admin';
import { deleteTaxRate, saveTaxRate, taxSettings } from './tax-rates';

export async function storeAdminRoutes(app: App, { db, config }: Deps): Promise<void> {
  app.get(
    '/admin/api/settings',
    {
      config: { access: 'staff', permission: 'settings.manage', changesState: false },
      schema: { tags: ['admin'], summary: "The store's editable settings", response: { 200: settingsAnswerSchema } },
    },
    async () => settingsAnswer(db),
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

  const manage = { access: 'staff', permission: 'settings.manage', changesState: true } as const;
  // Each click is one test email, which is what a repeated test means; the page disables the button while one is sent.
  app.post(
    '/admin/api/settings/test-email',
    {
      config: manage,
      schema: {
        tags: ['admin'],
        summary: 'Sends a test email with the saved mail settings and says what the mail server answered',
        body: testEmailSchema,
        response: { 200: testEmailAnswerSchema },
      },
    },
    async (req) => sendTestEmail(db, config, req.body.to),
  );
  app.get(
    '/admin/api/settings/tax',
    {
      config: { ...manage, changesState: false },
      schema: {
        tags: ['admin'],
        summary: 'Tax classes, rates and the stores’ regions',
        response: { 200: taxSettingsSchema },
      },
    },
    async () => taxSettings(db),
  );
  app.post(
    '/admin/api/settings/tax/save',
    {
      config: manage,
      schema: {
        tags: ['admin'],
        summary: 'Adds a tax rate (no tax_rate_id) or changes one; in the next cart’s totals',
        body: taxRateSaveSchema,
        response: { 200: taxAnswerSchema },
      },
    },
    async (req) => saveTaxRate(db, await auditActor(req, staffOf(req)), req.body),
  );
  app.post(
    '/admin/api/settings/tax/delete',
    {
      config: manage,
      schema: {
        tags: ['admin'],
        summary: 'Deletes a tax rate',
        body: taxRateDeleteSchema,
        response: { 200: taxAnswerSchema },
      },
    },
    async (req) => deleteTaxRate(db, await auditActor(req, staffOf(req)), req.body.tax_rate_id),
  );
}
