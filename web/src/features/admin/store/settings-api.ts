// Store → Settings's calls (issue 27): the settings as a query, a save as a plain call.
import {
  settingsAnswerSchema,
  settingsSaveAnswerSchema,
  taxAnswerSchema,
  taxSettingsSchema,
  testEmailAnswerSchema,
  type SettingsSave,
  type TestEmail,
  type TaxRateSave,
} from '@parts/common/settings-admin';
import {
  currenciesAnswerSchema,
  currenciesSchema,
  customerGroupsAnswerSchema,
  customerGroupsSchema,
  languagesAnswerSchema,
  languagesSchema,
  type CurrencySave,
  type CustomerGroupSave,
  type LanguageSave,
  type TaxClassSave,
} from '@parts/common/settings-money';
import { api } from '../../../ui/api';
import { apiQuery } from '../../../ui/query/api-query';

export const settingsKeys = { all: ['admin', 'settings'] as const };
export const settingsQuery = () => apiQuery(settingsKeys.all, '/admin/api/settings', settingsAnswerSchema);
export const saveSettings = (body: SettingsSave) =>
  api('/admin/api/settings/save', { json: body, schema: settingsSaveAnswerSchema });

export const taxQuery = () => apiQuery([...settingsKeys.all, 'tax'], '/admin/api/settings/tax', taxSettingsSchema);
export const saveTaxRate = (body: TaxRateSave) =>
  api('/admin/api/settings/tax/save', { json: body, schema: taxAnswerSchema });
export const deleteTaxRate = (tax_rate_id: number) =>
  api('/admin/api/settings/tax/delete', { json: { tax_rate_id }, schema: taxAnswerSchema });
export const sendTestEmail = (body: TestEmail) =>
  api('/admin/api/settings/test-email', { json: body, schema: testEmailAnswerSchema });

// Tax classes, customer groups, currencies and languages (decision 0095): each list is a query; a save answers it anew.
export const saveTaxClass = (body: TaxClassSave) =>
  api('/admin/api/settings/tax/class/save', { json: body, schema: taxAnswerSchema });
export const deleteTaxClass = (tax_class_id: number) =>
  api('/admin/api/settings/tax/class/delete', { json: { tax_class_id }, schema: taxAnswerSchema });

export const groupsQuery = () =>
  apiQuery([...settingsKeys.all, 'groups'], '/admin/api/settings/customer-groups', customerGroupsSchema);
export const saveGroup = (body: CustomerGroupSave) =>
  api('/admin/api/settings/customer-groups/save', { json: body, schema: customerGroupsAnswerSchema });
export const deleteGroup = (customer_group_id: number) =>
  api('/admin/api/settings/customer-groups/delete', {
    json: { customer_group_id },
    schema: customerGroupsAnswerSchema,
  });

export const currenciesQuery = () =>
  apiQuery([...settingsKeys.all, 'currencies'], '/admin/api/settings/currencies', currenciesSchema);
export const saveCurrency = (body: CurrencySave) =>
  api('/admin/api/settings/currencies/save', { json: body, schema: currenciesAnswerSchema });
export const deleteCurrency = (code: string) =>
  api('/admin/api/settings/currencies/delete', { json: { code }, schema: currenciesAnswerSchema });

export const languagesQuery = () =>
  apiQuery([...settingsKeys.all, 'languages'], '/admin/api/settings/languages', languagesSchema);
export const saveLanguage = (body: LanguageSave) =>
  api('/admin/api/settings/languages/save', { json: body, schema: languagesAnswerSchema });
export const deleteLanguage = (code: string) =>
  api('/admin/api/settings/languages/delete', { json: { code }, schema: languagesAnswerSchema });
