// The product page's calls against the demo catalogue: the product JSON, group prices, reviews, inventory, captcha and
// the Contact Us email (with its rate limit).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ProductPage } from '@parts/common/catalog';
import { MSG, PRODUCT_MSG } from '@parts/common/messages';
import { unitPrice } from '@parts/common/pricing';
import { rowsOf } from '#src/db/rows';
import { startTestServer, type Client, type TestServer } from '#src/test/http';
import { loadProductPage } from './page';
import { vehicleState } from '#src/features/fitment/service';
import { customerGroupFor, priceFacts } from '#src/features/pricing/facts';
import { loadSettings, saveSettings } from '#src/features/settings/queries';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await server.database.db.execute(query));
const one = async <T>(query: ReturnType<typeof sql>) => (await q<T>(query))[0]!;

describe('GET /api/products/:id', () => {
  it('answers a product with its options, values and modifiers, stock per location, breadcrumbs and links', async () => {
    const { product_id } = await one<{
      product_id: number;
    }>(sql`select o.product_id from product_options o join product_option_values v on v.product_option_id = o.product_option_id
      where o.type = 'select' and v.price_cents > 0 limit 1`);
    const res = await server.client().get<ProductPage>(`/api/products/${product_id}`);
    expect(res.status).toBe(200);
    const p = res.body;
    expect(p.product_id).toBe(product_id);
    expect(p.links.view).toBe(`/product/product?product_id=${product_id}`);
    const select = p.options.find((o) => o.type === 'select')!;
    expect(select.product_option_value.length).toBeGreaterThan(1);
    const priced = select.product_option_value.find((v) => v.price_cents > 0)!;
    expect(priced.price_text).toMatch(/^[+-]\$\d+\.\d{2}$/);
    expect(p.requires_options).toBe(p.options.some((o) => o.required));
    // Three stores and the warehouse, the badge total their sum.
    expect(p.inventory.locations).toHaveLength(4);
    expect(p.inventory.locations.filter((l) => l.warehouse_location !== null)).toHaveLength(1);
    expect(p.inventory.total).toBe(p.inventory.locations.reduce((n, l) => n + l.quantity, 0));
    expect(p.category_levels.at(-1)).toMatchObject({ category_id: p.category_id, name: p.category });
    expect(p.category_levels).toHaveLength(2);
    expect(p.price_text).toMatch(/^\$[\d,]+\.\d{2}$/);
    expect(p.pricing?.regular_cents).toBeGreaterThan(0);
    expect(p.fitment.result).toBeDefined();
  });

  it('answers the retail tiers and the special, the instant rebate, the kit components and included-in links', async () => {
    // Parts whose pricing is on (a price notice hides every price, and with it tiers, special and rebate).
    const priced = sql`product_id not in (select product_id from product_price_notices)`;
    const tiered = await one<{ product_id: number }>(
      sql`select product_id from product_discounts where customer_group_id = 1 and quantity = 4 and ${priced} limit 1`,
    );
    const p = (await server.client().get<ProductPage>(`/api/products/${tiered.product_id}`)).body;
    expect(p.discounts.map((d) => d.quantity)).toEqual([2, 4]);

    const special = await one<{ product_id: number; price_cents: number }>(
      sql`select product_id, price_cents from product_specials where customer_group_id = 1 and ${priced} limit 1`,
    );
    const s = (await server.client().get<ProductPage>(`/api/products/${special.product_id}`)).body;
    expect(s.special).not.toBeNull();
    expect(s.unit_price_before_discounts).toBe((special.price_cents / 100).toFixed(2));
    expect(Number(s.original_unit_price)).toBeGreaterThan(special.price_cents / 100);

    const rebate = await one<{ product_id: number; name: string }>(
      sql`select product_id, name from instant_rebates where ${priced} limit 1`,
    );
    const r = (await server.client().get<ProductPage>(`/api/products/${rebate.product_id}`)).body;
    expect(r.instant_rebate?.instant_rebate_name).toBe(rebate.name);

    const kit = await one<{ package_id: number; component_id: number; n: number }>(
      sql`select package_id, min(component_id) as component_id, count(*)::int as n from package_components group by package_id limit 1`,
    );
    const k = (await server.client().get<ProductPage>(`/api/products/${kit.package_id}`)).body;
    expect(k.is_package).toBe(true);
    expect(k.package.components).toHaveLength(kit.n);
    const c = (await server.client().get<ProductPage>(`/api/products/${kit.component_id}`)).body;
    expect(c.is_package_component).toBe(true);
    expect(c.package.included_in.map((i) => i.product_id)).toContain(kit.package_id);
  });

  it('answers 404 for an unknown id and 400 for a bad one', async () => {
    const client = server.client();
    expect((await client.get('/api/products/99999999')).status).toBe(404);
    expect((await client.get('/api/products/abc')).status).toBe(400);
    expect((await client.get('/api/products/-3')).status).toBe(400);
  });

  it('prices a fleet customer with the fleet group tiers (customerGroupFor + the loader), a guest as retail', async () => {
    const db = server.database.db;
    const fleet = await one<{ customer_id: number; customer_group_id: number }>(
      sql`select customer_id, customer_group_id from customers where email = 'fleet@example.com'`,
    );
    const { product_id, price_cents } = await one<{
      product_id: number;
      price_cents: number;
    }>(sql`select product_id, price_cents from product_discounts where customer_group_id = ${fleet.customer_group_id} and quantity = 1
      and product_id not in (select product_id from product_specials) and product_id not in (select product_id from instant_rebates) and product_id not in (select product_id from product_price_notices) limit 1`);
    const groupId = await customerGroupFor(db, { customerId: fleet.customer_id });
    expect(groupId).toBe(fleet.customer_group_id);
    const vehicle = await vehicleState(db, {}, await loadSettings(db));
    const asFleet = await loadProductPage(server.database.db, product_id, vehicle, {
      customerGroupId: groupId,
      pricesVisible: true,
    });
    expect(asFleet.unit_price).toBe((price_cents / 100).toFixed(2));
    expect(asFleet.customer_group_id).toBe(groupId);
    // The guest's answer over HTTP is the retail price (the same rule as the cart's: priceFacts + unitPrice).
    const guest = (await server.client().get<ProductPage>(`/api/products/${product_id}`)).body;
    const retail = unitPrice((await priceFacts(db, [product_id], await customerGroupFor(db, {}))).get(product_id)!, 1);
    expect(guest.unit_price).toBe((retail.unitCents / 100).toFixed(2));
    expect(Number(guest.unit_price)).toBeGreaterThan(Number(asFleet.unit_price));
  });

  it('hides prices behind a login when login_for_pricing is on, and shows the notice for disabled pricing', async () => {
    const notice = await one<{ product_id: number; notice: string }>(
      sql`select product_id, notice from product_price_notices limit 1`,
    );
    const d = (await server.client().get<ProductPage>(`/api/products/${notice.product_id}`)).body;
    expect(d.disable_pricing).toBe(true);
    expect(d.price).toBeNull();
    expect(d.price_text).toBe(notice.notice || MSG.productUnavailable);
    expect(d.is_orderable).toBe(false);

    const { product_id } = await one<{ product_id: number }>(
      sql`select product_id from products where product_id not in (select product_id from product_price_notices) limit 1`,
    );
    await saveSettings(server.database.db, { login_for_pricing: true });
    try {
      const p = (await server.client().get<ProductPage>(`/api/products/${product_id}`)).body;
      expect(p.price).toBeNull();
      expect(p.pricing).toBeNull();
      expect(p.price_text).toBe(MSG.loginForPricing);
      expect(p.price_hidden).toBe('login');
    } finally {
      await saveSettings(server.database.db, { login_for_pricing: false });
    }
  });
});

describe('reviews', () => {
  const goodReview = {
    name: 'Test Driver',
    text: 'These pads stopped squealing right away and fit my truck perfectly.',
    rating: '5',
  };

  it('stores a good review pending; it is not listed or counted until an admin approves it', async () => {
    const { product_id } = await one<{ product_id: number }>(
      sql`select product_id from products where product_id not in (select product_id from reviews) limit 1`,
    );
    const client = server.client();
    const res = await client.post(`/api/products/${product_id}/reviews`, goodReview, { form: true });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(PRODUCT_MSG.reviewThanks);
    const stored = await one<{ review_id: number; status: string }>(
      sql`select review_id, status from reviews where product_id = ${product_id}`,
    );
    expect(stored.status).toBe('pending');
    expect((await client.get<ProductPage>(`/api/products/${product_id}`)).body.reviews).toMatchObject({
      count: 0,
      latest: [],
    });
    expect((await client.get<{ total: number }>(`/api/products/${product_id}/reviews`)).body.total).toBe(0);

    // Shoppers cannot approve; an admin can.
    expect((await client.post(`/api/staff/reviews/${stored.review_id}/approve`)).status).toBe(403);
    const admin = server.client();
    await admin.post('/api/staff/login', { username: 'admin', password: 'partsdesk' });
    expect((await admin.post(`/api/staff/reviews/${stored.review_id}/approve`)).status).toBe(200);
    const page = (await client.get<ProductPage>(`/api/products/${product_id}`)).body;
    expect(page.reviews).toMatchObject({ count: 1, rating: 5 });
    expect(page.reviews.latest[0]).toMatchObject({ author: 'Test Driver', rating: 5 });
    expect(
      (await client.get<{ reviews: { author: string }[] }>(`/api/products/${product_id}/reviews`)).body.reviews[0]
        ?.author,
    ).toBe('Test Driver');
  });

  it('refuses bad input with the field messages, and an unknown product with 404', async () => {
    const { product_id } = await one<{ product_id: number }>(sql`select product_id from products limit 1`);
    const client = server.client();
    const bad = await client.post<{ error: string; errors: Record<string, string> }>(
      `/api/products/${product_id}/reviews`,
      { name: 'Al', text: 'Too short', rating: '0' },
      { form: true },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      name: MSG.minChars(3),
      text: MSG.minChars(25),
      rating: PRODUCT_MSG.reviewRating,
    });
    const empty = await client.post<{ errors: Record<string, string> }>(
      `/api/products/${product_id}/reviews`,
      {},
      { form: true },
    );
    expect(empty.body.errors.name).toBe(MSG.required);
    expect((await client.post(`/api/products/99999999/reviews`, goodReview, { form: true })).status).toBe(404);
  });

  it('lists the seeded approved reviews newest first with the page data', async () => {
    const { product_id, n } = await one<{ product_id: number; n: number }>(
      sql`select product_id, count(*)::int as n from reviews where status = 'approved' group by product_id order by 2 desc limit 1`,
    );
    const page = (await server.client().get<ProductPage>(`/api/products/${product_id}`)).body;
    expect(page.reviews.count).toBe(n);
    expect(page.reviews.rating).toBeGreaterThanOrEqual(1);
    const dates = page.reviews.latest.map((r) => r.date_added);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe('inventory calls', () => {
  it('getInventoriesByProductId answers each location and the warehouse', async () => {
    const { product_id, total } = await one<{ product_id: number; total: number }>(
      sql`select product_id, sum(quantity)::int as total from inventory group by product_id having sum(quantity) > 0 limit 1`,
    );
    const res = await server.client().post<{
      success: boolean;
      data: {
        total: number;
        inventory: { location_name: string; warehouse_location: string | null }[];
        wd_inventory: { quantity: number };
      };
    }>('/api/inventory/getInventoriesByProductId', { productId: String(product_id) }, { form: true });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.total).toBe(total);
    expect(res.body.data.inventory.map((l) => l.location_name)).toContain('Round Rock');
    expect(res.body.data.inventory.find((l) => l.warehouse_location)?.warehouse_location).toBe('WH1');
  });

  it('getInventoryDetails answers Items with Locations for several products', async () => {
    const ids = (await q<{ product_id: number }>(sql`select product_id from products order by product_id limit 2`)).map(
      (r) => r.product_id,
    );
    const res = await server.client().post<{
      Items: {
        ProductId: number;
        PartNumber: string;
        AAIABrandCode: string;
        Locations: { name: string; inventory: number; price: string | null; warehouseCode: string | null }[];
      }[];
    }>('/api/inventory/getInventoryDetails', { products: ids.join(',') }, { form: true });
    expect(res.status).toBe(200);
    expect(res.body.Items.map((i) => i.ProductId)).toEqual(ids);
    expect(res.body.Items[0]!.Locations).toHaveLength(4);
    expect(res.body.Items[0]!.Locations[0]!.price).toMatch(/^\d+\.\d{2}$/);
    expect(res.body.Items[0]!.AAIABrandCode).toMatch(/^[A-Z]{4}$/);
  });

  it('answers 400 for a bad id and 404 for an unknown one', async () => {
    const client = server.client();
    expect(
      (await client.post('/api/inventory/getInventoriesByProductId', { productId: 'abc' }, { form: true })).status,
    ).toBe(400);
    expect((await client.post('/api/inventory/getInventoriesByProductId', {}, { form: true })).status).toBe(400);
    expect(
      (await client.post('/api/inventory/getInventoriesByProductId', { productId: '99999999' }, { form: true })).status,
    ).toBe(404);
    expect((await client.post('/api/inventory/getInventoryDetails', { products: '' }, { form: true })).status).toBe(
      400,
    );
    expect(
      (await client.post('/api/inventory/getInventoryDetails', { products: '99999999' }, { form: true })).status,
    ).toBe(404);
  });
});

describe('captcha and Contact Us', () => {
  const captchaOf = async (client: Client): Promise<string> => {
    const img = await client.get<string>('/tool/captcha');
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toContain('image/svg+xml');
    expect(img.body).toContain('width="175"');
    const sid = client.cookies.get('sid')!;
    const row = await one<{ data: { captcha: string } }>(sql`select data from sessions where id = ${sid}`);
    return (typeof row.data === 'string' ? (JSON.parse(row.data) as { captcha: string }) : row.data).captcha;
  };
  const message = (captcha: string, location_id: number) => ({
    pcName: 'Dana Driver',
    pcEmail: 'dana@example.com',
    pcPhone: '(512) 555-0199',
    pcMessage: 'Do you have this part at the store today?',
    pcLocation: String(location_id),
    captcha,
  });

  it("lists the stores, refuses a wrong captcha, and sends the message with the right one to the store's first address", async () => {
    const client = server.client();
    const locations = (
      await client.get<{ locations: { location_id: number; location_name: string; email_address: string }[] }>(
        '/product/product/getLocations',
      )
    ).body.locations;
    expect(locations.map((l) => l.location_name)).toEqual(['Austin - North Lamar', 'Round Rock', 'San Marcos']);
    const roundRock = locations.find((l) => l.location_name === 'Round Rock')!;
    expect(roundRock.email_address).toContain(',');

    const answer = await captchaOf(client);
    const wrong = await client.post('/product/product/validateCaptcha', { captchaInput: 'nope!' }, { form: true });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(PRODUCT_MSG.captchaWrong);
    // The wrong guess retired the picture: even the right answer fails now.
    expect(
      (await client.post('/product/product/validateCaptcha', { captchaInput: answer }, { form: true })).status,
    ).toBe(400);

    const fresh = await captchaOf(client);
    expect(
      (await client.post('/product/product/validateCaptcha', { captchaInput: fresh.toUpperCase() }, { form: true }))
        .body,
    ).toEqual({ success: true });
    const refused = await client.post('/product/product/productContactEmail', message('wrong', roundRock.location_id), {
      form: true,
    });
    expect(refused.status).toBe(400);
    expect((await q(sql`select 1 from email_outbox where kind = 'product_contact'`)).length).toBe(0);

    const right = await captchaOf(client);
    const { product_id } = await one<{ product_id: number }>(sql`select product_id from products limit 1`);
    const sent = await client.post(
      '/product/product/productContactEmail',
      { ...message(right, roundRock.location_id), product_id: String(product_id) },
      { form: true },
    );
    expect(sent.status).toBe(200);
    expect(sent.body.success).toBe(PRODUCT_MSG.contactSent('Round Rock'));
    const mail = await one<{ to_address: string; reply_to: string; text_body: string }>(
      sql`select to_address, reply_to, text_body from email_outbox where kind = 'product_contact'`,
    );
    expect(mail.to_address).toBe('roundrock@partsdesk.example');
    expect(mail.reply_to).toBe('dana@example.com');
    expect(mail.text_body).toContain('Do you have this part at the store today?');
    // The captcha is spent once used.
    expect(
      (await client.post('/product/product/productContactEmail', message(right, roundRock.location_id), { form: true }))
        .status,
    ).toBe(400);
  });

  it('validates the fields with the spec messages', async () => {
    const res = await server
      .client()
      .post<{ errors: Record<string, string> }>(
        '/product/product/productContactEmail',
        { pcName: '', pcEmail: 'not-an-email', pcPhone: '12', pcMessage: '', captcha: '' },
        { form: true },
      );
    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      pcName: MSG.required,
      pcEmail: MSG.invalidEmail,
      pcPhone: MSG.invalidPhone,
      pcMessage: MSG.required,
      pcLocation: MSG.required,
      captcha: MSG.required,
    });
  });

  it('answers 429 after five messages an hour from one address', async () => {
    await server.database.db.execute(sql`delete from rate_limits`);
    const client = server.client();
    for (let i = 0; i < 5; i++) {
      const res = await client.post('/product/product/productContactEmail', message(await captchaOf(client), 1), {
        form: true,
      });
      expect(res.status).toBe(200);
    }
    const limited = await client.post<{ error: string }>(
      '/product/product/productContactEmail',
      message(await captchaOf(client), 1),
      { form: true },
    );
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/^Too many messages/);
    await server.database.db.execute(sql`delete from rate_limits`);
  });
});
