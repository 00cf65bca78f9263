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
