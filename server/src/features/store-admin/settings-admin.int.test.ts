// Store → Settings (issue 27, decision 0076) through the real app: a change shows in the storefront's flags at once,
// each setting's rule refuses bad input with the field named, changes are audited old → new, and only settings.manage
// may read or change them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@parts/common/audit';
import type { PageFlags } from '@parts/common/flags';
import type { SettingsValues } from '@parts/common/settings-admin';
import { startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
let owner: Client;
const login = async (username: string) => {
  const c = server.client();
  expect((await c.post('/api/staff/login', { username, password: 'partsdesk' })).status).toBe(200);
  return c;
};
const save = (body: Record<string, unknown>) =>
  owner.post<{
    success: string;
    values: SettingsValues;
    changed: string[];
    error: string;
    errors: Record<string, string>;
  }>('/admin/api/settings/save', body);

beforeAll(async () => {
  server = await startTestServer();
  owner = await login('admin');
});
afterAll(() => server.close());

describe('settings', () => {
  it('turns guest checkout off and the storefront flags say so on the next request', async () => {
    const shopper = server.client();
    expect((await shopper.get<PageFlags>('/api/app/flags')).body.guest_checkout).toBe(true);
    const res = await save({ guest_checkout: false });
    expect(res.body).toMatchObject({ success: 'Settings saved.', changed: ['guest_checkout'] });
    expect(res.body.values.guest_checkout).toBe(false);
    expect((await shopper.get<PageFlags>('/api/app/flags')).body.guest_checkout).toBe(false);
    expect((await owner.get<{ values: SettingsValues }>('/admin/api/settings')).body.values.guest_checkout).toBe(false);
    // The same save again changes nothing.
    expect((await save({ guest_checkout: false })).body.changed).toEqual([]);
  });

  it('refuses bad values with the field named and saves nothing', async () => {
    const prompt = await save({ kiosk_prompt_timer: 5, kiosk_idle_timer: 5 });
    expect(prompt.status).toBe(400);
    expect(prompt.body.errors.kiosk_prompt_timer).toBe('The prompt timer must be shorter than the idle timer.');
    expect((await save({ kiosk_idle_timer: 0 })).body.errors.kiosk_idle_timer).toBe('At least 1 minutes.');
    expect((await save({ pos_payment_types: [] })).body.errors.pos_payment_types).toBe(
      'Offer at least one payment type.',
    );
    expect((await save({ pos_payment_types: ['cash', 'bitcoin'] })).status).toBe(400);
    expect((await save({ kiosk_homepage: 'https://evil.example' })).body.errors.kiosk_homepage).toBe(
      'A path on this site, starting with /.',
    );
    expect((await save({ labor_tax_class_id: 999 })).body.errors.labor_tax_class_id).toBe('No such tax class.');
    expect((await save({ admin_password: 'x' })).status).toBe(400);
    const now = (await owner.get<{ values: SettingsValues }>('/admin/api/settings')).body.values;
    expect(now).toMatchObject({ kiosk_idle_timer: 3, kiosk_prompt_timer: 1, kiosk_homepage: '/' });
  });

  it('takes a new counter payment list and kiosk timers, and audits each change old → new', async () => {
    const res = await save({ pos_payment_types: ['cash', 'card'], kiosk_idle_timer: 10, kiosk_prompt_timer: 2 });
    expect(res.body.changed.sort()).toEqual(['kiosk_idle_timer', 'kiosk_prompt_timer', 'pos_payment_types']);
    const log = await owner.get<AuditPage>('/admin/api/audit/list?action=setting');
    const idle = log.body.items.find((r) => r.target_id === 'kiosk_idle_timer')!;
    expect(idle).toMatchObject({ action: 'setting.change', summary: 'Changed Idle timer (minutes)' });
    expect(idle.detail).toEqual({ key: 'kiosk_idle_timer', old: 3, new: 10 });
  });

  it('refuses staff without settings.manage', async () => {
    const cashier = await login('cashier');
    expect((await cashier.get('/admin/api/settings')).status).toBe(403);
    expect((await cashier.post('/admin/api/settings/save', { guest_checkout: true })).status).toBe(403);
  });
});
