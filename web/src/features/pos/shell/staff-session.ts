// The staff session calls. Each answers the new state through the page flags, so callers refresh them afterwards.
import { staffLoginAnswerSchema, type StaffLogin } from '@parts/common/staff';
import { api } from '../../../ui/api';

export function loginStaff(body: StaffLogin): Promise<unknown> {
  return api('/api/staff/login', { json: body, schema: staffLoginAnswerSchema });
}

export function lockRegister(): Promise<unknown> {
  return api('/api/staff/lock', { method: 'POST' });
}

export function unlockRegister(pin: string): Promise<unknown> {
  return api('/api/staff/unlock', { json: { pin } });
}

export function logoutStaff(): Promise<unknown> {
  return api('/api/staff/logout', { method: 'POST' });
}

/** The role's name on the badge beside the signed-in user (common/flags.ts). */
export { ROLE_LABEL } from '@parts/common/flags';

const POS_HOME = '/checkout/cart';

/** Where a staff login lands: the back office page that sent them to log in, else the counter's cart. */
export function afterStaffLogin(redirect: string | null): string {
  return redirect && /^\/admin(\/[A-Za-z0-9/_-]*)?(\?[^#]*)?$/.test(redirect) ? redirect : POS_HOME;
}
