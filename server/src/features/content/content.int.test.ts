// The content calls: blog steps and posts, home content, menu, alerts, the language form and the currency cookie,
// and the in-stock search filter; bad input is a 4xx that names the problem.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { countdowns, inventory } from '#src/db/schema/index';
import { startTestServer, type TestServer } from '#src/test/http';
import { nextEnd } from './queries';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Blog {
  items: {
    id: number;
    title: string;
    url: string;
    image: string | null;
    date: string;
    category: string;
    text_color: string;
  }[];
  total: number;
}

describe('blog', () => {
  it('answers 9 cards a step, newest first, then the next 9, with grey cards where a post has no picture', async () => {
    const client = server.client();
    const first = await client.get<Blog>('/api/content/blog');
    expect(first.status).toBe(200);
    expect(first.body.items).toHaveLength(9);
    expect(first.body.total).toBe(24);
    const dates = first.body.items.map((i) => i.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await client.get<Blog>('/api/content/blog?start=9&limit=9');
    expect(second.body.items).toHaveLength(9);
    expect(second.body.items.map((i) => i.id)).not.toContain(first.body.items[0]?.id);
    const all = await client.get<Blog>('/api/content/blog?start=0&limit=45');
    expect(all.body.items.some((i) => i.image === null)).toBe(true);
    expect(all.body.items.every((i) => /^#[0-9a-f]{6}$/i.test(i.text_color) && i.url.startsWith('blog/'))).toBe(true);
  });

  it('opens each card’s post by its url, and answers 404 for one that does not exist', async () => {
    const client = server.client();
    const { body } = await client.get<Blog>('/api/content/blog');
    const card = body.items[0];
    if (!card) throw new Error('no blog cards');
    const post = await client.get<{ title: string; body: string }>(
      `/api/content/post?url=${encodeURIComponent(card.url)}`,
    );
    expect(post.status).toBe(200);
    expect(post.body.title).toBe(card.title);
    expect(post.body.body.length).toBeGreaterThan(100);
    const missing = await client.get<{ error: string }>('/api/content/post?url=blog/no-such-post');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('That blog post does not exist.');
  });

  it('refuses bad steps and addresses with a 400 naming the field', async () => {
    const client = server.client();
    for (const q of ['start=-1', 'start=abc', 'limit=0', 'limit=46', 'limit=2.5']) {
      const res = await client.get<{ errors: Record<string, string> }>(`/api/content/blog?${q}`);
      expect(res.status, q).toBe(400);
      expect(Object.keys(res.body.errors)[0], q).toBe(q.split('=')[0]);
    }
    for (const url of ['', '../etc/passwd', 'blog/Bad%20Slug', `blog/${'a'.repeat(300)}`]) {
      expect((await client.get(`/api/content/post?url=${url}`)).status, url).toBe(400);
    }
    expect((await client.get('/api/content/post')).status).toBe(400);
  });
});

describe('home content, menu and alerts', () => {
  it('answers the banner carousel with its settings, the image grid and a live countdown', async () => {
    const res = await server.client().get<{
      banners: {
        banner_speed: number;
        banner_ratio: string;
        banner_mobile_ratio: string;
        banners: { image: string; mobile_image: string; open_in_new_tab: boolean }[];
      }[];
      grids: { row_image_count: number; items: { src: string; link: string }[] }[];
      countdowns: { ends_at: string }[];
    }>('/api/content/home');
    expect(res.status).toBe(200);
    const carousel = res.body.banners[0];
    expect(carousel?.banner_speed).toBe(5000);
    expect(carousel?.banners.length).toBeGreaterThanOrEqual(3);
    expect(carousel?.banners.every((b) => b.image.startsWith('/media/') && b.mobile_image !== b.image)).toBe(true);
    expect(carousel?.banners.some((b) => b.open_in_new_tab)).toBe(true);
    expect(res.body.grids[0]?.items.length).toBe(8);
    const img = await server.client().get(res.body.grids[0]?.items[0]?.src ?? '');
    expect(img.status).toBe(200);
    expect(new Date(res.body.countdowns[0]?.ends_at ?? 0).getTime()).toBeGreaterThan(Date.now());
  });

  it('hides a one-off countdown that has ended, and rolls a weekly one to its next end', async () => {
    const now = new Date('2026-12-10T12:00:00Z');
    const end = new Date('2026-11-30T05:59:59Z');
    expect(nextEnd(end, 0, now)).toBeNull();
    expect(nextEnd(end, 7, now)?.toISOString()).toBe('2026-12-14T05:59:59.000Z');
    await server.database.db
      .update(countdowns)
      .set({ endsAt: new Date('2020-01-01T00:00:00Z'), repeatDays: 0 })
      .where(eq(countdowns.countdownId, 1));
    const res = await server.client().get<{ countdowns: unknown[] }>('/api/content/home');
    expect(res.body.countdowns).toEqual([]);
  });

  it('answers the hero menu three levels deep and the alert bars with their cookie days', async () => {
    const menu = await server
      .client()
      .get<{ items: { title: string; children: { title: string; children: { title: string }[] }[] }[] }>(
        '/api/content/menu',
      );
    const shop = menu.body.items.find((i) => i.title === 'Shop Parts');
    expect(shop?.children.find((c) => c.title === 'Brakes')?.children.length).toBeGreaterThan(0);
    const alerts = await server.client().get<{ alerts: { alert_id: string; days: number }[] }>('/api/content/alerts');
    expect(alerts.body.alerts.map((a) => a.alert_id)).toContain('alert-free-pickup');
    expect(alerts.body.alerts.every((a) => a.days > 0)).toBe(true);
  });
});

describe('currency and language', () => {
  it('takes ?currency= on a page load as the visitor’s currency, ignores an unknown one, and keeps USD by default', async () => {
    const client = server.client();
    const plain = await client.get<{ locale: { currency: string } }>('/api/app/flags');
    expect(plain.body.locale.currency).toBe('USD');
    const eur = await client.get<{ locale: { currency: string; currencies: { code: string; rate: number }[] } }>(
      '/api/app/flags?currency=EUR',
    );
    expect(eur.body.locale.currency).toBe('EUR');
    expect(eur.body.locale.currencies.find((c) => c.code === 'EUR')?.rate).toBe(0.92);
    expect(client.cookies.get('currency')).toBe('EUR');
    expect((await client.get<{ locale: { currency: string } }>('/api/app/flags')).body.locale.currency).toBe('EUR');
    expect(
      (await client.get<{ locale: { currency: string } }>('/api/app/flags?currency=XYZ')).body.locale.currency,
    ).toBe('EUR');
    expect(
      (await client.get<{ locale: { currency: string } }>('/api/app/flags?currency=USD')).body.locale.currency,
    ).toBe('USD');
  });

  it('sets the language from the posted form and sends the shopper back to the page', async () => {
    const client = server.client();
    const res = await client.post(
      '/common/language/language',
      { code: 'es', redirect: '/product/catalog?page=2' },
      { form: true },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/product/catalog?page=2');
    expect(client.cookies.get('language')).toBe('es');
    expect((await client.get<{ locale: { language: string } }>('/api/app/flags')).body.locale.language).toBe('es');
  });

  it('refuses an unknown language and a redirect off the site, changing nothing', async () => {
    const client = server.client();
    const bad = await client.post<{ errors: Record<string, string> }>(
      '/common/language/language',
      { code: 'xx', redirect: '/' },
      { form: true },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors.code).toBe('Choose one of the store’s languages');
    for (const redirect of ['https://evil.example/', '//evil.example/', '/\\evil.example']) {
      const res = await client.post('/common/language/language', { code: 'es', redirect }, { form: true });
      expect(res.status, redirect).toBe(400);
    }
    expect(client.cookies.has('language')).toBe(false);
  });
});

describe('search in stock', () => {
  it('narrows the results to parts with stock', async () => {
    const client = server.client();
    const first = await client.get<{ products: { product_id: number }[] }>('/api/search?search=brake&limit=15');
    const soldOut = first.body.products[0]?.product_id;
    if (!soldOut) throw new Error('no brake parts');
    await server.database.db.update(inventory).set({ quantity: 0 }).where(eq(inventory.productId, soldOut));
    const all = await client.get<{ total: number; products: { product_id: number }[] }>(
      '/api/search?search=brake&description=true&limit=100',
    );
    const inStock = await client.get<{ total: number; products: { product_id: number; in_stock: number }[] }>(
      '/api/search?search=brake&description=true&in_stock=true&limit=100',
    );
    expect(inStock.status).toBe(200);
    expect(all.body.products.map((p) => p.product_id)).toContain(soldOut);
    expect(inStock.body.products.map((p) => p.product_id)).not.toContain(soldOut);
    expect(inStock.body.total).toBeLessThan(all.body.total);
    expect(inStock.body.products.every((p) => p.in_stock > 0)).toBe(true);
    expect((await client.get('/api/search?search=brake&in_stock=maybe')).status).toBe(400);
  });
});
