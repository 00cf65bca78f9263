// An image choice value's picture (issue 26, decision 0102): uploaded through the product pictures' pipeline (checked
// by its bytes and size, resized), replaced, removed; the storefront's product page answers it beside the value; each
// change is in the change log, and a repeated upload changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { ProductChange, ProductEdit } from '@parts/common/catalog-admin';
import type { ProductPage } from '@parts/common/catalog';
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

/** An enabled part with no options, no kit and its price shown, `skip` along the list. */
async function plainPart(skip: number): Promise<number> {
  const [row] = await q<{ id: number }>(
    `select p.product_id as id from products p where p.status and not p.is_package
      and not exists (select 1 from product_options o where o.product_id = p.product_id)
      and not exists (select 1 from product_price_notices n where n.product_id = p.product_id)
    order by p.product_id desc limit 1 offset $1`,
    [skip],
  );
  return row!.id;
}

async function send(who: Client, url: string, body: Buffer, filename: string) {
  const res = await fetch(`${server.baseUrl}${url}?filename=${filename}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      accept: 'application/json',
      cookie: [...who.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-admin-token': who.adminToken,
    },
    body: new Uint8Array(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { options: ProductEdit['options']; error_message?: string },
  };
}

const history = async (id: number) =>
  (await admin.get<{ items: ProductChange[] }>(`/admin/api/catalog/products/${id}/history`)).body.items;
const page = async (id: number) => (await server.client().get<ProductPage>(`/api/products/${id}`)).body;
const dimensions = async (url: string) => {
  const res = await fetch(`${server.baseUrl}${url}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/webp');
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return [meta.width, meta.height];
};

describe("an image choice value's picture", () => {
  it('uploads a PNG, shows it on the product page, replaces it with a JPEG and removes it, each change logged once', async () => {
    const id = await plainPart(3);
    const saved = await admin.post<{ options: ProductEdit['options'] }>(
      `/admin/api/catalog/products/${id}/options/save`,
      {
        options: [
          {
            type: 'image',
            name: 'Finish',
            required: true,
            value: '',
            values: [
              { name: 'Black', price: '0.00', price_prefix: '+' },
              { name: 'Chrome', price: '12.50', price_prefix: '+' },
            ],
          },
          {
            type: 'select',
            name: 'Side',
            required: false,
            value: '',
            values: [{ name: 'Left', price: '0.00', price_prefix: '+' }],
          },
        ],
      },
    );
    expect(saved.status).toBe(200);
    const [finish, side] = saved.body.options;
    const chrome = finish!.values[1]!;
    expect(chrome.image_url).toBeNull();
    const url = (valueId: number, what: 'upload' | 'remove', product = id) =>
      `/admin/api/catalog/products/${product}/options/values/${valueId}/image/${what}`;

    // A real 600×400 PNG: stored at 320, 160 and 72 px and on the product page beside the value.
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#9ca3af' } })
      .png()
      .toBuffer();
    const put = await send(admin, url(chrome.product_option_value_id, 'upload'), png, 'chrome.png');
    expect(put.status).toBe(200);
    const withPicture = put.body.options[0]!.values[1]!;
    expect(withPicture.image_name).toBe('chrome.png');
    expect(withPicture.image_url).toMatch(new RegExp(`^/media/products/${id}/option-[0-9a-f]{24}-320\\.webp$`));
    expect(withPicture.thumb_url).toBe(withPicture.image_url!.replace('-320.webp', '-72.webp'));
    expect(await dimensions(withPicture.image_url!)).toEqual([320, 213]);
    expect(await dimensions(withPicture.thumb_url!)).toEqual([72, 48]);
    const shown = (await page(id)).options[0]!.product_option_value;
    expect(shown.map((v) => [v.name, v.image, v.image_thumb])).toEqual([
      ['Black', null, null],
      ['Chrome', withPicture.image_url, withPicture.thumb_url],
    ]);

    // The same file again (a double click): nothing changes, nothing more in the log.
    const again = await send(admin, url(chrome.product_option_value_id, 'upload'), png, 'chrome.png');
    expect(again.status).toBe(200);
    expect(again.body.options[0]!.values[1]!.image_url).toBe(withPicture.image_url);
    expect(await history(id)).toHaveLength(3);

    // Refused as the product pictures refuse them; the value keeps its picture.
    const text = await send(
      admin,
      url(chrome.product_option_value_id, 'upload'),
      Buffer.from('not a picture'),
      'a.jpg',
    );
    expect(text.status).toBe(415);
    expect(text.body.error_message).toBe('The file is not a JPEG, PNG or WebP picture.');
    const big = await send(
      admin,
      url(chrome.product_option_value_id, 'upload'),
      Buffer.concat([png, Buffer.alloc(8_000_001)]),
      'big.png',
    );
    expect(big.status).toBe(413);
    expect(big.body.error_message).toBe('The file is larger than 8 MB.');
    // A select's value takes no picture; a value of another product is not found; a cashier may not edit the catalogue.
    const onSelect = await send(admin, url(side!.values[0]!.product_option_value_id, 'upload'), png, 'left.png');
    expect(onSelect.status).toBe(409);
    expect(onSelect.body.error_message).toBe(
      'Only the values of an image choice option have pictures. Save the option as an image choice first.',
    );
    const elsewhere = await send(
      admin,
      url(chrome.product_option_value_id, 'upload', await plainPart(4)),
      png,
      'x.png',
    );
    expect(elsewhere.status).toBe(404);
    expect((await send(cashier, url(chrome.product_option_value_id, 'upload'), png, 'c.png')).status).toBe(403);
    expect((await page(id)).options[0]!.product_option_value[1]!.image).toBe(withPicture.image_url);

    // Replaced by a JPEG; saving the options (a rename) keeps the picture.
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#111827' } })
      .jpeg()
      .toBuffer();
    const replaced = await send(admin, url(chrome.product_option_value_id, 'upload'), jpeg, 'chrome-2.jpg');
    expect(replaced.status).toBe(200);
    const newUrl = replaced.body.options[0]!.values[1]!.image_url!;
    expect(newUrl).not.toBe(withPicture.image_url);
    expect(await dimensions(newUrl)).toEqual([300, 300]);
    const renamed = await admin.post<{ options: ProductEdit['options'] }>(
      `/admin/api/catalog/products/${id}/options/save`,
      { options: [{ ...replaced.body.options[0]!, name: 'Colour' }, replaced.body.options[1]!] },
    );
    expect(renamed.status).toBe(200);
    expect((await page(id)).options[0]!.product_option_value[1]!.image).toBe(newUrl);

    // Removed, twice (the second answers the options as they are).
    const removed = await admin.post<{ options: ProductEdit['options'] }>(
      url(chrome.product_option_value_id, 'remove'),
      {},
    );
    expect(removed.status).toBe(200);
    expect(removed.body.options[0]!.values[1]!.image_url).toBeNull();
    expect((await admin.post(url(chrome.product_option_value_id, 'remove'), {})).status).toBe(200);
    expect((await page(id)).options[0]!.product_option_value[1]!.image).toBeNull();

    const log = (await history(id)).map((c) => [c.field, c.old_value, c.new_value]);
    expect(log.slice(0, 4)).toEqual([
      [
        'Option: Colour',
        'Colour (Image choice, required): Black, Chrome +$12.50 [chrome-2.jpg]',
        'Colour (Image choice, required): Black, Chrome +$12.50',
      ],
      [
        'Option: Colour',
        'Finish (Image choice, required): Black, Chrome +$12.50 [chrome-2.jpg]',
        'Colour (Image choice, required): Black, Chrome +$12.50 [chrome-2.jpg]',
      ],
      [
        'Option: Finish',
        'Finish (Image choice, required): Black, Chrome +$12.50 [chrome.png]',
        'Finish (Image choice, required): Black, Chrome +$12.50 [chrome-2.jpg]',
      ],
      [
        'Option: Finish',
        'Finish (Image choice, required): Black, Chrome +$12.50',
        'Finish (Image choice, required): Black, Chrome +$12.50 [chrome.png]',
      ],
    ]);
    expect(log).toHaveLength(6);
  });

  it('drops the pictures when the option stops being an image choice', async () => {
    const id = await plainPart(5);
    const saveUrl = `/admin/api/catalog/products/${id}/options/save`;
    const made = await admin.post<{ options: ProductEdit['options'] }>(saveUrl, {
      options: [
        {
          type: 'image',
          name: 'Colour',
          required: false,
          value: '',
          values: [{ name: 'Red', price: '0.00', price_prefix: '+' }],
        },
      ],
    });
    const red = made.body.options[0]!.values[0]!;
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#b91c1c' } })
      .png()
      .toBuffer();
    const put = await send(
      admin,
      `/admin/api/catalog/products/${id}/options/values/${red.product_option_value_id}/image/upload`,
      png,
      'red.png',
    );
    expect(put.status).toBe(200);
    expect(await dimensions(put.body.options[0]!.values[0]!.image_url!)).toEqual([40, 40]);
    const asSelect = await admin.post<{ options: ProductEdit['options'] }>(saveUrl, {
      options: [{ ...put.body.options[0]!, type: 'select' }],
    });
    expect(asSelect.status).toBe(200);
    expect(asSelect.body.options[0]!.values[0]!.image_url).toBeNull();
    expect((await page(id)).options[0]!.product_option_value[0]!.image).toBeNull();
    expect((await history(id))[0]!.new_value).toBe('Colour (Select (drop-down)): Red');
  });
});
