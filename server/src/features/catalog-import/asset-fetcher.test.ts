// The real asset fetcher (ASSET_FETCHER=http, decisions 0100 and 0103) against real HTTP servers on this machine:
// which addresses it refuses, that it connects to the address it checked (a name answering differently the second
// time, DNS rebinding), how far it follows redirects and that each hop is checked, a file past the limit refused
// whether or not its length is declared, and a server that stalls given up when the signal says so.
// Two servers: `supplier` on 127.0.0.2 stands for a supplier's public server (the tests' check lets that one address
// through; every other address goes through the real check), `internal` on 127.0.0.1 for the store's own network
// (the database, a metadata service): it counts every request that reaches it, and no test may reach it.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer as createTlsServer } from 'node:tls';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AssetTooLarge, HttpAssetFetcher, isInternalAddress, type Resolve } from './asset-fetcher';

describe('internal addresses', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '169.254.169.254',
    '192.168.1.1',
    '198.18.0.1',
    '198.19.255.254',
    '192.0.2.10',
    '203.0.113.10',
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
    '2001:db8::1',
    '::7f00:1',
    '::127.0.0.1',
    '64:ff9b:1::a00:1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    'fec0::1',
    'ff02::1',
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
const SUPPLIER_IP = '127.0.0.2';
const listen = async (server: Server, host: string) => {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return (server.address() as AddressInfo).port;
};
const close = (server: { close(cb: () => void): unknown }) => new Promise<void>((resolve) => server.close(resolve));

let internalHits = 0;
const internal = createServer((_req, res) => {
  internalHits++;
  res.writeHead(200, { 'content-type': 'image/png' }).end('internal');
});
let lastHost: IncomingHttpHeaders['host'];
const supplier = createServer((req, res) => {
  lastHost = req.headers.host;
  const hops = Number(req.url!.match(/^\/hop\/(\d+)/)?.[1] ?? -1);
  if (hops > 0) return res.writeHead(302, { location: `/hop/${hops - 1}` }).end();
  if (hops === 0) return res.writeHead(200, { 'content-type': 'image/png' }).end('arrived');
  const to = req.url!.match(/^\/to\/(.+)$/)?.[1];
  if (to) return res.writeHead(302, { location: decodeURIComponent(to) }).end();
  if (req.url === '/big-declared') return res.writeHead(200, { 'content-length': BIG }).end(Buffer.alloc(BIG));
  if (req.url === '/stall') return res.writeHead(200, { 'content-type': 'image/jpeg' }).write('half a picture');
  if (req.url === '/silent') return; // takes the connection, never answers
  // No content-length: chunked, so only counting the bytes read finds the size.
  res.writeHead(200, { 'content-type': 'image/jpeg' });
  for (let i = 0; i < 16; i++) res.write(Buffer.alloc(BIG / 16));
  res.end();
});
let port: number;
let internalPort: number;
beforeAll(async () => {
  port = await listen(supplier, SUPPLIER_IP);
  internalPort = await listen(internal, '127.0.0.1');
});
afterAll(async () => {
  supplier.closeAllConnections();
  await Promise.all([close(supplier), close(internal)]);
});
beforeEach(() => {
  internalHits = 0;
  lastHost = undefined;
});

/** A DNS that answers each name's list of answers in turn, the last one from then on, counting the lookups. */
function dns(answers: Record<string, string[][]>) {
  const calls: string[] = [];
  const resolve: Resolve = async (host) => {
    const list = answers[host];
    if (!list) throw new Error(`getaddrinfo ENOTFOUND ${host}`);
    const answer = list[Math.min(calls.filter((c) => c === host).length, list.length - 1)]!;
    calls.push(host);
    return answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolve, calls };
}
/** The real check, except the stand-in supplier's address. */
const realCheck = (address: string) => address !== SUPPLIER_IP && isInternalAddress(address);
const fetcherWith = (answers: Record<string, string[][]>) => {
  const d = dns(answers);
  return { f: new HttpAssetFetcher({ resolve: d.resolve, isInternal: realCheck }), calls: d.calls };
};
const supplierUrl = (path: string) => `http://assets.supplier.example:${port}${path}`;
const get = (f: HttpAssetFetcher, url: string, ms = 5_000) => f.get(url, AbortSignal.timeout(ms));

describe('HttpAssetFetcher', () => {
  it('refuses the store’s own network by default', async () => {
    const url = `http://127.0.0.1:${internalPort}/picture.png`;
    await expect(get(new HttpAssetFetcher(), url)).rejects.toThrow('127.0.0.1 is an internal address');
    expect(internalHits).toBe(0);
  });

  it('connects to the address it checked, not a second answer (DNS rebinding)', async () => {
    const { f, calls } = fetcherWith({ 'assets.supplier.example': [[SUPPLIER_IP], ['127.0.0.1']] });
    const res = await get(f, supplierUrl('/hop/0'));
    expect((await res.read(100)).toString()).toBe('arrived');
    expect(calls).toEqual(['assets.supplier.example']);
    expect(lastHost).toBe(`assets.supplier.example:${port}`);
    expect(internalHits).toBe(0);
  });

  it('refuses a name when any one of its addresses is internal', async () => {
    const { f } = fetcherWith({ 'assets.supplier.example': [[SUPPLIER_IP, '127.0.0.1']] });
    await expect(get(f, supplierUrl('/hop/0'))).rejects.toThrow('assets.supplier.example is an internal address');
    expect(lastHost).toBe(undefined);
  });

  it('refuses a redirect into the store’s network, by address or by name', async () => {
    const { f, calls } = fetcherWith({
      'assets.supplier.example': [[SUPPLIER_IP]],
      'db.store.example': [['127.0.0.1']],
    });
    const byAddress = `http://127.0.0.1:${internalPort}/picture.png`;
    await expect(get(f, supplierUrl(`/to/${encodeURIComponent(byAddress)}`))).rejects.toThrow(
      '127.0.0.1 is an internal address',
    );
    const byName = `http://db.store.example:${internalPort}/picture.png`;
    await expect(get(f, supplierUrl(`/to/${encodeURIComponent(byName)}`))).rejects.toThrow(
      'db.store.example is an internal address',
    );
    expect(calls).toEqual(['assets.supplier.example', 'assets.supplier.example', 'db.store.example']);
    expect(internalHits).toBe(0);
  });

  it('resolves and checks each redirect hop anew: a same-name hop that now answers 127.0.0.1 is refused', async () => {
    const { f, calls } = fetcherWith({ 'assets.supplier.example': [[SUPPLIER_IP], ['127.0.0.1']] });
    await expect(get(f, supplierUrl('/hop/1'))).rejects.toThrow('assets.supplier.example is an internal address');
    expect(calls).toEqual(['assets.supplier.example', 'assets.supplier.example']);
    expect(internalHits).toBe(0);
  });

  it('follows five redirects, not six', async () => {
    const { f } = fetcherWith({ 'assets.supplier.example': [[SUPPLIER_IP]] });
    const res = await get(f, supplierUrl('/hop/5'));
    expect((await res.read(100)).toString()).toBe('arrived');
    await expect(get(f, supplierUrl('/hop/6'))).rejects.toThrow('more than 5 redirects');
  });

  it('refuses a file past the limit, declared or only counted', async () => {
    const { f } = fetcherWith({ 'assets.supplier.example': [[SUPPLIER_IP]] });
    await expect((await get(f, supplierUrl('/big-declared'))).read(BIG - 1)).rejects.toThrow(AssetTooLarge);
    await expect((await get(f, supplierUrl('/big-chunked'))).read(BIG - 1)).rejects.toThrow(AssetTooLarge);
    expect((await (await get(f, supplierUrl('/big-chunked'))).read(BIG)).length).toBe(BIG);
  });

  it('gives up on a server that never answers, or stops halfway, when the signal aborts', async () => {
    const { f } = fetcherWith({ 'assets.supplier.example': [[SUPPLIER_IP]] });
    await expect(get(f, supplierUrl('/silent'), 300)).rejects.toThrow(/aborted/i);
    const res = await get(f, supplierUrl('/stall'), 300);
    expect(res.status).toBe(200);
    await expect(res.read(BIG)).rejects.toThrow(/aborted/i);
  });

  it('gives up on a name server that never answers when the signal aborts', async () => {
    const f = new HttpAssetFetcher({ resolve: () => new Promise(() => {}), isInternal: realCheck });
    await expect(get(f, supplierUrl('/picture.png'), 300)).rejects.toThrow(/aborted|timeout/i);
  });

  it('sends the name, not the address, as the TLS server name', async () => {
    // A TLS server with no certificate: it hears the client's server name (SNI), then fails the handshake.
    const names: string[] = [];
    const tls = createTlsServer({
      SNICallback: (name, cb) => {
        names.push(name);
        cb(new Error('no certificate here'));
      },
    });
    await new Promise<void>((resolve) => tls.listen(0, SUPPLIER_IP, resolve));
    const { f } = fetcherWith({ 'assets.supplier.example': [[SUPPLIER_IP], ['127.0.0.1']] });
    const url = `https://assets.supplier.example:${(tls.address() as AddressInfo).port}/picture.png`;
    await expect(get(f, url)).rejects.toThrow();
    await close(tls);
    expect(names).toEqual(['assets.supplier.example']);
  });
});
