// Route declarations: every route says, in its own options, who may call it and whether it changes state, and one
// hook enforces both (decision 0037). Nothing else decides: no list of state-changing URLs, no staff check in a handler.
//
//   app.get('/pos/order/void', { config: { access: 'staff', permission: 'payments.void', changesState: true }, … })
//
// The app refuses to start when a route lacks its declaration (onRoute below), and http/route-walk.int.test.ts walks
// every registered route as each kind of caller to check that it answers as declared.
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { ADMIN_MSG } from '@parts/common/admin';
import { ACCOUNT_MSG, STAFF_MSG } from '@parts/common/messages';
import { hasPermission, type Permission } from '@parts/common/permissions';
import { mayWorkAt, STAFF_STORE_MSG } from '@parts/common/staff-stores';
import type { Db } from '#src/db/client';
import type { StaffUser } from '#src/features/staff/queries';
import { hasAdminToken, needsAdminToken } from './admin-token';
import { HttpError } from './errors';
import { signedInStaff } from './guards';
import { CROSS_SITE_MSG, isCrossSite } from './security';

/**
 * Who may call a route:
 * - `public`: anyone (the handler may still narrow what it shows, e.g. a customer's own order);
 * - `shopper`: a logged-in customer (401 "Please log in to your account first.");
 * - `staff`: an enabled staff account with the register unlocked (403 login required, 423 locked);
 * - `admin`: the same, and the account's role is admin (403 "You do not have permission to do that.").
 * A staff or admin route under /admin/ also needs the session's back office token (http/admin-token.ts).
 */
export type Access = 'public' | 'shopper' | 'staff' | 'admin';

export interface RouteDeclaration {
  access: Access;
  /**
   * True when a call writes anything (a row, the session, a message sent): such a call is refused from another site,
   * whatever its method (HEAD runs the GET handler). A function decides per request where the spec names the action
   * in a bare parameter (`/ymm/json?saveVehicle`).
   */
  changesState: boolean | ((req: FastifyRequest) => boolean);
  /** A staff route that needs a named power besides the login (common/permissions.ts). */
  permission?: Permission;
  /** A staff route a locked register may still call (the lock screen's own calls). */
  allowLocked?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access: Access;
    changesState: RouteDeclaration['changesState'];
    permission?: Permission;
    allowLocked?: boolean;
  }
  interface FastifyInstance {
    /** Every route as it was added, with its declaration: the route-walk test walks this list. */
    routeTable: DeclaredRoute[];
  }
  interface FastifyRequest {
    /** The staff user the declaration let in (access staff or admin); staffOf(req) reads it. */
    staff?: StaffUser;
    /** The customer the declaration let in (access shopper); shopperOf(req) reads it. */
    shopperId?: number;
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  declaration: RouteDeclaration;
}

/**
 * Routes that plugins register, declared here because their code is not ours: Swagger UI's pages, and the built web
 * app's files that @fastify/static adds one route each for (it marks them with config.file). Public and read only.
 */
const PLUGIN_ROUTES = /^\/docs(\/|$)/;
const isPluginRoute = (route: RouteOptions): boolean =>
  PLUGIN_ROUTES.test(route.url) || typeof (route.config as { file?: unknown } | undefined)?.file === 'string';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Checks every route's declaration as it is added: a route without one stops the app from starting. */
export function declareRoutes(app: FastifyInstance): void {
  const table: DeclaredRoute[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route: RouteOptions) => {
    let config = route.config as Partial<RouteDeclaration> | undefined;
    if (isPluginRoute(route) && config?.access === undefined) {
      const declared: RouteDeclaration = { access: 'public', changesState: false };
      route.config = { ...route.config, ...declared };
      config = declared;
    }
    const where = `${String(route.method)} ${route.url}`;
    if (config?.access === undefined || config.changesState === undefined)
      throw new Error(`${where} has no declaration: add config: { access, changesState } (decision 0037).`);
    if ((config.permission || config.allowLocked) && config.access !== 'staff' && config.access !== 'admin')
      throw new Error(`${where}: permission and allowLocked apply to staff routes only.`);
    for (const method of [route.method].flat())
      table.push({ method, url: route.url, declaration: config as RouteDeclaration });
  });
}

const changesStateOf = (req: FastifyRequest): boolean => {
  const { changesState } = req.routeOptions.config as Partial<RouteDeclaration>;
  // No declaration: no route matched (the 404 answer), which changes nothing; other methods are refused as before.
  if (changesState === undefined) return !SAFE_METHODS.has(req.method);
  return typeof changesState === 'function' ? changesState(req) : changesState;
};

/** The one request hook: cross-site refusal, then the caller the declaration asks for. After the session hook. */
export function enforceRoutes(app: FastifyInstance, db: Db): void {
  app.decorateRequest('staff', undefined);
  app.decorateRequest('shopperId', undefined);
  app.addHook('onRequest', async (req, reply) => {
    if (changesStateOf(req) && isCrossSite(req)) return reply.status(403).send({ error: CROSS_SITE_MSG });
    const { access, permission, allowLocked } = req.routeOptions.config as Partial<RouteDeclaration>;
    if (access === 'shopper') {
      const { customerId } = await req.session.get();
      if (!customerId) throw new HttpError(401, ACCOUNT_MSG.loginRequired);
      req.shopperId = customerId;
    } else if (access === 'staff' || access === 'admin') {
      const session = await req.session.get();
      const user = await signedInStaff(db, session);
      if (!user) throw new HttpError(403, STAFF_MSG.loginRequired);
      if (session.posLocked && !allowLocked) throw new HttpError(423, STAFF_MSG.locked);
      if (access === 'admin' && user.role !== 'admin') throw new HttpError(403, STAFF_MSG.forbidden);
      if (permission && !hasPermission(user, permission)) throw new HttpError(403, STAFF_MSG.forbidden);
      const backOffice = needsAdminToken(req.routeOptions.url ?? req.url);
      // The counter works at the session's store: a user taken off that store mid-shift is refused (decision 0096).
      if (!backOffice && session.locationId !== undefined && !mayWorkAt(user.storeIds, session.locationId))
        throw new HttpError(403, STAFF_STORE_MSG.notYourStoreHere);
      if (backOffice) {
        if (!hasAdminToken(req, session)) throw new HttpError(403, ADMIN_MSG.badToken);
        // The token is how the call travels, not its input: a route's (strict) query schema never sees it.
        delete (req.query as Record<string, unknown>).token;
      }
      req.staff = user;
    }
  });
}

/** The staff user of a staff or admin route (set by the hook; a handler of another route gets an error here). */
export function staffOf(req: FastifyRequest): StaffUser {
  if (!req.staff) throw new Error(`${req.routeOptions.url ?? req.url} is not declared as a staff route.`);
  return req.staff;
}

/** The logged-in customer of a shopper route. */
export function shopperOf(req: FastifyRequest): number {
  if (req.shopperId === undefined)
    throw new Error(`${req.routeOptions.url ?? req.url} is not declared as a shopper route.`);
  return req.shopperId;
}
