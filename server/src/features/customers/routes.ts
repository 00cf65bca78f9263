// POS customers and the admin customer editor (issue 15, spec 001 s7): the list, the picker search, GET /get and
// POST /save, the Orders, Returns, History, IP Addresses and Tags tabs, custom field definitions and updateContactInfo.
// The tabs and the custom field definitions have a file each (*-tab-routes.ts, custom-field-routes.ts), registered here.
// Every call is staff-only by its declaration (access staff); deleting orders and editing definitions need an admin.
import fastifyMultipart from '@fastify/multipart';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  contactInfoAnswerSchema,
  CUSTOMER_MSG,
  customerListSchema,
  customerSearchResultSchema,
  listQuerySchema,
} from '@parts/common/customers';
import { editorCustomerSchema, saveAnswerSchema } from '@parts/common/customer-form';
import { contactInfoSchema, HISTORY_IMAGE_MAX_BYTES } from '@parts/common/customer-tabs';
import { id, optionalText } from '@parts/common/input';
import type { Db } from '#src/db/client';
import { isUniqueViolation } from '#src/db/errors';
import { customers } from '#src/db/schema/index';
import { badRequest } from '#src/http/errors';
import type { App, Deps } from '#src/http/types';
import { listCustomers, loadEditorCustomer, parseCustomerForm, requireCustomerRow, saveCustomer } from './queries';
import { searchCustomers } from './search';
import { customerIdQuery, parse } from './route-helpers';
import { customFieldRoutes } from './custom-field-routes';
import { ordersTabRoutes } from './orders-tab-routes';
import { historyTabRoutes } from './history-tab-routes';
import { creditTabRoutes } from './credit-tab-routes';
import { ipTabRoutes } from './ip-tab-routes';
import { tagTabRoutes } from './tag-tab-routes';

export async function customerRoutes(app: App, deps: Deps) {
  const { db } = deps;
  await app.register(fastifyMultipart, {
    limits: { fileSize: HISTORY_IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 21 },
  });

  // ---- The POS list and the picker search -------------------------------------------------------------------------
  app.get(
    '/api/customer/get',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        tags: ['customers'],
        summary: 'POS customers list (search, sort custname, page, limit 10)',
        querystring: listQuerySchema,
        response: { 200: customerListSchema },
      },
    },
    async (req) => {
      return listCustomers(db, req.query);
    },
  );

  const searchAnswer = async (q: string) => ({ customers: await searchCustomers(db, q) });
  app.get(
    '/pos/customer/search',
    {
      config: { access: 'staff', allowLocked: true, changesState: false },
      schema: {
        tags: ['customers'],
        summary: 'Customer search source for the pickers (search = name, email or phone)',
        querystring: z.object({ search: optionalText(96) }),
        response: { 200: customerSearchResultSchema },
      },
    },
    async (req) => {
      return searchAnswer(req.query.search);
    },
  );
  app.post(
    '/pos/customer/search',
    {
      config: { access: 'staff', allowLocked: true, changesState: false },
      schema: {
        tags: ['customers'],
        summary: 'Customer search source for the pickers (customerData = name, email or phone)',
        body: z.object({ customerData: optionalText(96) }),
        response: { 200: customerSearchResultSchema },
      },
    },
    async (req) => {
      return searchAnswer(req.body.customerData);
    },
  );

  // ---- The editor's General tab -----------------------------------------------------------------------------------
  app.get(
    '/pos/customer/get',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        tags: ['customers'],
        summary: 'One customer for the editor (an empty one without customerId)',
        querystring: z.object({ customerId: id('customerId').optional() }),
        response: { 200: editorCustomerSchema },
      },
    },
    async (req) => {
      return loadEditorCustomer(db, req.query.customerId);
    },
  );

  app.post(
    '/pos/customer/save',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        tags: ['customers'],
        summary: 'Saves a customer (customerId to edit); answers success, error, customer, result, redirect',
        querystring: z.object({ customerId: id('customerId').optional() }),
        body: z.record(z.string(), z.unknown()),
        response: { 200: saveAnswerSchema },
      },
    },
    async (req) => {
      const existing = req.query.customerId;
      if (existing !== undefined) await requireCustomerRow(db, existing);
      const { form, defs } = await parseCustomerForm(db, req.body, existing !== undefined);
      const customerId = await saveCustomer(db, existing, form, defs);
      return {
        success: CUSTOMER_MSG.saved,
        error: '',
        customer: await loadEditorCustomer(db, customerId),
        result: existing === undefined ? ('added' as const) : ('edited' as const),
        redirect: existing === undefined ? `/pos/customer/edit?customer_id=${customerId}` : '',
      };
    },
  );
  // ---- Custom field definitions and the editor's other tabs: one file each --------------------------------------------
  await customFieldRoutes(app, deps);
  await ordersTabRoutes(app, deps);
  await historyTabRoutes(app, deps);
  await creditTabRoutes(app, deps);
  await ipTabRoutes(app, deps);
  await tagTabRoutes(app, deps);

  // ---- Contact info from the order-history and receipt screens ----------------------------------------------------------
  app.post(
    '/api/customer/updateContactInfo',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        tags: ['customers'],
        summary: "Updates a customer's email, phone and notification consent",
        querystring: customerIdQuery,
        body: z.record(z.string(), z.unknown()),
        response: { 200: contactInfoAnswerSchema },
      },
    },
    async (req) => {
      const c = await requireCustomerRow(db, req.query.customerId);
      const b = parse(contactInfoSchema, req.body);
      const email = b.email.toLowerCase();
      if (email && email !== c.email) {
        const [taken] = await db
          .select({ id: customers.customerId })
          .from(customers)
          .where(and(sql`lower(${customers.email}) = ${email}`, sql`${customers.customerId} <> ${c.customerId}`));
        if (taken) throw badRequest(CUSTOMER_MSG.emailTaken, { email: CUSTOMER_MSG.emailTaken });
      }
      const set: Partial<typeof customers.$inferInsert> = {};
      if (email) set.email = email;
      if (b.phone) set.telephone = b.phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
      if (b.textingAlerts !== undefined) set.textingAlerts = b.textingAlerts;
      if (b.newsletter !== undefined) set.newsletter = b.newsletter;
      if (Object.keys(set).length) {
        try {
          await db.update(customers).set(set).where(eq(customers.customerId, c.customerId));
        } catch (err) {
          if (isUniqueViolation(err)) throw badRequest(CUSTOMER_MSG.emailTaken, { email: CUSTOMER_MSG.emailTaken });
          throw err;
        }
      }
      const [after] = await db.select().from(customers).where(eq(customers.customerId, c.customerId));
      return {
        success: CUSTOMER_MSG.contactSaved,
        email: after!.email,
        phone: after!.telephone,
        textingAlerts: after!.textingAlerts,
        newsletter: after!.newsletter,
      };
    },
  );
}

export type { Db };
