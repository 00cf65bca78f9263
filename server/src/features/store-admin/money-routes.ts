// Store → Settings' lists (issue 27, decision 0095): tax classes, customer groups, currencies and languages. Reading
// and changing them needs settings.manage; every change writes the audit log. Saving the same values twice leaves the
// same rows (a save names its row); an add twice is refused by the code's uniqueness (currencies, languages) or, for a
// class or group, which have no natural key, is one row per idempotency key (decision 0099).
import type { z } from 'zod';
import { taxAnswerSchema } from '@parts/common/settings-admin';
import {
  currenciesAnswerSchema,
  currenciesSchema,
  currencyDeleteSchema,
  currencySaveSchema,
  customerGroupDeleteSchema,
  customerGroupSaveSchema,
  customerGroupsAnswerSchema,
  customerGroupsSchema,
  languageDeleteSchema,
  languageSaveSchema,
  languagesAnswerSchema,
  languagesSchema,
  taxClassDeleteSchema,
  taxClassSaveSchema,
} from '@parts/common/settings-money';
import { staffOf } from '#src/http/route-access';
import type { App, Deps } from '#src/http/types';
import { auditActor } from '#src/features/audit/audit';
import { deleteTaxClass, saveTaxClass } from './tax-classes';
import { customerGroupList, deleteCustomerGroup, saveCustomerGroup } from './customer-groups';
import { currencyList, deleteCurrency, deleteLanguage, languageList, saveCurrency, saveLanguage } from './locale-admin';

const read = { access: 'staff', permission: 'settings.manage', changesState: false } as const;
const write = { ...read, changesState: true } as const;
// Generic, so each handler's req.body is its schema's parsed output (the route's validation parsed it once).
const post = <B extends z.ZodType, A extends z.ZodType>(summary: string, body: B, answer: A) => ({
  config: write,
  schema: { tags: ['admin'], summary, body, response: { 200: answer } },
});
const get = <A extends z.ZodType>(summary: string, answer: A) => ({
  config: read,
  schema: { tags: ['admin'], summary, response: { 200: answer } },
});

export async function settingsMoneyRoutes(app: App, { db }: Deps): Promise<void> {
  const actor = async (req: Parameters<typeof staffOf>[0]) => auditActor(req, staffOf(req));

  app.post(
    '/admin/api/settings/tax/class/save',
    post('Adds a tax class (no tax_class_id) or renames one', taxClassSaveSchema, taxAnswerSchema),
    async (req) => saveTaxClass(db, await actor(req), req.body),
  );
  app.post(
    '/admin/api/settings/tax/class/delete',
    post('Deletes a tax class nothing uses', taxClassDeleteSchema, taxAnswerSchema),
    async (req) => deleteTaxClass(db, await actor(req), req.body.tax_class_id),
  );

  app.get('/admin/api/settings/customer-groups', get('Customer groups', customerGroupsSchema), async () =>
    customerGroupList(db),
  );
  app.post(
    '/admin/api/settings/customer-groups/save',
    post('Adds or changes a customer group', customerGroupSaveSchema, customerGroupsAnswerSchema),
    async (req) => saveCustomerGroup(db, await actor(req), req.body),
  );
  app.post(
    '/admin/api/settings/customer-groups/delete',
    post('Deletes a customer group no customer or price uses', customerGroupDeleteSchema, customerGroupsAnswerSchema),
    async (req) => deleteCustomerGroup(db, await actor(req), req.body.customer_group_id),
  );

  app.get('/admin/api/settings/currencies', get('Display currencies and rates', currenciesSchema), async () =>
    currencyList(db),
  );
  app.post(
    '/admin/api/settings/currencies/save',
    post('Adds or changes a currency', currencySaveSchema, currenciesAnswerSchema),
    async (req) => saveCurrency(db, await actor(req), req.body),
  );
  app.post(
    '/admin/api/settings/currencies/delete',
    post('Deletes a currency (not the default)', currencyDeleteSchema, currenciesAnswerSchema),
    async (req) => deleteCurrency(db, await actor(req), req.body.code),
  );

  app.get('/admin/api/settings/languages', get('The storefront languages', languagesSchema), async () =>
    languageList(db),
  );
  app.post(
    '/admin/api/settings/languages/save',
    post('Adds or changes a language', languageSaveSchema, languagesAnswerSchema),
    async (req) => saveLanguage(db, await actor(req), req.body),
  );
  app.post(
    '/admin/api/settings/languages/delete',
    post('Deletes a language (one enabled stays)', languageDeleteSchema, languagesAnswerSchema),
    async (req) => deleteLanguage(db, await actor(req), req.body.code),
  );
}
