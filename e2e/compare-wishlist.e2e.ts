// Compare and wishlist: products are added with the product page's buttons, then both pages show them and remove them.
import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './browser';

useBrowser();

describe('compare and wishlist', () => {
  it('add to compare and wishlist and see both pages', async () => {
    const page = await newPage();
    await page.goto('/product/compare');
    await page.getByText('You have not chosen any products to compare.').waitFor();
    await page.goto('/account/wishlist');
    await page.getByText('Your wishlist is empty.').waitFor();

    const home = (await (await page.request.get('/api/home')).json()) as {
      featured: { product_id: number; name: string }[];
    };
    const [a, b] = home.featured;
    if (!a || !b) throw new Error('the demo home page has fewer than two featured parts');
    for (const p of [a, b]) {
      await page.goto(`/product/product?product_id=${p.product_id}`);
      await page.getByRole('heading', { level: 1, name: p.name }).waitFor();
      await page.getByRole('button', { name: 'Compare this Product' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `You have added ${p.name} to your product comparison!` })
        .waitFor();
      if (p === a) {
        await page.getByRole('button', { name: 'Add to Wish List' }).click();
        await page
          .getByRole('status')
          .filter({ hasText: `You have added ${a.name} to your wishlist!` })
          .waitFor();
      }
    }

    await page.goto('/product/compare');
    const table = page.getByRole('table');
    for (const p of [a, b]) await table.getByRole('link', { name: p.name }).waitFor();
    for (const row of [
      'Brand',
      'Part Number',
      'Price',
      'Availability',
      'Rating',
      'Category',
      'Fitment',
      'Weight',
      'Description',
    ])
      await table.getByRole('rowheader', { name: row }).waitFor();
    await table.getByRole('button', { name: `Remove ${a.name} from comparison` }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `You have removed ${a.name} from your product comparison.` })
      .waitFor();
    expect(await table.getByRole('link', { name: a.name }).count()).toBe(0);
    await table.getByRole('link', { name: b.name }).waitFor();

    await page
      .getByRole('navigation', { name: 'Account', exact: true })
      .getByRole('link', { name: 'Wishlist' })
      .click();
    await page.getByRole('heading', { name: 'My Wishlist' }).waitFor();
    const item = page.getByRole('list', { name: 'Wishlist products' }).getByRole('listitem');
    await item.getByRole('heading', { name: a.name }).waitFor();
    expect(await item.getByRole('button', { name: 'Add to Cart' }).count()).toBeLessThanOrEqual(1);
    await item.getByRole('button', { name: `Remove ${a.name} from wishlist` }).click();
    await page.getByText('Your wishlist is empty.').waitFor();
  });
});
