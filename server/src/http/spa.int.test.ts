// Pages over HTTP: a page the app has answers 200, any other path 404 (still the app's HTML, which draws its friendly
// page); page HTML and API answers above 1 KB go out compressed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '#src/test/http';
import { COMPRESS_THRESHOLD } from './compression';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const page = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ url, headers: { accept: 'text/html', ...headers } });

describe('pages', () => {
  it('answers the pages the app has with 200 and its HTML', async () => {
    for (const url of [
      '/',
      '/product/product?product_id=1',
      '/checkout/cart',
      '/blog/some-post',
      '/pos/order',
      '/pos/customer/edit?customer_id=1',
      '/index.php?route=product/search&search=brake',
      '/account/login/',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('answers a page that does not exist with 404, still as the app’s HTML', async () => {
    for (const url of ['/no-such-page', '/product/nope', '/blog/a/b']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('id="page-flags"');
    }
    const call = await server.app.inject({ url: '/api/no-such-call' });
    expect(call.statusCode).toBe(404);
    expect(call.json()).toMatchObject({ error: 'Not found' });
  });
});

describe('compression', () => {
  it('compresses the page HTML and an API answer above the threshold for a browser that takes it', async () => {
    const html = await page('/', { 'accept-encoding': 'gzip' });
    expect(html.headers['content-encoding']).toBe('gzip');
    const api = await server.app.inject({ url: '/api/products?limit=24', headers: { 'accept-encoding': 'br, gzip' } });
    expect(api.headers['content-encoding']).toBe('br');
    expect(api.headers.vary).toMatch(/accept-encoding/i);
    const plain = await server.app.inject({ url: '/api/products?limit=24' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESS_THRESHOLD);
  });

  it('leaves an answer below the threshold alone', async () => {
    const small = await server.app.inject({ url: '/api/ping', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.body.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
