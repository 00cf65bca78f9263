// The owner adds a tax rate in Store → Settings → Taxes and a shopper's cart shows it in its totals on the next look
// (issue 27, decision 0095). The rate is removed again at the end: later files price carts in the same region.
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { loginAsStaff, newPage, useBrowser } from './browser';

useBrowser();

const shots = process.env.SCREENSHOT_DIR;

describe('tax rates from the back office', () => {
  it("a rate the owner adds is in a shopper's cart totals", async () => {
    const name = `Parts levy ${Math.random().toString(36).slice(2, 7)}`;
    const owner = await newPage({ width: 1366, height: 900 });
    await loginAsStaff(owner, 'admin');
    await owner.goto('/admin/store/settings/taxes');
    const form = owner.getByRole('form', { name: 'Add a tax rate' });
    await form.getByLabel('Tax class').selectOption({ label: 'Taxable Goods' });
    await form.getByLabel('Rate name').fill(name);
    await form.getByLabel('Rate (%)').fill('1.5');
    // A shopper who has not chosen a store is priced in the first store's region, Texas.
    await form.getByLabel('Region').selectOption('TX');
    expect(await seriousViolations(owner)).toEqual([]);
    await form.getByRole('button', { name: 'Add rate' }).click();
    await owner.getByRole('row').filter({ hasText: name }).getByRole('cell', { name: '1.50%' }).waitFor();
    if (shots) await owner.screenshot({ path: `${shots}/admin-taxes-1366.png`, fullPage: true });

    const shopper = await newPage();
    const res = await shopper.request.get('/api/products?limit=50');
    const { products } = (await res.json()) as {
      products: { product_id: number; in_stock: number; requires_options?: boolean; minimum?: number }[];
    };
    const part = products.find((p) => p.in_stock > 2 && !p.requires_options && (p.minimum ?? 1) === 1)!;
    const add = await shopper.request.post('/checkout/cart/add', {
      data: { product_id: part.product_id, quantity: 1 },
    });
    expect(add.status()).toBe(200);
    await shopper.goto('/checkout/cart');
    await shopper.getByText(name).waitFor();

    const phone = await newPage({ width: 375, height: 800 });
    await loginAsStaff(phone, 'admin');
    await phone.goto('/admin/store/settings/taxes');
    await phone.getByRole('row').filter({ hasText: name }).getByRole('cell', { name: '1.50%' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    if (shots) await phone.screenshot({ path: `${shots}/admin-taxes-375.png`, fullPage: true });
    // The other Settings lists fit a phone too.
    for (const [path, row] of [
      ['customer-groups', 'Edit Retail'],
      ['locale', 'Edit USD'],
    ] as const) {
      await phone.goto(`/admin/store/settings/${path}`);
      await phone.getByRole('button', { name: row }).first().waitFor();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
      if (shots) await phone.screenshot({ path: `${shots}/admin-${path}-375.png`, fullPage: true });
      if (shots) {
        await owner.goto(`/admin/store/settings/${path}`);
        await owner.getByRole('button', { name: row }).first().waitFor();
        await owner.screenshot({ path: `${shots}/admin-${path}-1366.png`, fullPage: true });
      }
    }

    await owner.goto('/admin/store/settings/taxes');
    await owner.getByRole('button', { name: `Delete ${name}` }).click();
    await owner
      .getByRole('row')
      .filter({ hasText: name })
      .getByRole('cell', { name: '1.50%' })
      .waitFor({ state: 'detached' });
  });
});
