// The app's plumbing over HTTP: health, flags, the index.php alias, errors, the page fallback, docs, demo data, media.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeData } from '@parts/common/catalog';
import type { PageFlags } from '@parts/common/flags';
import { saveSettings } from '#src/features/settings/queries';
import { startTestServer, type TestServer } from '#src/test/http';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('app', () => {
  it('reports health when the database answers', async () => {
    const res = await server.client().get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('gives a visitor the normal store flags, with tax classes, customer groups and the current store', async () => {
    const { body } = await server.client().get<PageFlags>('/api/app/flags');
    expect(body).toMatchObject({
      in_pos_mode: false,
      pos_locked: false,
      in_kiosk: false,
      noprice_template: false,
      cart_count: 0,
      staff: null,
    });
    expect(body.tax_classes.map((t) => t.title)).toEqual(['Taxable Goods', 'Labor', 'Non-Taxable']);
    expect(body.customer_groups.map((g) => g.name)).toEqual(['Retail', 'Installer', 'Fleet']);
    expect(body.store.current_location?.formatted_telephone).toBe('(512) 555-0142');
  });

  it('reads flags from stored settings', async () => {
    await saveSettings(server.database.db, {
      noprice_template: true,
      skeps_bnpl_merchant_id: 'm-123',
      marketing_tracking_trackers: ['ga4'],
    });
    const { body } = await server.client().get<PageFlags>('/api/app/flags');
    expect(body.noprice_template).toBe(true);
    expect(body.skeps_bnpl.merchant_id).toBe('m-123');
    expect(body.marketing_tracking_trackers).toEqual(['ga4']);
    await saveSettings(server.database.db, {
      noprice_template: false,
      skeps_bnpl_merchant_id: '',
      marketing_tracking_trackers: [],
    });
  });

  it('asks for a login to see prices only while nobody is logged in (login_for_pricing)', async () => {
    await saveSettings(server.database.db, { login_for_pricing: true });
    try {
      const client = server.client();
      expect((await client.get<PageFlags>('/api/app/flags')).body.login_for_pricing).toBe(true);
      const login = await client.post<{ flags: PageFlags }>('/api/account/login', {
        email: 'shopper@example.com',
        password: 'shopper123',
      });
      expect(login.status).toBe(200);
      const after = (await client.get<PageFlags>('/api/app/flags')).body;
      expect(after.customer?.email).toBe('shopper@example.com');
      expect(after.login_for_pricing).toBe(false);
    } finally {
      await saveSettings(server.database.db, { login_for_pricing: false });
    }
  });

  it('answers the same call under index.php?route=', async () => {
    const a = await server.client().get('/api/app/flags');
    const b = await server.client().get('/index.php?route=api/app/flags');
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
  });

  it('answers unknown calls with a JSON 404 and bad JSON with a 400, never a stack trace', async () => {
    const missing = await server.client().get('/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Not found', error_message: 'Not found', errors: {} });
    const res = await fetch(`${server.baseUrl}/api/staff/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"username":',
    });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(JSON.parse(text).error).toBeTruthy();
    expect(text).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('serves the web app page with the flags inlined for page routes, including deep links', async () => {
    for (const path of ['/', '/pos/order/view?order_id=1', '/index.php?route=product/search&search=pads']) {
      const res = await fetch(server.baseUrl + path, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      const html = await res.text();
      const json = /<script id="page-flags" type="application\/json">(.*?)<\/script>/.exec(html)?.[1];
      expect(JSON.parse(json ?? 'null')).toMatchObject({ in_pos_mode: false });
    }
  });

  it('documents every call as OpenAPI at /docs', async () => {
    const res = await server.client().get<{ paths: Record<string, unknown> }>('/docs/json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/app/flags', '/api/staff/login', '/api/staff/unlock', '/api/home', '/healthz']),
    );
  });

  it('serves the demo catalogue on the home call, with pictures that load', async () => {
    const { body } = await server.client().get<HomeData>('/api/home');
    expect(body.featured).toHaveLength(12);
    expect(body.categories.length).toBeGreaterThan(10);
    expect(body.stats.products).toBeGreaterThan(100);
    const card = body.featured[0]!;
    expect(card.price_text).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
    expect(card.links.view).toBe(`/product/product?product_id=${card.product_id}`);
    for (const image of [card.image, body.categories[0]!.image, body.brands[0]!.image]) {
      expect(image).toMatch(/^\/media\//);
      const res = await fetch(server.baseUrl + image);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(await res.text()).toMatch(/^<svg /);
    }
    expect((await fetch(`${server.baseUrl}/media/categories/no-such.svg`)).status).toBe(404);
  });
});
