// Builds the test database template once per run: migrated, with a small demo catalogue.
// PGlite: a data-dir dump each test file loads (no initdb, no migrations). PostgreSQL: a template database to clone.
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { dumpPglite, openDatabase } from '#src/db/client';
import { migrate } from '#src/db/migrate';
import { loadDemo } from '#src/seed/load';

/** Small enough to build in seconds, big enough to have every kind of part (kits, options, specials, tiers). */
export const TEST_SCALE = 0.02;

export async function buildPgliteTemplate(): Promise<string> {
  const database = await openDatabase({});
  await migrate(database);
  await loadDemo(database, { scale: TEST_SCALE });
  const blob = await dumpPglite(database);
  await database.close();
  const file = path.join(os.tmpdir(), `partsdesk-test-template-${process.pid}.tar.gz`);
  await writeFile(file, Buffer.from(await blob!.arrayBuffer()));
  return file;
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function buildPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `partsdesk_tmpl_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: withDatabase(adminUrl, name), poolSize: 2 });
  await migrate(database);
  await loadDemo(database, { scale: TEST_SCALE });
  await database.close();
  return name;
}

export async function dropPostgresDatabase(adminUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
