// Getting a PIES digital asset's file (decision 0100), behind one interface shaped like an HTTP GET: a status, a
// content type and a body read up to a limit, cancelled by an AbortSignal. Two implementations:
// - HttpAssetFetcher (ASSET_FETCHER=http): the real one, node:http(s), refusing addresses inside the store's own
//   network (a PIES file is a supplier's text; its URLs must not reach the database, Redis or a cloud metadata service)
//   and connecting only to the address it checked (decision 0103).
// - SimulatedAssetFetcher (the default: this machine has no internet): plays the suppliers' web servers. A .jpg, .jpeg,
//   .png or .webp address answers a picture drawn for it (the same address, the same picture); any other address a small
//   PDF (an installation sheet: not a picture); a host under .invalid (RFC 2606: never resolves) fails as an unknown
//   host does. On demand (setting pies_asset_sim_mode) every call fails ('fail') or never answers until the store stops
//   waiting ('timeout').
import { createHash } from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
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

/** The one DNS lookup of a hop: every address the name has (the check refuses the name if any one is internal). */
export type Resolve = (hostname: string) => Promise<{ address: string; family: number }[]>;
const systemResolve: Resolve = (hostname) => lookup(hostname, { all: true, verbatim: true });

export interface HttpAssetFetcherOptions {
  /** The DNS lookup; the tests answer their own addresses (a name that changes its answer, DNS rebinding). */
  resolve?: Resolve;
  /** The internal-address check; the tests relax it to reach their own server on 127.0.0.1. */
  isInternal?: (address: string) => boolean;
}

/**
 * node:http(s), following at most MAX_REDIRECTS redirects by hand. Each hop's name is resolved ONCE, refused if any of
 * its addresses is internal, and the connection goes to the address that was checked (a `lookup` that answers it), so a
 * name that answers differently the second time (DNS rebinding) cannot lead past the check. The URL's host stays the
 * Host header and the TLS server name (SNI, and the certificate is checked against it). Node's fetch is not used: it
 * resolves the name itself and takes no lookup without the undici package.
 */
export class HttpAssetFetcher implements AssetFetcher {
  readonly name = 'http';
  private readonly resolve: Resolve;
  private readonly isInternal: (address: string) => boolean;
  constructor(opts: HttpAssetFetcherOptions = {}) {
    this.resolve = opts.resolve ?? systemResolve;
    this.isInternal = opts.isInternal ?? isInternalAddress;
  }

  async get(url: string, signal: AbortSignal, hops = 0): Promise<AssetResponse> {
    const target = new URL(url);
    if (!/^https?:$/.test(target.protocol)) throw new Error(`not an http(s) address: ${url}`);
    const address = await untilAborted(this.checkedAddress(target.hostname), signal);
    const res = await request(target, address, signal);
    const location = res.headers.location;
    if (res.statusCode! >= 300 && res.statusCode! < 400 && location) {
      res.destroy();
      if (hops >= MAX_REDIRECTS) throw new Error(`more than ${MAX_REDIRECTS} redirects`);
      // Each hop is a new name to resolve and check: a redirect into the store's network is refused like a first URL.
      return this.get(new URL(location, target).href, signal, hops + 1);
    }
    return {
      status: res.statusCode!,
      contentType: res.headers['content-type'] ?? '',
      read: async (maxBytes) => {
        const tooLarge = new AssetTooLarge(`larger than ${maxBytes} bytes`);
        // A declared length past the limit is refused before a byte is read.
        if (Number(res.headers['content-length']) > maxBytes) {
          res.destroy();
          throw tooLarge;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        // The signal still holds here: aborting it destroys the request, and this loop throws.
        for await (const chunk of res) {
          size += (chunk as Buffer).byteLength;
          if (size > maxBytes) throw tooLarge; // leaving the loop destroys the stream
          chunks.push(chunk as Buffer);
        }
        return Buffer.concat(chunks);
      },
    };
  }

  /** Resolves the host once and answers the address to connect to, refusing the host if ANY answer is internal. */
  private async checkedAddress(hostname: string): Promise<LookupAddress> {
    const host = hostname.replace(/^\[|\]$/g, '');
    const family = isIP(host);
    const answers = family ? [{ address: host, family }] : await this.resolve(host);
    if (!answers.length) throw new Error(`getaddrinfo ENOTFOUND ${hostname}`);
    if (answers.some((a) => this.isInternal(a.address))) throw new Error(`${hostname} is an internal address`);
    return answers[0]!;
  }
}

/** One GET to `address` (already checked) for `target`, answering once the headers are in. */
function request(target: URL, address: LookupAddress, signal: AbortSignal): Promise<IncomingMessage> {
  // The socket's own lookup answers the checked address, never asking DNS again. Node asks for a list when it tries
  // several addresses (autoSelectFamily), a single one otherwise.
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  };
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    // agent: false: a fresh connection each time, never a pooled socket opened for another hop's address.
    const req = send(target, { signal, agent: false, lookup: pinned, headers: { accept: 'image/*' } }, resolve);
    req.on('error', reject);
    req.end();
  });
}

/** A DNS lookup cannot be cancelled: the fetch stops waiting for it when the signal fires (a slow resolver). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
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
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1, 2 and 3): never a supplier's server
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const)
  internal4.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['::', 96], // IPv4-compatible (deprecated, ::127.0.0.1 = ::7f00:1): still an IPv4 address inside
  ['::ffff:0:0', 96], // IPv4-mapped, in any spelling (::ffff:127.0.0.1, ::ffff:7f00:1): the IPv4 network behind it
  ['64:ff9b::', 96], // NAT64: an IPv4 address the gateway reaches for us
  ['64:ff9b:1::', 48], // local-use NAT64 (RFC 8215)
  ['2001::', 32], // Teredo: an IPv4 address tunnelled
  ['2002::', 16], // 6to4: likewise
  ['2001:db8::', 32], // documentation
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10], // site-local (deprecated, still routed inside some networks)
  ['ff00::', 8], // multicast
] as const)
  internal6.addSubnet(net, bits, 'ipv6');

/** Whether an IP address (v4 or v6) lies inside the store's own network, or a range that leads into it. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return internal4.check(address, 'ipv4');
  return family === 0 || internal6.check(address, 'ipv6');
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
