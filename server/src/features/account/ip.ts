// Customer IP addresses (issue 15): each address a customer logged in or checked out from, the banned ones, and the
// offline location lookup. A banned IP cannot log in, register or check out (refuseBannedIp).
import { createRequire } from 'node:module';
import { eq, sql } from 'drizzle-orm';
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

interface GeoLite {
  lookup(ip: string): { country: string; region: string; city: string } | null;
}
let geo: GeoLite | null = null;

/**
 * City, region and country from the geoip-lite package's bundled data (no network call). Its data is loaded the first
 * time it is asked, not at start-up, since most processes never need it. Null when the IP is not in the data.
 */
export function locateIp(ip: string): { ip: string; city: string; region: string; country: string } | null {
  if (!geo) geo = createRequire(import.meta.url)('geoip-lite') as GeoLite;
  const hit = geo.lookup(ip);
  if (!hit || (!hit.country && !hit.city)) return null;
  return { ip, city: hit.city ?? '', region: hit.region ?? '', country: hit.country ?? '' };
}
