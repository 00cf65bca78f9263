// Review moderation in the back office (issue 26): a shopper's review stays off the product page until staff approve
// it; the store's reply shows under it; rejecting hides it again; a cashier (no reviews.moderate) is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ProductPage } from '@parts/common/catalog';
import { REVIEW_ADMIN_MSG, type AdminReviewRow } from '@parts/common/review-admin';
import { rowsOf } from '#src/db/rows';
import { startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
let admin: Client;
let cashier: Client;
beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  cashier = server.client();
  expect((await admin.post('/api/staff/login', { username: 'admin', password: 'partsdesk' })).status).toBe(200);
  expect((await cashier.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
});
afterAll(() => server.close());

interface Page {
  items: AdminReviewRow[];
  total_items: number;
  counts: Record<string, number>;
}

describe('review moderation', () => {
  it('holds a review until approved, shows the reply, hides it when rejected, refuses a cashier', async () => {
    const [{ product_id }] = rowsOf<{ product_id: number }>(
      await server.database.db.execute(
        sql`select product_id from products where status and product_id not in (select product_id from reviews) limit 1`,
      ),
    ) as [{ product_id: number }];
    const shopper = server.client();
    const sent = await shopper.post(
      `/api/products/${product_id}/reviews`,
      { name: 'Dana Mechanic', text: 'Bolted straight on, no squeal after 500 miles.', rating: '4' },
      { form: true },
    );
    expect(sent.status).toBe(200);
    const page = async () => (await shopper.get<ProductPage>(`/api/products/${product_id}`)).body.reviews;
    expect((await page()).latest).toEqual([]);

    const pending = await admin.get<Page>('/admin/api/catalog/reviews?status=pending');
    expect(pending.status).toBe(200);
    const row = pending.body.items.find((r) => r.author === 'Dana Mechanic')!;
    expect(row).toMatchObject({ product_id, rating: 4, status: 'pending', reply: null });
    expect(pending.body.counts.pending).toBe(pending.body.total_items);

    const approved = await admin.post<{ success: string }>('/admin/api/catalog/reviews/approve', {
      review_id: row.review_id,
    });
    expect(approved.body.success).toBe(REVIEW_ADMIN_MSG.approved);
    const replied = await admin.post('/admin/api/catalog/reviews/reply', {
      review_id: row.review_id,
      reply: 'Thanks Dana, glad they fit.',
    });
    expect(replied.status).toBe(200);
    const shown = await page();
    expect(shown.count).toBe(1);
    expect(shown.rating).toBe(4);
    expect(shown.latest.map((r) => [r.author, r.reply])).toEqual([['Dana Mechanic', 'Thanks Dana, glad they fit.']]);

    expect((await admin.post('/admin/api/catalog/reviews/reject', { review_id: row.review_id })).body).toMatchObject({
      success: REVIEW_ADMIN_MSG.rejected,
      review: { status: 'rejected' },
    });
    expect((await page()).latest).toEqual([]);
    expect((await page()).count).toBe(0);

    expect((await cashier.get('/admin/api/catalog/reviews')).status).toBe(403);
    expect((await cashier.post('/admin/api/catalog/reviews/approve', { review_id: row.review_id })).status).toBe(403);
    expect((await admin.post('/admin/api/catalog/reviews/approve', { review_id: 99999999 })).status).toBe(404);
    expect((await admin.post('/admin/api/catalog/reviews/reply', { review_id: 'x', reply: '' })).status).toBe(400);
    expect((await page()).latest).toEqual([]);
  });
});
