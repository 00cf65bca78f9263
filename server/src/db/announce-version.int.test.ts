// Behind a pooler (DATABASE_LISTEN_URL set) the app's pool sets partsdesk.announce_version on each new connection
// (PgBouncer refuses start-up options, decision 0065); the pool must finish that SET before it hands the connection
// out, so the caller's statement never queues behind it. Run against PostgreSQL directly: CI has no PgBouncer, and the
// pooled path differs only in who is on the other end.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '#src/db/client';

const onPostgres = inject('dbTarget') === 'postgres';

describe.runIf(onPostgres)('a pooled connection announces catalogue versions', () => {
  const warnings: string[] = [];
  const onWarning = (w: Error) => warnings.push(w.message);
  let database: Database;
  beforeAll(async () => {
    process.on('warning', onWarning);
    const url = process.env.TEST_DATABASE_URL!;
    database = await openDatabase({ databaseUrl: url, listenUrl: url, poolSize: 8 });
  });
  afterAll(async () => {
    process.off('warning', onWarning);
    await database.close();
  });

  it('every statement of eight new connections at once sees the setting on, and nothing was queued behind the SET', async () => {
    const answers = await Promise.all(
      Array.from({ length: 24 }, () =>
        database.query<{ v: string }>("select current_setting('partsdesk.announce_version', true) as v"),
      ),
    );
    expect(answers.map((rows) => rows[0]!.v)).toEqual(Array.from({ length: 24 }, () => 'on'));
    // pg emits its deprecation warning on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
    expect(warnings.filter((m) => m.includes('already executing a query'))).toEqual([]);
  });
});
