// A fresh database for one test file, cloned from the run's template: tests never see each other's data.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '#src/db/client';
import { dropPostgresDatabase, withDatabase } from './template';

export async function freshDatabase(): Promise<Database> {
  if (inject('dbTarget') === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `partsdesk_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: withDatabase(adminUrl, name), poolSize: 4 });
    return {
      ...database,
      close: async () => {
        await database.close();
        await dropPostgresDatabase(adminUrl, name);
      },
    };
  }
  const dump = await readFile(inject('pgliteTemplate'));
  return openDatabase({ loadDataDir: new Blob([dump]) });
}
