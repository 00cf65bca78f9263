// Catalogue reads on a read replica (DATABASE_READ_URL, decision 0090): they go to it once it holds the catalogue
// version the primary announced, to the primary while it lags, and writes never go to it. PostgreSQL only: PGlite is one
// embedded database in the process, with no second server or connection to send reads to.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rowsOf } from '#src/db/rows';
import { startTestServer, type TestServer } from '#src/test/http';
import { plainPart, setStock } from '#src/test/cart-fixtures';
import { dropPostgresDatabase, withDatabase } from '#src/test/template';
import { READ_APPLICATION_NAME } from './client';

const onPostgres = inject('dbTarget') === 'postgres';
const pickup = {
  firstname: 'Pat',
  lastname: 'Rivera',
  email: 'pat@example.com',
  telephone: '(512) 555-0199',
  shipping_method: 'pickup',
  pickup_location: '2',
  payment_method: 'cod',
};

interface Card {
  product_id: number;
  name: string;
}

describe.runIf(onPostgres)('a read replica that is the same database, read-only', () => {
  let server: TestServer;
  let other: pg.Client;
  beforeAll(async () => {
    server = await startTestServer({}, { readUrl: (primary) => primary });
    other = new pg.Client({ connectionString: server.database.url });
    await other.connect();
  });
  afterAll(async () => {
    await other.end();
    await server.close();
  });

  const readSessions = async () =>
    (
      await other.query<{ query: string }>(
        'select query from pg_stat_activity where datname = current_database() and application_name = $1',
        [READ_APPLICATION_NAME],
      )
    ).rows;

  it('serves listings, search and product pages from its sessions, which refuse writes', async () => {
    const c = server.client();
    const [top] = rowsOf<{ product_id: number; category_id: number }>(
      await server.database.db.execute(
        sql`select product_id, category_id from category_listing order by sales_count desc, product_id limit 1`,
      ),
    );
    const listing = await c.get<{ products: Card[] }>(`/api/products?category_id=${top!.category_id}&limit=5`);
    expect(listing.status).toBe(200);
    expect(listing.body.products[0]!.product_id).toBe(top!.product_id);
    expect((await c.get(`/api/products/${top!.product_id}`)).status).toBe(200);
    expect((await c.get('/api/home')).status).toBe(200);

    const sessions = await readSessions();
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.some((s) => /category_listing|from products/i.test(s.query))).toBe(true);
    const write = await server.database
      .read!.execute(sql`update products set name = name where product_id = ${top!.product_id}`)
      .then(
        () => 'written',
        (err: Error) => String((err.cause as Error | undefined)?.message),
      );
    expect(write).toBe('cannot execute UPDATE in a read-only transaction');
  });

  it('places an order (cart, stock, order rows on the primary) and shows a product edit in the next listing', async () => {
    const db = server.database.db;
    const part = await plainPart(db, 5);
    await setStock(db, part.product_id, 4, 2);
    const c = server.client();
    expect(
      (await c.post('/checkout/cart/add', { product_id: String(part.product_id), quantity: '1' }, { form: true }))
        .status,
    ).toBe(200);
    expect((await c.post('/checkout/cart/setCheckoutData', pickup, { form: true })).status).toBe(200);
    const order = await c.post<{ order_id?: number }>(
      '/checkout/confirm/createOrder',
      { idempotency_key: randomBytes(12).toString('hex') },
      { form: true },
    );
    expect(order.status).toBe(200);
    expect(order.body.order_id).toBeGreaterThan(0);
    // No statement a read session ran last is a write.
    expect((await readSessions()).filter((s) => /^\s*(insert|update|delete)/i.test(s.query))).toEqual([]);

    const [top] = rowsOf<{ product_id: number; category_id: number }>(
      await db.execute(
        sql`select product_id, category_id from category_listing order by sales_count desc, product_id limit 1`,
      ),
    );
    const path = `/api/products?category_id=${top!.category_id}&limit=5`;
    expect((await c.get(path)).status).toBe(200);
    await db.execute(sql`update products set name = 'Brake Pad Set, edited' where product_id = ${top!.product_id}`);
    const after = await c.get<{ products: Card[] }>(path);
    expect(after.body.products[0]).toMatchObject({ product_id: top!.product_id, name: 'Brake Pad Set, edited' });
  });
});

describe.runIf(onPostgres)('a read replica that lags the primary', () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const replicaName = `partsdesk_r_${randomBytes(6).toString('hex')}`;
  let server: TestServer;
  let replica: pg.Client;
  let first: { product_id: number; category_id: number };
  let second: number;

  /** The primary's catalogue version. */
  const primaryVersion = async () => {
    const [row] = rowsOf<{ version: string }>(
      await server.database.db.execute(sql`select version from catalog_version where id = 1`),
    );
    return Number(row!.version);
  };
  /** Renames parts on the replica only and sets its version to `version`, as if it had replayed up to there. */
  const onReplica = async (version: number, names: [number, string][]) => {
    for (const [id, name] of names)
      await replica.query('update products set name = $2 where product_id = $1', [id, name]);
    await replica.query('update catalog_version set version = $1 where id = 1', [version]);
  };

  beforeAll(async () => {
    // The replica: another copy of the same template (the same catalogue), so the test can tell which one answered.
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${replicaName} template ${inject('postgresTemplate')}`);
    await admin.end();
    replica = new pg.Client({ connectionString: withDatabase(adminUrl, replicaName) });
    await replica.connect();
    server = await startTestServer({}, { readUrl: () => withDatabase(adminUrl, replicaName) });
    const [top] = rowsOf<{ product_id: number; category_id: number }>(
      await server.database.db.execute(
        sql`select product_id, category_id from category_listing order by sales_count desc, product_id limit 1`,
      ),
    );
    first = top!;
    const [next] = rowsOf<{ product_id: number }>(
      await server.database.db.execute(
        sql`select product_id from products where status and product_id <> ${first.product_id} order by product_id limit 1`,
      ),
    );
    second = next!.product_id;
  });
  afterAll(async () => {
    await server.close();
    await replica.end();
    await dropPostgresDatabase(adminUrl, replicaName);
  });

  it('answers from the replica when it holds the version, from the primary while it lags, then from the replica again', async () => {
    const c = server.client();
    await onReplica(await primaryVersion(), [[first.product_id, 'Copy on the replica']]);
    const fromReplica = await c.get<{ name: string }>(`/api/products/${first.product_id}`);
    expect(fromReplica.body.name).toBe('Copy on the replica');

    // A product edit on the primary: the replica has not replayed it, so the next answers come from the primary.
    await server.database.db.execute(
      sql`update products set name = 'Edited on the primary' where product_id = ${first.product_id}`,
    );
    const listing = await c.get<{ products: Card[] }>(`/api/products?category_id=${first.category_id}&limit=5`);
    expect(listing.body.products.find((p) => p.product_id === first.product_id)?.name).toBe('Edited on the primary');
    expect((await c.get<{ name: string }>(`/api/products/${first.product_id}`)).body.name).toBe(
      'Edited on the primary',
    );

    // The replica catches up: answers not yet held are read from it again.
    await onReplica(await primaryVersion(), [[second, 'Second copy on the replica']]);
    expect((await c.get<{ name: string }>(`/api/products/${second}`)).body.name).toBe('Second copy on the replica');
  });
});
