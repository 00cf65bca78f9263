// The real server process (main.ts) keeps running when PostgreSQL drops all its connections: an unhandled 'error'
// event from the pool would end it, so this starts it as production does and terminates its backends.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dropPostgresDatabase, withDatabase } from '#src/test/template';

const onPostgres = inject('dbTarget') === 'postgres';

describe.runIf(onPostgres)('the server process and a dropped PostgreSQL connection', () => {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `partsdesk_t_${randomBytes(6).toString('hex')}`;
  let child: ChildProcess;
  let baseUrl = '';
  let exited: number | null | undefined;
  let output = '';

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
    await admin.end();
    child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: withDatabase(adminUrl, name),
        WEB_DIST: '/nonexistent-web-dist',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.on('exit', (code) => (exited = code));
    baseUrl = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`The server did not start:\n${output}`)), 60_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const m = /running at (http:\/\/localhost:\d+)/.exec(output);
        if (m?.[1]) {
          clearTimeout(timer);
          resolve(m[1].replace('localhost', '127.0.0.1'));
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) => reject(new Error(`The server exited (${code}):\n${output}`)));
    });
  }, 90_000);

  afterAll(async () => {
    if (exited === undefined) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    await dropPostgresDatabase(adminUrl, name);
  });

  it('keeps running and answers again once its connections are terminated', async () => {
    // Open a few pooled connections, so several idle clients are dropped at once.
    await Promise.all(Array.from({ length: 5 }, () => fetch(`${baseUrl}/api/app/flags`)));
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const killed = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
      name,
    ]);
    await admin.end();
    expect(killed.rows.length).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 500));
    expect(exited, output).toBeUndefined();
    let health = 0;
    for (let i = 0; i < 20 && health !== 200; i++) {
      health = (await fetch(`${baseUrl}/healthz`)).status;
      if (health !== 200) await new Promise((r) => setTimeout(r, 100));
    }
    expect(health).toBe(200);
    expect((await fetch(`${baseUrl}/api/app/flags`)).status).toBe(200);
    expect(output).toContain('PostgreSQL connection lost');
    expect(exited).toBeUndefined();
  });
});
