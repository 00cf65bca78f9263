// The customer editor's IP Addresses tab (issue 15, spec 001 s7): the IPs a customer used, bans, and where an IP is
// (offline GeoLite2 data).
import { count, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CUSTOMER_MSG } from '@parts/common/customers';
import {
  customerIpListSchema,
  geoSchema,
  ipBodySchema,
  successAnswerSchema,
  tabQuerySchema,
} from '@parts/common/customer-tabs';
import { bannedIps, customerIps } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';
import { staffOf } from '#src/http/route-access';
import type { App, Deps } from '#src/http/types';
import { locateIp } from '#src/features/account/ip';
import { requireCustomerRow } from './queries';
import { customerIdSnake, pagingOf } from './route-helpers';

export async function ipTabRoutes(app: App, deps: Deps) {
  const { db } = deps;
  app.get(
    '/api/customer_ip',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        tags: ['customers'],
        summary: 'The IPs a customer used, with account counts and bans',
        querystring: tabQuerySchema,
        response: { 200: customerIpListSchema },
      },
    },
    async (req) => {
      const q = req.query;
      await requireCustomerRow(db, q.customerId);
      const mine = eq(customerIps.customerId, q.customerId);
      const [rows, [n]] = await Promise.all([
        db
          .select({
            id: customerIps.customerIpId,
            ip: customerIps.ip,
            dateAdded: customerIps.dateAdded,
            // Explicit table names: inside a sub-select Drizzle's column references are not qualified.
            accounts: sql<number>`(select count(distinct o.customer_id)::int from customer_ips o where o.ip = "customer_ips"."ip")`,
            banned: sql<boolean>`exists (select 1 from banned_ips b where b.ip = "customer_ips"."ip")`,
          })
          .from(customerIps)
          .where(mine)
          .orderBy(desc(customerIps.dateAdded), desc(customerIps.customerIpId))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(customerIps).where(mine),
      ]);
      const total = Number(n?.n ?? 0);
      return {
        ips: rows.map((r) => ({
          customer_ip_id: r.id,
          ip: r.ip,
          total_accounts: Number(r.accounts),
          filter_ip_url: `/pos/customer?filter_ip=${encodeURIComponent(r.ip)}`,
          date_added: r.dateAdded.toISOString(),
          is_banned: Boolean(r.banned),
        })),
        ...pagingOf(total, q),
      };
    },
  );
  app.post(
    '/api/customer_ip/add',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        tags: ['customers'],
        summary: 'Bans an IP',
        querystring: customerIdSnake,
        body: ipBodySchema,
        response: { 200: successAnswerSchema },
      },
    },
    async (req) => {
      const staff = staffOf(req);
      await requireCustomerRow(db, req.query.customer_id);
      await db.insert(bannedIps).values({ ip: req.body.ip, bannedBy: staff.userId }).onConflictDoNothing();
      return { success: CUSTOMER_MSG.ipBanned };
    },
  );
  app.post(
    '/api/customer_ip/remove',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        tags: ['customers'],
        summary: 'Lifts the ban on an IP',
        querystring: customerIdSnake,
        body: ipBodySchema,
        response: { 200: successAnswerSchema },
      },
    },
    async (req) => {
      await requireCustomerRow(db, req.query.customer_id);
      await db.delete(bannedIps).where(eq(bannedIps.ip, req.body.ip));
      return { success: CUSTOMER_MSG.ipUnbanned };
    },
  );
  app.get(
    '/api/customer_ip/location',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        tags: ['customers'],
        summary: 'City, region and country of an IP (offline GeoLite2 data)',
        querystring: z.object({ ip: z.string().trim().min(1).max(45) }),
        response: { 200: geoSchema },
      },
    },
    async (req) => {
      let hit: Awaited<ReturnType<typeof locateIp>> = null;
      try {
        hit = await locateIp(req.query.ip);
      } catch (err) {
        req.log.error({ err }, 'GeoIP lookup failed');
      }
      if (!hit) throw new HttpError(404, CUSTOMER_MSG.geoFailed);
      return hit;
    },
  );
}
