// Builds the Fastify app; main.ts and the tests both use it, so tests exercise the real server.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { clientErrorHandler } from './http/client-errors';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerCompression } from './http/compression';
import { registerRequestLog } from './http/request-log';
import { registerErrorHandling } from './http/errors';
import { registerInputGuards } from './http/input';
import { acceptUploads } from './http/upload';
import { parseQueryString, rewriteIndexPhp } from './http/route-alias';
import { declareRoutes, enforceRoutes } from './http/route-access';
import { postTwinsOfAdminReads } from './http/admin-post-reads';
import { registerSecurity } from './http/security';
import { registerSessions } from './http/session';
import { registerSpa } from './http/spa';
import type { App, Deps } from './http/types';
import { accountRoutes } from './features/account/routes';
import { appRoutes } from './features/app/routes';
import { cartRoutes } from './features/cart/routes';
import { staffCartRoutes } from './features/pos-cart/routes';
import { checkoutRoutes } from './features/checkout/routes';
import { catalogRoutes } from './features/catalog/routes';
import { customerVehicleRoutes } from './features/fitment/customer-vehicles';
import { fitmentRoutes } from './features/fitment/routes';
import { mailRoutes } from './features/mail/routes';
import { mediaRoutes } from './features/media/routes';
import { productRoutes } from './features/product/routes';
import { staffRoutes } from './features/app/staff-routes';
import { searchRoutes } from './features/search/routes';
import { contentRoutes } from './features/content/routes';
import { kioskRoutes } from './features/kiosk/routes';
import { locatorRoutes } from './features/locator/routes';
import { formRoutes } from '#src/features/forms/routes';
import { appointmentRoutes } from './features/appointments/request-routes';
import { posAppointmentRoutes } from './features/appointments/routes';
import { posOrderRoutes } from './features/orders/routes';
import { posOrderManageRoutes } from './features/orders/manage-routes';
import { paymentRoutes } from './features/payments/routes';
import { purchaseRoutes } from './features/purchase/routes';
import { customerRoutes } from './features/customers/routes';
import { returnRoutes } from './features/returns/routes';
import { houseAccountRoutes } from './features/house-accounts/routes';
import { specialOrderRoutes } from './features/special-orders/routes';
import { tillRoutes } from './features/till/routes';
import { lostSaleRoutes } from './features/lost-sales/routes';
import { auditRoutes } from './features/reports/audit-routes';
import { contentAdminRoutes } from './features/content-admin/routes';
import { reportRoutes } from './features/reports/report-routes';
import { adminOrderRoutes } from './features/orders-admin/routes';
import { catalogAdminRoutes } from './features/catalog-admin/routes';
import { acesAdminRoutes } from './features/fitment-admin/aces-routes';
import { coverageRoutes } from './features/fitment-admin/coverage-routes';
import { catalogImportRoutes } from './features/catalog-import/routes';
import { staffAdminRoutes } from './features/staff-admin/routes';
import { storeAdminRoutes } from './features/store-admin/routes';
import { settingsMoneyRoutes } from './features/store-admin/money-routes';
import { outboxResendRoutes } from './features/store-admin/outbox-routes';
import { storesAdminRoutes } from './features/store-admin/stores-routes';
import { kioskVideoAdminRoutes } from './features/store-admin/kiosk-video-routes';
import { watchCatalogVersion } from './features/catalog-version/version';
import { dropReadReplica, useReadReplica } from './db/replica';

const here = path.dirname(fileURLToPath(import.meta.url));
export const defaultWebDist = path.resolve(here, '../../web/dist');

/**
 * Which X-Forwarded-* hops Fastify believes (decision 0039). Addresses go to Fastify as they are (it checks each hop's
 * sender against them). A hop count goes as a function: Fastify 5 refuses a bare number (it trusts nothing then),
 * because a count cannot tell the proxy from a client that reached the port directly; the README says so.
 */
function trustedHops(trust: Config['TRUST_PROXY']): boolean | string[] | ((addr: string, hop: number) => boolean) {
  if (typeof trust === 'number') return (_addr, hop) => hop < trust;
  return trust;
}

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ config, database, logger = false }: AppOptions): Promise<App> {
  const app = Fastify({
    logger,
    trustProxy: trustedHops(config.TRUST_PROXY),
    rewriteUrl: (req) => rewriteIndexPhp(req.url ?? '/'),
    routerOptions: { querystringParser: parseQueryString, ignoreTrailingSlash: true },
    bodyLimit: 1_048_576,
    clientErrorHandler,
    // Fastify's own per-request lines are info; ours are debug (http/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRequestLog(app);

  await registerSecurity(app);
  await registerCompression(app);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody, { parser: (body) => parseQueryString(body) });
  registerInputGuards(app);
  acceptUploads(app);
  // Sessions, then the one route hook that reads them: every route below (Swagger UI's too) is declared and guarded.
  registerSessions(app, database);
  declareRoutes(app);
  enforceRoutes(app, database.db);
  postTwinsOfAdminReads(app);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'PartsDesk API',
        version: '0.1.0',
        description: 'The calls of the storefront, kiosk and POS (spec 000 and 001 section 7).',
      },
    },
    transform: jsonSchemaTransform,
  });
  // Swagger UI sets inline styles; only its own pages get 'unsafe-inline' for styles, never for scripts.
  await app.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    staticCSP: true,
    transformStaticCSP: (csp) => csp.replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'"),
  });

  const deps: Deps = { db: database.db, database, config };
  // The catalogue version in memory, so a cached answer costs no database round trip (decision 0028).
  const stopVersionWatch = await watchCatalogVersion(database);
  app.addHook('onClose', stopVersionWatch);
  // Catalogue reads on the read replica when there is one (DATABASE_READ_URL, decision 0090).
  if (database.read) {
    useReadReplica(database.db, database.read);
    app.addHook('onClose', async () => dropReadReplica(database.db));
  }
  for (const routes of [
    appRoutes,
    staffRoutes,
    catalogRoutes,
    mediaRoutes,
    fitmentRoutes,
    customerVehicleRoutes,
    mailRoutes,
    accountRoutes,
    productRoutes,
    cartRoutes,
    staffCartRoutes,
    checkoutRoutes,
    searchRoutes,
    contentRoutes,
    kioskRoutes,
    locatorRoutes,
    appointmentRoutes,
    paymentRoutes,
    posOrderRoutes,
    posOrderManageRoutes,
    customerRoutes,
    purchaseRoutes,
    posAppointmentRoutes,
    returnRoutes,
    houseAccountRoutes,
    specialOrderRoutes,
    tillRoutes,
    lostSaleRoutes,
    auditRoutes,
    contentAdminRoutes,
    reportRoutes,
    adminOrderRoutes,
    catalogAdminRoutes,
    acesAdminRoutes,
    coverageRoutes,
    catalogImportRoutes,
    staffAdminRoutes,
    storeAdminRoutes,
    settingsMoneyRoutes,
    outboxResendRoutes,
    storesAdminRoutes,
    kioskVideoAdminRoutes,
  ])
    await app.register(async (scope) => routes(scope as App, deps));
  await app.register(async (scope) => formRoutes(scope as App, deps));
  await registerSpa(app, deps, config.WEB_DIST ? path.resolve(config.WEB_DIST) : defaultWebDist);
  return app;
}
