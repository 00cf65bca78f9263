// A PostgreSQL server that drops the app's connections (pg_terminate_backend, as a restart or an idle timeout would)
// must not stop the process: the request in flight fails with the generic message and the next ones succeed.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '#src/db/rows';
import { startTestServer, type TestServer } from '#src/test/http';
import { plainPart, setStock, stockOf } from '#src/test/cart-fixtures';

const onPostgres = inject('dbTarget') === 'postgres';
const GENERIC = 'A system error occurred. Contact your administrator.';
const pickup = {
  firstname: 'Pat',
  lastname: 'Rivera',
  email: 'pat@example.com',
  telephone: '(512) 555-0199',
  shipping_method: 'pickup',
  pickup_location: '2',
  payment_method: 'cod',
};

describe.runIf(onPostgres)('a dropped PostgreSQL connection', () => {
  let server: TestServer;
  let other: pg.Client;
  beforeAll(async () => {
    server = await startTestServer();
    const [me] = rowsOf<{ db: string }>(await server.database.db.execute(sql`select current_database() as db`));
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${me!.db}`;
    other = new pg.Client({ connectionString: url.toString() });
    await other.connect();
  });
  afterAll(async () => {
    await other.end();
    await server.close();
  });

  /** Ends every connection of the app's database except this test's own. */
  const terminateAppConnections = async () => {
    const r = await other.query(
      'select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return r.rows.length;
  };

  const waitFor = async (check: () => Promise<boolean>, what: string) => {
    for (let i = 0; i < 100; i++) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`timed out waiting for ${what}`);
  };

  it('fails the request in flight with the generic message, keeps serving, and places the order afterwards', async () => {
    const db = server.database.db;
    const part = await plainPart(db, 5);
    await setStock(db, part.product_id, 4, 2);
    const c = server.client();
    expect(
      (await c.post('/checkout/cart/add', { product_id: String(part.product_id), quantity: '1' }, { form: true }))
        .status,
    ).toBe(200);
    expect((await c.post('/checkout/cart/setCheckoutData', pickup, { form: true })).status).toBe(200);
    const key = randomBytes(12).toString('hex');

    // Hold the part's stock rows so the checkout waits inside its transaction, then drop the app's connections.
    await other.query('begin');
    await other.query('select * from inventory where product_id = $1 for update', [part.product_id]);
    const inFlight = c.post<{ error?: string; order_id?: number }>(
      '/checkout/confirm/createOrder',
      { idempotency_key: key },
      { form: true },
    );
    await waitFor(
      async () =>
        (
          await other.query(
            "select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          )
        ).rows.length > 0,
      'the checkout to wait for the lock',
    );
    expect(await terminateAppConnections()).toBeGreaterThan(0);
    await other.query('rollback');

    const failed = await inFlight;
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ error: GENERIC, error_message: GENERIC, errors: {} });
    expect(await stockOf(db, part.product_id)).toBe(4);

    // Idle connections were dropped too; the pool replaces them and the same checkout now goes through once.
    await terminateAppConnections();
    await waitFor(async () => (await c.get('/healthz')).status === 200, 'the database to answer again');
    const placed = await c.post<{ order_id?: number }>(
      '/checkout/confirm/createOrder',
      { idempotency_key: key },
      { form: true },
    );
    expect(placed.status).toBe(200);
    expect(placed.body.order_id).toBeGreaterThan(0);
    expect(await stockOf(db, part.product_id)).toBe(3);
    expect((await c.get<{ status: string }>('/healthz')).body).toEqual({ status: 'ok' });
  });
});
