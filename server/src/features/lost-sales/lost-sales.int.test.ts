// Lost sales at the counter (issue 28, decision 0057): one tap records a part that could not be sold with its reason;
// a double tap is one; the report counts them by part and by reason. Run on PostgreSQL too.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LostSalesReport } from '@parts/common/lost-sales';
import { products } from '#src/db/schema/index';
import { startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
let staff: Client;
beforeAll(async () => {
  server = await startTestServer();
  staff = server.client();
  expect((await staff.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
});
afterAll(() => server.close());

const key = () => randomBytes(8).toString('hex');

describe('lost sales', () => {
  it('records a catalogued part and an unstocked one with reasons; the report counts by part and by reason', async () => {
    const [part] = await server.database.db.select().from(products).limit(1);
    const tap = (body: Record<string, unknown>) => staff.post('/pos/lostSale', { idempotency_key: key(), ...body });
    expect((await tap({ product_id: part!.productId, reason: 'out_of_stock', quantity: 2 })).status).toBe(200);
    expect((await tap({ product_id: part!.productId, reason: 'price' })).status).toBe(200);
    expect((await tap({ name: 'Wiper motor, 1972 Pinto', reason: 'not_stocked' })).status).toBe(200);
    const noReason = await tap({ name: 'Anything' });
    expect(noReason.status).toBe(400);
    expect((noReason.body as { errors: Record<string, string> }).errors).toEqual({ reason: 'Choose a reason.' });
    const noPart = await tap({ reason: 'price' });
    expect((noPart.body as { errors: Record<string, string> }).errors).toEqual({
      name: 'Name the part, or pick it from the catalogue.',
    });

    const r = (await staff.get<LostSalesReport>('/pos/lostSales/report')).body;
    expect(r.by_part).toEqual([
      { product_id: part!.productId, part: `${part!.name} (${part!.mpn})`, times: 2, quantity: 3 },
      { product_id: null, part: 'Wiper motor, 1972 Pinto', times: 1, quantity: 1 },
    ]);
    expect(r.by_reason).toEqual(
      expect.arrayContaining([
        { reason: 'out_of_stock', label: 'Out of stock', times: 1, quantity: 2 },
        { reason: 'price', label: 'Price', times: 1, quantity: 1 },
        { reason: 'not_stocked', label: 'Not stocked', times: 1, quantity: 1 },
      ]),
    );
    expect(r.by_reason).toHaveLength(3);
  });

  it('a double tap (five at once with one key) records one lost sale', async () => {
    const k = key();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        staff.post<{ lost_sale: { lost_sale_id: number } }>('/pos/lostSale', {
          name: 'Double-tapped part',
          reason: 'other',
          idempotency_key: k,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.lost_sale.lost_sale_id)).size).toBe(1);
    const r = (await staff.get<LostSalesReport>('/pos/lostSales/report')).body;
    expect(r.by_part.find((p) => p.part === 'Double-tapped part')).toEqual({
      product_id: null,
      part: 'Double-tapped part',
      times: 1,
      quantity: 1,
    });
  });
});
