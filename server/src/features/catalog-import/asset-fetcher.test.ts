// The real asset fetcher (ASSET_FETCHER=http, decision 0100) against a real HTTP server on this machine: which
// addresses it refuses, how far it follows redirects, and a file past the limit refused whether or not its length is
// declared. The tests' fetcher skips the internal-address check (their server is on 127.0.0.1) except where it is tested.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssetTooLarge, HttpAssetFetcher, isInternalAddress } from './asset-fetcher';

describe('internal addresses', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '169.254.169.254',
    '192.168.1.1',
    '198.18.0.1',
    '198.19.255.254',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '::ffff:8.8.8.8',
    '64:ff9b::7f00:1',
    '2002:7f00:1::',
    'fd00::1',
    'fe80::1',
    'not-an-address',
  ])('%s is refused', (address) => {
    expect(isInternalAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '198.20.0.1', '223.255.255.255', '2001:4860:4860::8888', '2003::1'])(
    '%s is outside',
    (address) => {
      expect(isInternalAddress(address)).toBe(false);
    },
  );
});

const BIG = 64 * 1024;
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    const hops = Number(req.url!.match(/^\/hop\/(\d+)/)?.[1] ?? -1);
    if (hops > 0) return res.writeHead(302, { location: `/hop/${hops - 1}` }).end();
    if (hops === 0) return res.writeHead(200, { 'content-type': 'image/png' }).end('arrived');
    if (req.url === '/to-localhost')
      return res.writeHead(302, { location: `http://localhost:${(server.address() as AddressInfo).port}/hop/0` }).end();
    if (req.url === '/big-declared') return res.writeHead(200, { 'content-length': BIG }).end(Buffer.alloc(BIG));
    // No content-length: chunked, so only counting the bytes read finds the size.
    res.writeHead(200, { 'content-type': 'image/jpeg' });
    for (let i = 0; i < 16; i++) res.write(Buffer.alloc(BIG / 16));
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const anyHost = new HttpAssetFetcher(async () => {});
const get = (f: HttpAssetFetcher, path: string) => f.get(base + path, AbortSignal.timeout(5_000));

describe('HttpAssetFetcher', () => {
  it('refuses the store’s own network by default', async () => {
    await expect(get(new HttpAssetFetcher(), '/hop/0')).rejects.toThrow('127.0.0.1 is an internal address');
  });

  it('checks the host of every redirect hop', async () => {
    const noLocalhost = new HttpAssetFetcher(async (host) => {
      if (host === 'localhost') throw new Error(`${host} is an internal address`);
    });
    await expect(get(noLocalhost, '/to-localhost')).rejects.toThrow('localhost is an internal address');
  });

  it('follows five redirects, not six', async () => {
    const res = await get(anyHost, '/hop/5');
    expect((await res.read(100)).toString()).toBe('arrived');
    await expect(get(anyHost, '/hop/6')).rejects.toThrow('more than 5 redirects');
  });

  it('refuses a file past the limit, declared or only counted', async () => {
    await expect((await get(anyHost, '/big-declared')).read(BIG - 1)).rejects.toThrow(AssetTooLarge);
    await expect((await get(anyHost, '/big-chunked')).read(BIG - 1)).rejects.toThrow(AssetTooLarge);
    expect((await (await get(anyHost, '/big-chunked')).read(BIG)).length).toBe(BIG);
  });
});
