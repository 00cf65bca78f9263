// Cookie sessions: the cookie names a row in `sessions`; the row holds the cart, vehicle, store and staff login.
import { randomBytes } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Db } from '#src/db/client';
import { sessions } from '#src/db/schema/index';

export const SESSION_COOKIE = 'sid';
const SESSION_DAYS = 30;

/** What a session may hold. Features add their own keys here so every reader sees one shape. */
export interface SessionData {
  staffUserId?: number;
  posLocked?: boolean;
  /** The back office token of this staff login (http/admin-token.ts), made at login. */
  adminToken?: string;
  inKiosk?: boolean;
  customerId?: number;
  locationId?: number;
  /** The chosen vehicle's facets (fitment/vehicle.ts) and the Show Universal Parts switch. */
  vehicle?: Partial<
    Record<
      | 'Year'
      | 'MakeID'
      | 'ModelID'
      | 'SubModelID'
      | 'BodyTypeID'
      | 'BedLengthID'
      | 'EngineMfrID'
      | 'EngineFamilyID'
      | 'EngineSizeID',
      number
    >
  >;
  showUniversal?: boolean;
  /** Product ids chosen to compare (account feature; decision 0011). */
  compare?: number[];
  /** A guest's wishlist product ids; moved to customer_wishlist at login. */
  wishlist?: number[];
  /** The answer to the last captcha image shown (tool/captcha), until it is used or answered wrong. */
  captcha?: string;
  /** That picture's id: its checks are counted under it (product/contact.ts CAPTCHA_LIMIT). */
  captchaId?: string;
  /** The guest (or staff counter) cart's row (features/cart); a logged-in customer's cart is found by customer. */
  cartId?: number;
  /** Orders placed in this session, so a guest can open their success page. */
  orderIds?: number[];
  [key: string]: unknown;
}

export interface Session {
  /** Reads the session (one query, cached for the request); an empty object for a visitor without one. */
  get(): Promise<SessionData>;
  /** Writes only the patched keys (undefined removes one) on the stored row, creating the row and cookie when needed. */
  update(patch: Partial<SessionData>): Promise<SessionData>;
  /** Saves the data under a new id, so a login cannot be ridden on a session id fixed before it. */
  rotate(): Promise<void>;
  /** The saved session's id (after get() found it or update() made it); the cart feature keys a new cart by it. */
  id(): string | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session;
  }
}

/**
 * Ends every session a customer is logged in with (a password change: whoever knew the old one is out). The caller's
 * own session is then saved again under a new id by rotate(), so it stays logged in.
 */
export async function endCustomerSessions(db: Db, customerId: number): Promise<void> {
  await db.delete(sessions).where(sql`(${sessions.data}->>'customerId')::int = ${customerId}`);
}

const newId = () => randomBytes(24).toString('base64url');
const expiry = () => new Date(Date.now() + SESSION_DAYS * 86_400_000);

export function registerSessions(app: FastifyInstance, database: Database): void {
  app.decorateRequest('session', null as unknown as Session);
  app.addHook('onRequest', async (req, reply) => {
    req.session = createSession(database, req, reply);
  });
}

function createSession(database: Database, req: FastifyRequest, reply: FastifyReply): Session {
  const db: Db = database.db;
  let id: string | undefined = req.cookies[SESSION_COOKIE];
  let cached: SessionData | undefined;
  let rowExists = false;

  const setCookie = (value: string) =>
    reply.setCookie(SESSION_COOKIE, value, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: req.protocol === 'https',
      maxAge: SESSION_DAYS * 86_400,
    });

  const get = async (): Promise<SessionData> => {
    if (cached) return cached;
    if (!id || id.length > 64) return (cached = {});
    // Read on nearly every request: a prepared statement on a server database.
    const [row] = await database.prepared<{ data: SessionData; expires_at: Date }>(
      'session_get',
      'select data, expires_at from sessions where id = $1',
      [id],
    );
    rowExists = Boolean(row && new Date(row.expires_at) > new Date());
    cached = rowExists && row ? (row.data as SessionData) : {};
    return cached;
  };

  const insertNew = async (data: SessionData) => {
    id = newId();
    await db.insert(sessions).values({ id, data, expiresAt: expiry() });
    setCookie(id);
    cached = data;
    rowExists = true;
    // Expired rows are swept now and then by whichever request makes a new session.
    if (Math.random() < 0.02) await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  };

  return {
    get,
    async update(patch) {
      await get();
      const set: Record<string, unknown> = {};
      const removed: string[] = [];
      for (const [k, v] of Object.entries(patch)) {
        if (v === undefined) removed.push(k);
        else set[k] = v;
      }
      if (id && rowExists) {
        // Only the keys this request changes are written, in one statement on the stored row: two requests changing
        // different keys cannot undo each other (a write racing the register lock cannot restore posLocked: false).
        const [row] = await database.query<{ data: SessionData }>(
          'update sessions set data = (data - $2::text[]) || $3::jsonb, expires_at = $4 where id = $1 returning data',
          [id, removed, JSON.stringify(set), expiry()],
        );
        if (row) return (cached = row.data);
        // The row went away meanwhile (its login ended elsewhere): this request carries on as a new visitor.
        cached = {};
        rowExists = false;
      }
      const next: SessionData = { ...cached };
      for (const k of removed) delete next[k];
      Object.assign(next, set);
      await insertNew(next);
      return next;
    },
    async rotate() {
      const data = await get();
      const oldId = id;
      if (oldId && rowExists) {
        // Moved in one statement, so a change another request makes meanwhile is either carried over or refused
        // (its row is gone), never overwritten by this request's older copy.
        const newIdValue = newId();
        const [row] = await database.query<{ data: SessionData }>(
          `with old as (delete from sessions where id = $1 returning data)
           insert into sessions (id, data, expires_at) select $2, data, $3 from old returning data`,
          [oldId, newIdValue, expiry()],
        );
        if (row) {
          id = newIdValue;
          cached = row.data;
          setCookie(id);
          return;
        }
      }
      await insertNew({ ...data });
    },
    id: () => (rowExists ? id : undefined),
  };
}
