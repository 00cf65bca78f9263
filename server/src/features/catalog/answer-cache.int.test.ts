// GET /admin/api/catalog/answer-cache (decision 0105): the process's answer cache in figures, for the soak's check that
// the cache stays within its bound. An admin's call; the figures are this process's own, counted from the cache itself.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AnswerCache } from '@parts/common/listing';
import { rowsOf } from '#src/db/rows';
import { sql } from 'drizzle-orm';
import { startTestServer, staffClient, type Client, type TestServer } from '#src/test/http';
import { cachedJson, cachedListing, clearListingCache } from './listing-cache';

let server: TestServer;
let admin: Client;
const db = () => server.database.db;
const stats = async () => {
  const res = await admin.get<AnswerCache>('/admin/api/catalog/answer-cache');
  expect(res.status).toBe(200);
  return res.body;
};

beforeAll(async () => {
  server = await startTestServer();
  admin = await staffClient(server, 'admin');
});
afterAll(() => server.close());

describe('the answer cache in figures', () => {
  it('counts the listings it holds and the bytes of their answers, and states its bound', async () => {
    clearListingCache(db());
    expect(await stats()).toEqual({
      pid: process.pid,
      entries: 0,
      bytes: 0,
      unsized_entries: 0,
      max_entries: 5000,
      ttl_ms: 30_000,
    });
    const [a, b] = rowsOf<{ category_id: number }>(
      await db().execute(sql`select category_id from categories where parent_id is not null order by 1 limit 2`),
    );
    const shopper = server.client();
    const first = await shopper.get(`/api/products?category_id=${a!.category_id}&page=1&limit=24`);
    const again = await shopper.get(`/api/products?category_id=${a!.category_id}&page=1&limit=24`);
    const second = await shopper.get(`/api/products?category_id=${b!.category_id}&page=1&limit=24`);
    expect([first.status, again.status, second.status]).toEqual([200, 200, 200]);
    // The same listing twice is one entry; the bytes are those of the two answers as sent.
    const sent = Buffer.byteLength(JSON.stringify(first.body)) + Buffer.byteLength(JSON.stringify(second.body));
    expect(await stats()).toMatchObject({ entries: 2, bytes: sent, unsized_entries: 0 });
  });

  it('stays within its bound: past 5,000 entries the oldest tenth goes', async () => {
    clearListingCache(db());
    await cachedJson(db(), 'sized', z.string(), async () => 'é');
    for (let i = 0; i < 5000; i++) await cachedListing(db(), `bound-${i}`, async () => ({ i }));
    // 5,001 entries: 500 of the oldest dropped, the sized one among them.
    expect(await stats()).toMatchObject({ entries: 4501, bytes: 0, unsized_entries: 4501, max_entries: 5000 });
    clearListingCache(db());
    await cachedJson(db(), 'sized', z.string(), async () => 'é');
    // '"é"': two quotes and a two-byte letter.
    expect(await stats()).toMatchObject({ entries: 1, bytes: 4, unsized_entries: 0 });
  });

  it('is for admins only', async () => {
    const cashier = await staffClient(server);
    expect((await cashier.get('/admin/api/catalog/answer-cache')).status).toBe(403);
    expect((await server.client().get('/admin/api/catalog/answer-cache')).status).toBe(403);
  });
});
