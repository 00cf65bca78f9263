// The product editor's pictures, options, kit and package size (issue 26, decision 0097): an upload is judged by its
// bytes and size and stored at the storefront's sizes; options and kits save whole; each change is in the change log
// and on the storefront's product page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { ProductChange, ProductEdit } from '@parts/common/catalog-admin';
import type { ProductPage } from '@parts/common/catalog';
import type { ProductImages } from '@parts/common/product-editor';
import { startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
let admin: Client;
let cashier: Client;
const q = <T>(text: string, params: unknown[] = []) => server.database.query<T>(text, params);

beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  cashier = server.client();
  expect((await admin.post('/api/staff/login', { username: 'admin', password: 'partsdesk' })).status).toBe(200);
  expect((await cashier.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
});
afterAll(() => server.close());

/** Enabled parts that are neither kits nor in one, with no options: `n` of them after `skip` (each test its own). */
async function plainParts(n: number, skip: number): Promise<number[]> {
  const rows = await q<{ id: number }>(
    `select p.product_id as id from products p where p.status and not p.is_package
      and not exists (select 1 from package_components k where k.component_id = p.product_id)
      and not exists (select 1 from product_options o where o.product_id = p.product_id)
      and not exists (select 1 from product_price_notices n where n.product_id = p.product_id)
    order by p.product_id limit $1 offset $2`,
    [n, skip],
  );
  return rows.map((r) => r.id);
}

async function upload(productId: number, body: Buffer, filename: string) {
  const res = await fetch(
    `${server.baseUrl}/admin/api/catalog/products/${productId}/images/upload?filename=${filename}`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        accept: 'application/json',
        cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-admin-token': admin.adminToken,
      },
      body: new Uint8Array(body),
    },
  );
  return { status: res.status, body: (await res.json()) as ProductImages & { error_message?: string } };
}

const history = async (id: number) =>
  (await admin.get<{ items: ProductChange[] }>(`/admin/api/catalog/products/${id}/history`)).body.items;
const page = async (id: number) => (await server.client().get<ProductPage>(`/api/products/${id}`)).body;
const size = async (url: string) => {
  const res = await fetch(`${server.baseUrl}${url}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/webp');
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return [meta.width, meta.height];
};

describe('product pictures', () => {
  it('refuses a file by its bytes and its size, stores a good one at 320, 160 and 72 px, and reorders and removes', async () => {
    const [id] = await plainParts(1, 0);
    const before = (await admin.get<ProductImages>(`/admin/api/catalog/products/${id}/images`)).body.images;
    expect(before).toHaveLength(1);
    expect(before[0]!.uploaded).toBe(false);

    // Text named .jpg, a GIF, a cut-off PNG and a file past 8 MB: refused, nothing stored, nothing logged.
    const fake = await upload(id!, Buffer.from('this is not a picture at all, just text'), 'photo.jpg');
    expect(fake.status).toBe(415);
    expect(fake.body.error_message).toBe('The file is not a JPEG, PNG or WebP picture.');
    const gif = await upload(id!, Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'a.gif');
    expect(gif.status).toBe(415);
    const png = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    const cut = await upload(id!, png.subarray(0, 60), 'cut.png');
    expect(cut.status).toBe(415);
    expect(cut.body.error_message).toBe(
      'The picture could not be read. It may be damaged; save it again and upload it.',
    );
    const huge = Buffer.concat([png, Buffer.alloc(8_000_001)]);
    const big = await upload(id!, huge, 'big.png');
    expect(big.status).toBe(413);
    expect(big.body.error_message).toBe('The file is larger than 8 MB.');
    expect(await history(id!)).toEqual([]);
    expect((await q(`select 1 from media where path like $1`, [`products/${id}/%`])).length).toBe(0);

    // A PNG named .jpg is a PNG: taken, and sent twice (a double click) stored once.
    const good = await upload(id!, png, 'front.jpg');
    expect(good.status).toBe(200);
    expect((await upload(id!, png, 'front.jpg')).body.images).toHaveLength(2);
    const [old, added] = good.body.images;
    expect(added!.name).toBe('front.jpg');
    expect(added!.url).toMatch(new RegExp(`^/media/products/${id}/[\\w-]+-320\\.webp$`));
    expect(await size(added!.url)).toEqual([320, 192]);
    expect(await size(added!.url.replace('-320.webp', '-160.webp'))).toEqual([160, 96]);
    expect(await size(added!.thumb_url)).toEqual([72, 43]);

    // Second in the list until moved first: then it is the product's picture on the storefront.
    expect((await page(id!)).image).toBe(old!.url);
    const ordered = await admin.post<ProductImages>(`/admin/api/catalog/products/${id}/images/order`, {
      image_ids: [added!.product_image_id, old!.product_image_id],
    });
    expect(ordered.status).toBe(200);
    expect((await page(id!)).image).toBe(added!.url);
    const card = await server
      .client()
      .get<{ products: { product_id: number; image: string }[] }>(
        `/api/search?search=${encodeURIComponent((await page(id!)).mpn)}`,
      );
    expect(card.body.products.find((p) => p.product_id === id)?.image).toBe(
      added!.url.replace('-320.webp', '-160.webp'),
    );

    const removed = await admin.post<ProductImages>(`/admin/api/catalog/products/${id}/images/remove`, {
      product_image_id: added!.product_image_id,
    });
    expect(removed.body.images.map((i) => i.url)).toEqual([old!.url]);
    expect((await page(id!)).image).toBe(old!.url);

    const log = await history(id!);
    const oldName = old!.name;
    expect(log.map((c) => [c.field, c.old_value, c.new_value])).toEqual([
      ['Pictures', `front.jpg, ${oldName}`, oldName],
      ['Pictures', `${oldName}, front.jpg`, `front.jpg, ${oldName}`],
      ['Pictures', oldName, `${oldName}, front.jpg`],
    ]);
    expect(log[0]!.user_name).not.toBe('');
  });

  it('removes the picture a part came with, before any upload; an unknown part answers 404', async () => {
    const [id] = await plainParts(1, 40);
    const listed = await admin.get<ProductImages>(`/admin/api/catalog/products/${id}/images`);
    expect(listed.body.images).toHaveLength(1);
    const removed = await admin.post<ProductImages>(`/admin/api/catalog/products/${id}/images/remove`, {
      product_image_id: listed.body.images[0]!.product_image_id,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.images).toEqual([]);
    expect((await admin.get(`/admin/api/catalog/products/2147483000/images`)).status).toBe(404);
  });

  it('refuses staff without catalog.edit', async () => {
    const [id] = await plainParts(1, 0);
    const res = await cashier.post(`/admin/api/catalog/products/${id}/images/remove`, { product_image_id: 1 });
    expect(res.status).toBe(403);
  });
});

describe('options, kit and package size', () => {
  it('saves a select and a text option: the product page shows them and the log has each one', async () => {
    const [id] = await plainParts(1, 10);
    const url = `/admin/api/catalog/products/${id}/options/save`;
    const first = await admin.post<{ changes: number; options: ProductEdit['options'] }>(url, {
      options: [
        {
          type: 'select',
          name: 'Finish',
          required: true,
          value: '',
          values: [
            { name: 'Black', price: '0', price_prefix: '+' },
            { name: 'Chrome', price: '12.50', price_prefix: '+' },
          ],
        },
        { type: 'text', name: 'Engraving', required: false, value: '', values: [] },
      ],
    });
    expect(first.status).toBe(200);
    expect(first.body.changes).toBe(2);
    const shown = await page(id!);
    expect(shown.requires_options).toBe(true);
    expect(shown.options.map((o) => [o.type, o.name, o.required])).toEqual([
      ['select', 'Finish', true],
      ['text', 'Engraving', false],
    ]);
    expect(shown.options[0]!.product_option_value.map((v) => [v.name, v.price_text])).toEqual([
      ['Black', ''],
      ['Chrome', '+$12.50'],
    ]);

    // Rename a value and drop the text option; the select keeps its ids (a cart line names them).
    const [finish] = first.body.options;
    const second = await admin.post<{ changes: number; options: ProductEdit['options'] }>(url, {
      options: [
        {
          ...finish,
          values: [finish!.values[0], { ...finish!.values[1], name: 'Polished' }],
        },
      ],
    });
    expect(second.body.changes).toBe(2);
    expect(second.body.options[0]!.values[1]!.product_option_value_id).toBe(finish!.values[1]!.product_option_value_id);
    const log = await history(id!);
    expect(log.map((c) => [c.field, c.old_value, c.new_value])).toEqual(
      expect.arrayContaining([
        ['Option: Finish', '', 'Finish (Select (drop-down), required): Black, Chrome +$12.50'],
        ['Option: Engraving', '', 'Engraving (Text)'],
        [
          'Option: Finish',
          'Finish (Select (drop-down), required): Black, Chrome +$12.50',
          'Finish (Select (drop-down), required): Black, Polished +$12.50',
        ],
        ['Option: Engraving', 'Engraving (Text)', ''],
      ]),
    );
    expect(log).toHaveLength(4);

    // A select without values, and a value id of another product: refused, nothing changed.
    const empty = await admin.post<{ errors: Record<string, string> }>(url, {
      options: [{ type: 'radio', name: 'Side', required: false, value: '', values: [] }],
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors['options.0.values']).toBe('Add at least one value.');
    expect(await history(id!)).toHaveLength(4);
  });

  it('makes a kit of two parts: the product page lists them and each part says it is in the kit', async () => {
    const [kit, a, b, other] = await plainParts(4, 20);
    const url = `/admin/api/catalog/products/${kit}/kit/save`;
    const saved = await admin.post<{ changes: number }>(url, {
      components: [
        { product_id: a, quantity: 2 },
        { product_id: b, quantity: 1 },
      ],
    });
    expect(saved.status).toBe(200);
    const shown = await page(kit!);
    expect(shown.is_package).toBe(true);
    expect(shown.package.components.map((c) => [c.product_id, c.quantity_in_kit]).sort()).toEqual(
      [
        [a, 2],
        [b, 1],
      ].sort(),
    );
    expect((await page(a!)).package.included_in.map((k) => k.product_id)).toContain(kit);
    const [row] = await history(kit!);
    expect(row!.field).toBe('Kit components');
    expect(row!.old_value).toBe('');
    expect(row!.new_value).toMatch(/^2 × .+; 1 × .+$/);

    expect((await admin.post(url, { components: [{ product_id: kit, quantity: 1 }] })).status).toBe(400);
    // A part of this kit cannot itself become a kit; a kit cannot go into another kit.
    expect(
      (await admin.post(`/admin/api/catalog/products/${a}/kit/save`, { components: [{ product_id: b, quantity: 1 }] }))
        .status,
    ).toBe(409);
    expect(
      (
        await admin.post(`/admin/api/catalog/products/${other}/kit/save`, {
          components: [{ product_id: kit, quantity: 1 }],
        })
      ).status,
    ).toBe(400);

    expect((await admin.post<{ changes: number }>(url, { components: [] })).body.changes).toBe(1);
    expect((await page(kit!)).is_package).toBe(false);
  });

  it('saves the package size with the weight: the product page shows both and the log has old → new', async () => {
    const [id] = await plainParts(1, 30);
    const edit = (await admin.get<ProductEdit>(`/admin/api/catalog/products/${id}`)).body;
    const res = await admin.post('/admin/api/catalog/products/save', {
      ...edit.product,
      weight_grams: '907',
      length_mm: '254',
      width_mm: '127',
      height_mm: '51',
    });
    expect(res.status).toBe(200);
    const specs = (await page(id!)).specifications;
    expect(specs).toEqual(
      expect.arrayContaining([
        { name: 'Weight', value: '2 lb' },
        { name: 'Package size', value: '10 × 5 × 2 in' },
      ]),
    );
    const log = await history(id!);
    expect(log.find((c) => c.field === 'Package size')).toMatchObject({ new_value: '254 × 127 × 51 mm' });
    expect(log.find((c) => c.field === 'Weight')).toMatchObject({ new_value: '907 g' });
    expect((await admin.get<ProductEdit>(`/admin/api/catalog/products/${id}`)).body.product).toMatchObject({
      length_mm: '254',
      width_mm: '127',
      height_mm: '51',
    });
  });

  it('marks a part hazardous and back: the product page and the change log follow, the package size stays', async () => {
    const [id] = await plainParts(1, 31);
    const edit = (await admin.get<ProductEdit>(`/admin/api/catalog/products/${id}`)).body;
    expect(edit.product.hazardous).toBe(false);
    const on = await admin.post('/admin/api/catalog/products/save', {
      ...edit.product,
      length_mm: '300',
      hazardous: true,
    });
    expect(on.status).toBe(200);
    expect((await page(id!)).specifications).toContainEqual({ name: 'Hazardous material', value: 'Yes' });
    expect((await history(id!)).find((c) => c.field === 'Hazardous material')).toMatchObject({
      old_value: 'No',
      new_value: 'Yes',
    });

    const again = (await admin.get<ProductEdit>(`/admin/api/catalog/products/${id}`)).body.product;
    expect(again).toMatchObject({ hazardous: true, length_mm: '300' });
    const off = await admin.post('/admin/api/catalog/products/save', { ...again, hazardous: false });
    expect(off.status).toBe(200);
    expect((await page(id!)).specifications.map((s) => s.name)).not.toContain('Hazardous material');
    const log = (await history(id!)).filter((c) => c.field === 'Hazardous material');
    expect(log.map((c) => [c.old_value, c.new_value])).toEqual([
      ['Yes', 'No'],
      ['No', 'Yes'],
    ]);
    expect((await admin.get<ProductEdit>(`/admin/api/catalog/products/${id}`)).body.product).toMatchObject({
      hazardous: false,
      length_mm: '300',
    });
  });
});
