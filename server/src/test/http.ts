// Starts the real app on a random port and gives tests a fetch client with a cookie jar, as a browser would have.
import { buildApp } from '#src/app';
import { readConfig } from '#src/config';
import { openDatabase, type Database } from '#src/db/client';
import type { App } from '#src/http/types';
import { freshDatabase } from './db';

export interface TestServer {
  app: App;
  database: Database;
  baseUrl: string;
  client(): Client;
  close(): Promise<void>;
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface Client {
  get<T = Record<string, unknown>>(path: string): Promise<Answer<T>>;
  /** JSON body by default; `form: true` sends it form-encoded as the storefront's forms do. */
  post<T = Record<string, unknown>>(
    path: string,
    body?: Record<string, unknown>,
    opts?: { form?: boolean },
  ): Promise<Answer<T>>;
  put<T = Record<string, unknown>>(
    path: string,
    body?: Record<string, unknown>,
    opts?: { form?: boolean },
  ): Promise<Answer<T>>;
  delete<T = Record<string, unknown>>(path: string): Promise<Answer<T>>;
  cookies: Map<string, string>;
  /**
   * The back office token the last staff login answered (flags.staff.admin_token). It is sent, as the web app sends it,
   * with every call under /admin/; set it to '' to call without it.
   */
  adminToken: string;
}

/**
 * `env` adds environment variables (SMTP_URL, say) to the test server's configuration. `readUrl` (PostgreSQL) gives
 * the app a read replica (DATABASE_READ_URL) from the fresh database's address.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  opts: { readUrl?: (primaryUrl: string) => string | Promise<string> } = {},
): Promise<TestServer> {
  const fresh = await freshDatabase();
  const database = opts.readUrl ? await withReadReplica(fresh, await opts.readUrl(fresh.url!)) : fresh;
  const config = readConfig({ WEB_DIST: '/nonexistent-web-dist', ...env } as NodeJS.ProcessEnv);
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    app,
    database,
    baseUrl,
    client: () => makeClient(baseUrl),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The fresh database opened again with a read pool on `readUrl`; closing it closes both (and drops the database). */
async function withReadReplica(fresh: Database, readUrl: string): Promise<Database> {
  const both = await openDatabase({ databaseUrl: fresh.url!, readUrl, poolSize: 4 });
  return {
    ...both,
    close: async () => {
      await both.close();
      await fresh.close();
    },
  };
}

function makeClient(baseUrl: string): Client {
  const cookies = new Map<string, string>();
  const client = { adminToken: '' };
  const send = async <T>(
    method: string,
    path: string,
    body?: Record<string, unknown>,
    form = false,
  ): Promise<Answer<T>> => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (path.startsWith('/admin/') && client.adminToken) headers['x-admin-token'] = client.adminToken;
    let payload: string | undefined;
    if (body !== undefined) {
      headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json';
      payload = form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body);
    }
    const res = await fetch(baseUrl + path, { method, headers, body: payload, redirect: 'manual' });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, ...v] = (pair ?? '').split('=');
      if (k) cookies.set(k.trim(), v.join('='));
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON (a page or an empty body); tests read it as text
    }
    const token = (parsed as { flags?: { staff?: { admin_token?: unknown } | null } } | null)?.flags?.staff
      ?.admin_token;
    if (typeof token === 'string' && token) client.adminToken = token;
    return { status: res.status, body: parsed as T, headers: res.headers };
  };
  const methods: Omit<Client, 'adminToken'> = {
    cookies,
    get: (path) => send('GET', path),
    post: (path, body, opts) => send('POST', path, body ?? {}, opts?.form ?? false),
    put: (path, body, opts) => send('PUT', path, body ?? {}, opts?.form ?? false),
    delete: (path) => send('DELETE', path),
  };
  return Object.assign(client, methods);
}

/** A client logged in as a demo staff user (password partsdesk); throws when the login is refused. */
export async function staffClient(server: TestServer, username = 'cashier'): Promise<Client> {
  const c = server.client();
  const res = await c.post('/api/staff/login', { username, password: 'partsdesk' });
  if (res.status !== 200) throw new Error(`Staff login as ${username} answered ${res.status}.`);
  return c;
}
