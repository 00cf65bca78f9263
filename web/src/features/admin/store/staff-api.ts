// Store → Staff's calls (issue 27): the list and its editor's choices as queries, the changes as plain calls.
import {
  staffActionAnswerSchema,
  staffFormDataSchema,
  staffPageSchema,
  staffSaveAnswerSchema,
  type StaffListQuery,
  type StaffSave,
} from '@parts/common/staff-admin';
import { api } from '../../../ui/api';
import { apiQuery } from '../../../ui/query/api-query';
import { searchOf } from '../admin-queries';

export const staffKeys = { all: ['admin', 'staff'] as const };

export const staffListQuery = (q: Partial<StaffListQuery>) =>
  apiQuery([...staffKeys.all, 'list', q], `/admin/api/staff/list${searchOf(q)}`, staffPageSchema);
export const staffFormQuery = () => apiQuery([...staffKeys.all, 'form'], '/admin/api/staff/form', staffFormDataSchema);

export const saveStaff = (body: StaffSave) =>
  api('/admin/api/staff/save', { json: body, schema: staffSaveAnswerSchema });
export const setStaffEnabled = (user_id: number, enabled: boolean) =>
  api('/admin/api/staff/status', { json: { user_id, enabled }, schema: staffActionAnswerSchema });
export const resetStaffPin = (user_id: number, pin: string) =>
  api('/admin/api/staff/pin', { json: { user_id, pin }, schema: staffActionAnswerSchema });
export const resetStaffPassword = (user_id: number, password: string) =>
  api('/admin/api/staff/password', { json: { user_id, password }, schema: staffActionAnswerSchema });
