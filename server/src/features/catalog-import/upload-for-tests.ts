// Sends a file to a back office upload call as the browser does (the test client sends JSON and forms only).
import type { Client } from '#src/test/http';

/** Sends a file as the browser does: the body itself, with the login's cookie and back office token. */
export async function upload<T>(client: Client, base: string, path: string, body: string) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-admin-token': client.adminToken,
    },
    body,
  });
  return { status: res.status, body: (await res.json()) as T };
}
