// Store → Settings (issue 27, decision 0076) through the real app: a change shows in the storefront's flags at once,
// each setting's rule refuses bad input with the field named, changes are audited old → new, and only settings.manage
// may read or change them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@parts/common/audit';
import type { PageFlags } from '@parts/common/flags';
import type { CartData } from '@parts/common/cart';
import type { SettingsValues, TaxSettings } from '@parts/common/settings-admin';
import { cents } from '#src/test/cart-fixtures';
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

describe('tax rates per store', () => {
  it("adds a rate for the counter store's region and the next cart's totals carry it; deleting takes it away", async () => {
    const cashier = await login('cashier');
    const added = await cashier.post<{ cart: CartData }>(
      '/checkout/cart/addCustomProduct',
      { name: 'Wiper blade', price: '25.00', quantity: '1', tax_class_id: '1' },
      { form: true },
    );
    const tax = (cart: CartData) =>
      cart.totals.filter((t) => t.code === 'tax').reduce((sum, t) => sum + cents(t.value), 0);
    expect(tax(added.body.cart)).toBe(206); // 2500 x 8.25%
    const zone = (await owner.get<TaxSettings>('/admin/api/settings/tax')).body.zones.find((z) =>
      z.stores.includes('Round Rock'),
    )!;
    const bad = await owner.post<{ errors: Record<string, string> }>('/admin/api/settings/tax/save', {
      tax_class_id: 1,
      name: 'County',
      rate: '1.5%',
      zone_code: zone.zone_code,
    });
    expect(bad.body.errors.rate).toBe('A percent with up to two decimals, e.g. 8.25.');
    const saved = await owner.post<{ success: string; tax: TaxSettings }>('/admin/api/settings/tax/save', {
      tax_class_id: 1,
      name: 'County',
      rate: '1.00',
      zone_code: zone.zone_code,
    });
    expect(saved.body.success).toBe('The County rate has been saved.');
    const rate = saved.body.tax.rates.find((r) => r.name === 'County')!;
    expect(rate).toMatchObject({ tax_class_id: 1, rate: '1.00', zone_code: zone.zone_code });
    const next = (await cashier.get<CartData>('/checkout/cart/getData')).body;
    expect(tax(next)).toBe(231); // 206 + 2500 x 1%
    expect(next.totals.map((t) => t.title)).toContain('County');
    await owner.post('/admin/api/settings/tax/delete', { tax_rate_id: rate.tax_rate_id });
    expect(tax((await cashier.get<CartData>('/checkout/cart/getData')).body)).toBe(206);
    const log = await owner.get<AuditPage>('/admin/api/audit/list?action=setting');
    expect(log.body.items.map((r) => r.summary)).toContain(`Added the County tax rate (1.00% in ${zone.zone_code})`);
  });
});
