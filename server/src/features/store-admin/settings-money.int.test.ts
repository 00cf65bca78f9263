// Store → Settings' lists (issue 27, decision 0095) through the real app: a new tax class with a rate is in the next
// cart's totals; a class, group or currency in use is kept; the storefront's locale offers what the owner set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartData } from '@parts/common/cart';
import type { PageFlags } from '@parts/common/flags';
import type { TaxSettings } from '@parts/common/settings-admin';
import type { CurrencyRow, CustomerGroupRow, LanguageRow } from '@parts/common/settings-money';
import { cents } from '#src/test/cart-fixtures';
import { startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
let owner: Client;
const login = async (username: string) => {
  const c = server.client();
  expect((await c.post('/api/staff/login', { username, password: 'partsdesk' })).status).toBe(200);
  return c;
};
type Answer<T> = { success: string; list: T; tax: TaxSettings; error: string; errors?: Record<string, string> };
const post = <T>(path: string, body: Record<string, unknown>) =>
  owner.post<Answer<T>>(`/admin/api/settings/${path}`, body);
/** An add as the screen sends it: with a fresh idempotency key. */
const add = <T>(path: string, body: Record<string, unknown>) =>
  post<T>(path, { ...body, idempotency_key: crypto.randomUUID() });

beforeAll(async () => {
  server = await startTestServer();
  owner = await login('admin');
});
afterAll(() => server.close());

describe('tax classes', () => {
  it("a new class with a rate for the counter's store is in the next cart's totals; a class in use stays", async () => {
    expect((await post('tax/class/save', { title: ' ' })).status).toBe(400);
    const added = await add('tax/class/save', { title: 'Tires' });
    expect(added.status).toBe(200);
    const tires = added.body.tax.classes.find((c) => c.title === 'Tires')!;
    const zone = added.body.tax.zones.find((z) => z.stores.includes('Round Rock'))!;
    const rate = await post('tax/save', {
      tax_class_id: tires.tax_class_id,
      name: 'Tire fee',
      rate: '4',
      zone_code: zone.zone_code,
    });
    expect(rate.status).toBe(200);

    const cashier = await login('cashier');
    const cart = await cashier.post<{ cart: CartData }>(
      '/checkout/cart/addCustomProduct',
      { name: 'Tire', price: '150.00', quantity: '2', tax_class_id: String(tires.tax_class_id) },
      { form: true },
    );
    const tax = cart.body.cart.totals.filter((t) => t.code === 'tax');
    expect(tax.reduce((s, t) => s + cents(t.value), 0)).toBe(1200); // 30000 x 4%

    const refused = await post('tax/class/delete', { tax_class_id: tires.tax_class_id });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('This tax class is in use (1 rate): change those first.');
    const renamed = await post('tax/class/save', { tax_class_id: tires.tax_class_id, title: 'Tires and wheels' });
    expect(renamed.body.tax.classes.map((c) => c.title)).toContain('Tires and wheels');
  });
});

describe('customer groups', () => {
  it('adds, makes default (one default), and refuses to delete the default or a group with customers', async () => {
    const groups = (await owner.get<CustomerGroupRow[]>('/admin/api/settings/customer-groups')).body;
    const used = groups.find((g) => g.customers > 0 && !g.is_default)!;
    const fleet = (await add<CustomerGroupRow[]>('customer-groups/save', { name: 'Marine' })).body.list.find(
      (g) => g.name === 'Marine',
    )!;
    expect(fleet).toMatchObject({ is_default: false, customers: 0, prices: 0 });
    const made = await post<CustomerGroupRow[]>('customer-groups/save', {
      customer_group_id: fleet.customer_group_id,
      name: 'Marine',
      is_default: true,
    });
    expect(made.body.list.filter((g) => g.is_default).map((g) => g.name)).toEqual(['Marine']);
    expect((await post('customer-groups/delete', { customer_group_id: fleet.customer_group_id })).body.error).toBe(
      'The default group cannot be deleted: make another group the default first.',
    );
    const inUse = await post('customer-groups/delete', { customer_group_id: used.customer_group_id });
    expect(inUse.status).toBe(400);
    expect(inUse.body.error).toBe('This group has customers or prices: move them to another group first.');
    // Put the default back where it was, then the unused group can go.
    const before = groups.find((g) => g.is_default)!;
    await post('customer-groups/save', {
      customer_group_id: before.customer_group_id,
      name: before.name,
      is_default: true,
    });
    const gone = await post<CustomerGroupRow[]>('customer-groups/delete', {
      customer_group_id: fleet.customer_group_id,
    });
    expect(gone.status).toBe(200);
    expect(gone.body.list.map((g) => g.name)).not.toContain('Marine');
  });
});

describe('an add clicked twice (decision 0099)', () => {
  it('adds one tax class for two concurrent adds with the same key, and refuses an add without a key', async () => {
    const refused = await post('tax/class/save', { title: 'Batteries' });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.idempotency_key).toBeTruthy();
    const body = { title: 'Batteries', idempotency_key: 'add-tax-class-twice' };
    const answers = await Promise.all([post('tax/class/save', body), post('tax/class/save', body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const tax = (await owner.get<TaxSettings>('/admin/api/settings/tax')).body;
    expect(tax.classes.filter((c) => c.title === 'Batteries')).toHaveLength(1);
    // A second add with a new key is a second class: the key, not the name, makes an add one.
    await add('tax/class/save', { title: 'Batteries' });
    const again = (await owner.get<TaxSettings>('/admin/api/settings/tax')).body;
    expect(again.classes.filter((c) => c.title === 'Batteries')).toHaveLength(2);
  });

  it('adds one customer group for two concurrent adds with the same key', async () => {
    const body = { name: 'Racing', idempotency_key: 'add-group-twice-01' };
    const answers = await Promise.all([post('customer-groups/save', body), post('customer-groups/save', body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const groups = (await owner.get<CustomerGroupRow[]>('/admin/api/settings/customer-groups')).body;
    expect(groups.filter((g) => g.name === 'Racing')).toHaveLength(1);
  });
});

describe('locale', () => {
  it("currencies and languages the owner sets are the storefront's choices", async () => {
    const shopper = server.client();
    expect(
      (await post('currencies/save', { code: 'gbp', title: 'Pound', symbol: '£', rate: '0', status: true })).status,
    ).toBe(400);
    const gbp = await post<CurrencyRow[]>('currencies/save', {
      code: 'gbp',
      title: 'Pound',
      symbol: '£',
      rate: '0.79',
    });
    expect(gbp.body.list.find((c) => c.code === 'GBP')).toMatchObject({ rate: '0.790000', symbol: '£', status: true });
    const notOne = await post('currencies/save', {
      code: 'GBP',
      original_code: 'GBP',
      title: 'Pound',
      symbol: '£',
      rate: '0.79',
      is_default: true,
    });
    expect(notOne.body.errors).toEqual({ rate: "The default currency's rate is 1." });
    expect((await post('currencies/delete', { code: 'USD' })).status).toBe(400);

    expect((await post('languages/save', { code: 'FR', name: 'Français' })).status).toBe(200);
    const flags = (await shopper.get<PageFlags>('/api/app/flags')).body;
    expect(flags.locale?.currencies.find((c) => c.code === 'GBP')).toMatchObject({ rate: 0.79, symbol: '£' });
    expect(flags.locale?.defaultCurrency).toBe('USD');
    expect(flags.locale?.languages.map((l) => l.code)).toEqual(['en', 'es', 'fr']);

    expect((await shopper.post('/common/language/language', { code: 'de' })).status).toBe(400);
    expect((await shopper.post('/common/language/language', { code: 'fr' })).status).toBe(200);
    expect((await shopper.get<PageFlags>('/api/app/flags')).body.locale?.language).toBe('fr');

    for (const code of ['en', 'es'])
      await post('languages/save', { original_code: code, code, name: code, status: false });
    const last = await post<LanguageRow[]>('languages/save', {
      original_code: 'fr',
      code: 'fr',
      name: 'Français',
      status: false,
    });
    expect(last.body.errors).toEqual({ status: 'The store needs at least one enabled language.' });
  });
});
