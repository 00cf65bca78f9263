// Getting a PIES digital asset's file (decision 0100), behind one interface shaped like an HTTP GET: a status, a
// content type and a body read up to a limit, cancelled by an AbortSignal. Two implementations:
// - HttpAssetFetcher (ASSET_FETCHER=http): the real one, Node's fetch, refusing addresses inside the store's own
//   network (a PIES file is a supplier's text; its URLs must not reach the database, Redis or a cloud metadata service).
// - SimulatedAssetFetcher (the default: this machine has no internet): plays the suppliers' web servers. A .jpg, .jpeg,
//   .png or .webp address answers a picture drawn for it (the same address, the same picture); any other address a small
//   PDF (an installation sheet: not a picture); a host under .invalid (RFC 2606: never resolves) fails as an unknown
//   host does. On demand (setting pies_asset_sim_mode) every call fails ('fail') or never answers until the store stops
//   waiting ('timeout').
import { createHash } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import sharp from 'sharp';
import type { Config } from '#src/config';
import type { Db } from '#src/db/client';
import { loadSettings } from '#src/features/settings/queries';

export interface AssetResponse {
  status: number;
  contentType: string;
  /** The body, refused with AssetTooLarge past maxBytes (read no further). */
  read(maxBytes: number): Promise<Buffer>;
}

export interface AssetFetcher {
  readonly name: string;
  /** Throws when the server cannot be reached or the signal aborts (as fetch does); any answer is a response. */
  get(url: string, signal: AbortSignal): Promise<AssetResponse>;
}

export class AssetTooLarge extends Error {}

/** Redirect hops followed before giving up (a loop, or a chain walking the check, ends here). */
export const MAX_REDIRECTS = 5;

/** Node's fetch, following at most MAX_REDIRECTS redirects, refusing internal addresses at every hop. */
export class HttpAssetFetcher implements AssetFetcher {
  readonly name = 'http';
  /** `refuse` is the internal-address check; the tests replace it to reach their own server on 127.0.0.1. */
  constructor(private readonly refuse: (hostname: string) => Promise<void> = refuseInternal) {}

  async get(url: string, signal: AbortSignal, hops = 0): Promise<AssetResponse> {
    const target = new URL(url);
    if (!/^https?:$/.test(target.protocol)) throw new Error(`not an http(s) address: ${url}`);
    await this.refuse(target.hostname);
    // Redirects are followed by hand so each hop's host is checked too.
    const res = await fetch(target, { signal, redirect: 'manual', headers: { accept: 'image/*' } });
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      await res.body?.cancel();
      if (hops >= MAX_REDIRECTS) throw new Error(`more than ${MAX_REDIRECTS} redirects`);
      return this.get(new URL(location, target).href, signal, hops + 1);
    }
    return {
      status: res.status,
      contentType: res.headers.get('content-type') ?? '',
      read: async (maxBytes) => {
        const tooLarge = new AssetTooLarge(`larger than ${maxBytes} bytes`);
        // A declared length past the limit is refused before a byte is read.
        if (Number(res.headers.get('content-length')) > maxBytes) {
          await res.body?.cancel();
          throw tooLarge;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of res.body ?? []) {
          size += (chunk as Uint8Array).byteLength;
          // Leaving the loop cancels the stream (calling cancel() here would fail: the loop holds its reader).
          if (size > maxBytes) throw tooLarge;
          chunks.push(Buffer.from(chunk as Uint8Array));
        }
        return Buffer.concat(chunks);
      },
    };
  }
}

// Two lists: Node matches an IPv4 address against an IPv6 rule as its ::ffff: form, so ::ffff:0:0/96 in one list
// would refuse every IPv4 address.
const internal4 = new BlockList();
const internal6 = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const)
  internal4.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96], // IPv4-mapped, in any spelling (::ffff:127.0.0.1, ::ffff:7f00:1): the IPv4 network behind it
  ['64:ff9b::', 96], // NAT64: an IPv4 address the gateway reaches for us
  ['2002::', 16], // 6to4: likewise
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  internal6.addSubnet(net, bits, 'ipv6');

/** Whether an IP address (v4 or v6) lies inside the store's own network, or a range that leads into it. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return internal4.check(address, 'ipv4');
  return family === 0 || internal6.check(address, 'ipv6');
}

/** Refuses a host that is, or resolves to, an address inside the store's network. */
async function refuseInternal(hostname: string): Promise<void> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  if (addresses.some(isInternalAddress)) throw new Error(`${hostname} is an internal address`);
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** The local stand-in for the suppliers' servers (see the file comment). */
export class SimulatedAssetFetcher implements AssetFetcher {
  readonly name = 'simulator';
  constructor(private readonly db: Db) {}

  async get(url: string, signal: AbortSignal): Promise<AssetResponse> {
    const mode = (await loadSettings(this.db)).pies_asset_sim_mode;
    const target = new URL(url);
    if (mode === 'fail') throw new Error(`connect ECONNREFUSED ${target.hostname}`);
    if (mode === 'timeout') {
      // A server that took the connection and never answers: only the store's own patience ends the wait.
      await new Promise<never>((_, reject) => {
        if (signal.aborted) reject(signal.reason as Error);
        signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
      });
    }
    if (target.hostname.endsWith('.invalid')) throw new Error(`getaddrinfo ENOTFOUND ${target.hostname}`);
    const ext = target.pathname.toLowerCase().match(/\.(jpe?g|png|webp)$/)?.[1];
    const [contentType, body] = ext
      ? [`image/${ext === 'jpg' ? 'jpeg' : ext}`, await drawnPicture(url, ext)]
      : ['application/pdf', PDF];
    return {
      status: 200,
      contentType,
      read: async (maxBytes) => {
        if (body.length > maxBytes) throw new AssetTooLarge(`larger than ${maxBytes} bytes`);
        return body;
      },
    };
  }
}

/** A 800×600 picture in two colours taken from the address, so each address has its own picture. */
async function drawnPicture(url: string, ext: string): Promise<Buffer> {
  const h = createHash('sha256').update(url).digest();
  const colour = (i: number) => ({ r: h[i]!, g: h[i + 1]!, b: h[i + 2]! });
  const band = await sharp({ create: { width: 800, height: 200, channels: 3, background: colour(3) } })
    .png()
    .toBuffer();
  const picture = sharp({ create: { width: 800, height: 600, channels: 3, background: colour(0) } }).composite([
    { input: band, top: 200, left: 0 },
  ]);
  if (ext === 'png') return picture.png().toBuffer();
  if (ext === 'webp') return picture.webp().toBuffer();
  return picture.jpeg().toBuffer();
}

const fetchers = new WeakMap<Db, AssetFetcher>();
/** The fetcher for this database: the simulator unless ASSET_FETCHER=http. */
export function assetFetcher(db: Db, config: Pick<Config, 'ASSET_FETCHER'>): AssetFetcher {
  let f = fetchers.get(db);
  if (!f)
    fetchers.set(db, (f = config.ASSET_FETCHER === 'http' ? new HttpAssetFetcher() : new SimulatedAssetFetcher(db)));
  return f;
}
