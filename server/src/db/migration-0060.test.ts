// Migration 0060 (decision 0100): the PIES assets recorded before it stay links, so a deploy does not fetch every
// product's assets (and replace category drawings); an asset recorded after it is fetched. On a database migrated up to
// 0059 with an asset in it, then to the end.
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from './client';
import { migrate, migrationsFolder } from './migrate';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

it('assets recorded before migration 0060 stay links; later ones wait for the fetch', async () => {
  const upTo0059 = await mkdtemp(path.join(os.tmpdir(), 'migrations-0059-'));
  dirs.push(upTo0059);
  await cp(migrationsFolder, upTo0059, { recursive: true });
  const journalFile = path.join(upTo0059, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < '0060');
  await writeFile(journalFile, JSON.stringify(journal));

  const database = await openDatabase({});
  try {
    await migrate(database, upTo0059);
    // Only the asset rows matter here: without foreign-key checks no product needs building.
    const insertAsset = async (url: string) => {
      await database.query('set session_replication_role = replica');
      await database.query(
        `insert into product_assets (product_id, sort_order, asset_type, url)
         values (1, (select count(*) from product_assets), 'P04', $1)`,
        [url],
      );
      await database.query('set session_replication_role = origin');
    };
    await insertAsset('https://assets.example/before.jpg');
    await migrate(database);
    await insertAsset('https://assets.example/after.jpg');
    expect(
      await database.query('select url, fetch_status, fetch_attempts from product_assets order by sort_order'),
    ).toEqual([
      { url: 'https://assets.example/before.jpg', fetch_status: 'link', fetch_attempts: 0 },
      { url: 'https://assets.example/after.jpg', fetch_status: 'pending', fetch_attempts: 0 },
    ]);
  } finally {
    await database.close();
  }
});
