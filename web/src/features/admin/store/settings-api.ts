// Store → Settings's calls (issue 27): the settings as a query, a save as a plain call.
import { settingsAnswerSchema, settingsSaveAnswerSchema, type SettingsSave } from '@parts/common/settings-admin';
import { api } from '../../../ui/api';
import { apiQuery } from '../../../ui/query/api-query';

export const settingsKeys = { all: ['admin', 'settings'] as const };
export const settingsQuery = () => apiQuery(settingsKeys.all, '/admin/api/settings', settingsAnswerSchema);
export const saveSettings = (body: SettingsSave) =>
  api('/admin/api/settings/save', { json: body, schema: settingsSaveAnswerSchema });
