// POS customers and the admin customer editor (issue 15, spec 001 s7): the list, the picker search, GET /get and
// POST /save, the Orders, Returns, History, IP Addresses and Tags tabs, custom field definitions and updateContactInfo.
// Every call is staff-only through the one check (requireStaff); deleting orders and editing definitions need an admin.
import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { CUSTOMER_MSG, customerListSchema, listQuerySchema } from '@parts/common/customers';
import { editorCustomerSchema, saveAnswerSchema } from '@parts/common/customer-form';
import { CUSTOM_FIELD_TYPES } from '@parts/common/customer-fields';
import { contactInfoSchema, creditAddSchema, creditListSchema, customerHistoryListSchema, customerIpListSchema, customerOrdersSchema, customerReturnsSchema, customerTagsSchema, geoSchema, HISTORY_IMAGE_MAX_BYTES, historyAddSchema, ipBodySchema, tabQuerySchema, tagCreateSchema, tagSaveSchema } from '@parts/common/customer-tabs';
import { fieldErrors, id, optionalText } from '@parts/common/input';
import { centsToDecimal, formatCents } from '@parts/common/money';
import type { Db } from '#src/db/client';
import { isUniqueViolation } from '#src/db/errors';
import {
  bannedIps,
  customerCredits,
  customerHistory,
  customerIps,
  customers,
  customerTagAssignments,
  customerTags,
  customFields,
  customFieldValues,
  media,
  orders,
  orderStatuses,
  orderTransactions,
  payments,
  returns,
} from '#src/db/schema/index';
import { badRequest, HttpError, notFound } from '#src/http/errors';
import { requireStaff } from '#src/http/guards';
import type { App, Deps } from '#src/http/types';
import { cancelSavedOrder } from '#src/features/checkout/orders';
import { balanceCentsSql, NOT_OWED_STATUSES, outstandingByCustomer, paidCentsSql } from './balances';
import { addCreditEntry, creditBalance } from './credit';
import { locateIp } from './ip';
import { notifyCustomer } from './notify';
import { listCustomers, loadCustomFields, loadEditorCustomer, parseCustomerForm, requireCustomerRow, saveCustomer, searchCustomers } from './queries';

const pages = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));
const customerIdQuery = z.object({ customerId: id('customerId') });
const customerIdSnake = z.object({ customer_id: id('customer_id') });

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const r = schema.safeParse(value ?? {});
  if (r.success) return r.data;
  const errors = fieldErrors(r.error);
  throw badRequest(Object.values(errors)[0] ?? 'Invalid request', errors);
}

export async function customerRoutes(app: App, deps: Deps) {
  const { db } = deps;
  await app.register(fastifyMultipart, { limits: { fileSize: HISTORY_IMAGE_MAX_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 21 } });

  // ---- The POS list and the picker search -------------------------------------------------------------------------
  app.get('/api/customer/get', { schema: { tags: ['customers'], summary: 'POS customers list (search, sort custname, page, limit 10)', querystring: listQuerySchema, response: { 200: customerListSchema } } }, async (req) => {
    await requireStaff(db, req);
    return listCustomers(db, req.query);
  });

  const searchAnswer = async (q: string) => ({ customers: await searchCustomers(db, q) });
  app.get('/pos/customer/search', { schema: { tags: ['customers'], summary: 'Customer search source for the pickers (search = name, email or phone)', querystring: z.object({ search: optionalText(96) }) } }, async (req) => {
    await requireStaff(db, req, undefined, { allowLocked: true });
    return searchAnswer(req.query.search);
  });
  app.post('/pos/customer/search', { schema: { tags: ['customers'], summary: 'Customer search source for the pickers (customerData = name, email or phone)', body: z.object({ customerData: optionalText(96) }) } }, async (req) => {
    await requireStaff(db, req, undefined, { allowLocked: true });
    return searchAnswer(req.body.customerData);
  });

  // ---- The editor's General tab -----------------------------------------------------------------------------------
  app.get(
    '/pos/customer/get',
    { schema: { tags: ['customers'], summary: 'One customer for the editor (an empty one without customerId)', querystring: z.object({ customerId: id('customerId').optional() }), response: { 200: editorCustomerSchema } } },
    async (req) => {
      await requireStaff(db, req);
      return loadEditorCustomer(db, req.query.customerId);
    },
  );

  app.post(
    '/pos/customer/save',
    {
      schema: {
        tags: ['customers'],
        summary: 'Saves a customer (customerId to edit); answers success, error, customer, result, redirect',
        querystring: z.object({ customerId: id('customerId').optional() }),
        body: z.record(z.string(), z.unknown()),
        response: { 200: saveAnswerSchema },
      },
    },
    async (req) => {
      await requireStaff(db, req);
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

  // ---- Custom field definitions (admin-editable) ------------------------------------------------------------------
  app.get('/api/custom_field', { schema: { tags: ['customers'], summary: 'Custom field definitions (account and address)' } }, async (req) => {
    await requireStaff(db, req);
    return { custom_fields: await loadCustomFields(db) };
  });
  const fieldBody = z.object({
    custom_field_id: id('custom_field_id').optional(),
    name: z.string({ error: 'Required' }).trim().min(1, 'Required').max(64, 'Maximum 64 characters'),
    type: z.enum(CUSTOM_FIELD_TYPES, { error: 'Choose a field type.' }),
    location: z.enum(['account', 'address'], { error: 'Choose account or address.' }),
    required: z.union([z.string(), z.boolean(), z.number()]).optional().transform((v) => v === true || v === 1 || v === '1' || v === 'true' || v === 'on'),
    sort_order: z.union([z.string(), z.number()]).optional().transform((v) => Math.max(0, Math.min(9999, Number(v) || 0))),
    values: z.array(z.string().trim().min(1, 'Required').max(64, 'Maximum 64 characters')).max(50).default([]),
  });
  app.post('/api/custom_field/save', { schema: { tags: ['customers'], summary: 'Creates or updates a custom field definition (admin)', body: fieldBody } }, async (req) => {
    await requireStaff(db, req, ['admin']);
    const b = req.body;
    const choice = b.type === 'select' || b.type === 'radio' || b.type === 'checkbox';
    if (choice && b.values.length === 0) throw badRequest('A choice field needs at least one value.', { values: 'A choice field needs at least one value.' });
    const fieldId = await db.transaction(async (tx) => {
      const row = { name: b.name, type: b.type, location: b.location, required: b.required, sortOrder: b.sort_order };
      let fid = b.custom_field_id;
      if (fid) {
        const done = await tx.update(customFields).set(row).where(eq(customFields.customFieldId, fid)).returning({ id: customFields.customFieldId });
        if (!done.length) throw notFound('That custom field does not exist.');
      } else fid = (await tx.insert(customFields).values(row).returning({ id: customFields.customFieldId }))[0]!.id;
      // Values keep their ids when their name stays, so stored choices still point at them.
      const old = await tx.select().from(customFieldValues).where(eq(customFieldValues.customFieldId, fid));
      const wanted = choice ? b.values : [];
      const stale = old.filter((o) => !wanted.includes(o.name)).map((o) => o.customFieldValueId);
      if (stale.length) await tx.delete(customFieldValues).where(inArray(customFieldValues.customFieldValueId, stale));
      for (const [i, name] of wanted.entries()) {
        const hit = old.find((o) => o.name === name);
        if (hit) await tx.update(customFieldValues).set({ sortOrder: i }).where(eq(customFieldValues.customFieldValueId, hit.customFieldValueId));
        else await tx.insert(customFieldValues).values({ customFieldId: fid, name, sortOrder: i });
      }
      return fid;
    });
    return { success: 'The custom field has been saved.', custom_field_id: fieldId, custom_fields: await loadCustomFields(db) };
  });
  app.post('/api/custom_field/delete', { schema: { tags: ['customers'], summary: 'Turns a custom field off (admin); stored values are kept', body: z.object({ custom_field_id: id('custom_field_id') }) } }, async (req) => {
    await requireStaff(db, req, ['admin']);
    await db.update(customFields).set({ status: false }).where(eq(customFields.customFieldId, req.body.custom_field_id));
    return { success: 'The custom field has been removed.', custom_fields: await loadCustomFields(db) };
  });

  // ---- Orders and Returns ----------------------------------------------------------------------------------------
  app.get('/api/customer_order', { schema: { tags: ['customers'], summary: "A customer's orders with the summary figures", querystring: tabQuerySchema, response: { 200: customerOrdersSchema } } }, async (req) => {
    const staff = await requireStaff(db, req);
    const q = req.query;
    await requireCustomerRow(db, q.customerId);
    const admin = staff.role === 'admin';
    const mine = eq(orders.customerId, q.customerId);
    const counted = sql`${orders.status} not in (${sql.join(NOT_OWED_STATUSES.map((s) => sql`${s}`), sql`, `)})`;
    const [rows, [sum], [ret], owed] = await Promise.all([
      db
        .select({ orderId: orders.orderId, status: orders.status, statusName: orderStatuses.name, statusId: orderStatuses.orderStatusId, totalCents: orders.totalCents, createdAt: orders.createdAt, updatedAt: orders.updatedAt, balance: balanceCentsSql })
        .from(orders)
        .leftJoin(orderStatuses, eq(orderStatuses.status, orders.status))
        .where(mine)
        .orderBy(q.order === 'asc' ? asc(orders.createdAt) : desc(orders.createdAt), desc(orders.orderId))
        .limit(q.limit)
        .offset((q.page - 1) * q.limit),
      db.select({ n: sql<number>`count(*)::int`, spent: sql<number>`coalesce(sum(case when ${counted} then ${paidCentsSql} else 0 end), 0)::int` }).from(orders).where(mine),
      db.select({ n: count() }).from(returns).where(eq(returns.customerId, q.customerId)),
      outstandingByCustomer(db, [q.customerId]),
    ]);
    const total = Number(sum?.n ?? 0);
    return {
      orders: rows.map((o) => ({
        order_id: o.orderId,
        status: o.statusName ?? o.status,
        total_text: formatCents(o.totalCents),
        balance: centsToDecimal(Number(o.balance)),
        balance_text: formatCents(Number(o.balance)),
        date_added: o.createdAt.toISOString(),
        date_modified: o.updatedAt.toISOString(),
        viewUrl: `/pos/order/view?order_id=${o.orderId}`,
        editUrl: admin ? `/pos/order/continue?order_id=${o.orderId}` : '',
        deleteUrl: admin ? `/api/order/delete?order_id=${o.orderId}` : '',
        paceapi: '',
        order_status_id: o.statusId ?? 0,
      })),
      total_items: total,
      total_pages: pages(total, q.limit),
      page: q.page,
      limit: q.limit,
      total_spent_text: formatCents(Number(sum?.spent ?? 0)),
      total_orders: total,
      total_returns: Number(ret?.n ?? 0),
      outstanding_balance_text: formatCents(owed.get(q.customerId) ?? 0),
    };
  });

  app.get('/api/order/delete', { schema: { tags: ['customers'], summary: 'Deletes an order without payments (admin); stock and vouchers come back', querystring: z.object({ order_id: id('order_id') }) } }, async (req) => {
    await requireStaff(db, req, ['admin']);
    const orderId = req.query.order_id;
    const [o] = await db.select({ id: orders.orderId }).from(orders).where(eq(orders.orderId, orderId));
    if (!o) throw notFound('That order does not exist.');
    const [paid] = await db.select({ n: count() }).from(orderTransactions).where(and(eq(orderTransactions.orderId, orderId), inArray(orderTransactions.status, ['approved', 'pending'])));
    const [card] = await db.select({ n: count() }).from(payments).where(and(eq(payments.orderId, orderId), inArray(payments.status, ['authorized', 'captured'])));
    if (Number(paid?.n ?? 0) + Number(card?.n ?? 0) > 0) throw new HttpError(409, 'An order with payments cannot be deleted. Void it instead.');
    await cancelSavedOrder(db, orderId, 'Deleted by staff');
    await db.delete(orders).where(eq(orders.orderId, orderId));
    return { success: CUSTOMER_MSG.orderDeleted };
  });

  app.get('/api/customer_return', { schema: { tags: ['customers'], summary: "A customer's returns", querystring: tabQuerySchema, response: { 200: customerReturnsSchema } } }, async (req) => {
    await requireStaff(db, req);
    const q = req.query;
    await requireCustomerRow(db, q.customerId);
    const mine = eq(returns.customerId, q.customerId);
    const [rows, [n]] = await Promise.all([
      db.select().from(returns).where(mine).orderBy(q.order === 'asc' ? asc(returns.dateAdded) : desc(returns.dateAdded), desc(returns.returnId)).limit(q.limit).offset((q.page - 1) * q.limit),
      db.select({ n: count() }).from(returns).where(mine),
    ]);
    const total = Number(n?.n ?? 0);
    return {
      returns: rows.map((r) => ({
        return_id: r.returnId,
        order_id: r.orderId,
        product: r.product,
        model: r.model,
        return_status: r.returnStatus,
        date_added: r.dateAdded.toISOString().slice(0, 10),
        date_modified: r.dateModified.toISOString().slice(0, 10),
        editUrl: `/pos/order/view?order_id=${r.orderId}`,
      })),
      total_items: total,
      total_pages: pages(total, q.limit),
      page: q.page,
      limit: q.limit,
    };
  });

  // ---- History -----------------------------------------------------------------------------------------------------
  app.get('/api/customer_history', { schema: { tags: ['customers'], summary: "A customer's history notes", querystring: tabQuerySchema, response: { 200: customerHistoryListSchema } } }, async (req) => {
    await requireStaff(db, req);
    const q = req.query;
    await requireCustomerRow(db, q.customerId);
    const mine = eq(customerHistory.customerId, q.customerId);
    const [rows, [n]] = await Promise.all([
      db.select().from(customerHistory).where(mine).orderBy(q.order === 'asc' ? asc(customerHistory.dateAdded) : desc(customerHistory.dateAdded), desc(customerHistory.customerHistoryId)).limit(q.limit).offset((q.page - 1) * q.limit),
      db.select({ n: count() }).from(customerHistory).where(mine),
    ]);
    const total = Number(n?.n ?? 0);
    return {
      histories: rows.map((h) => ({ customer_history_id: h.customerHistoryId, date_added: h.dateAdded.toISOString(), comment: h.comment, image: h.image ? `/media/${h.image}` : '' })),
      total_items: total,
      total_pages: pages(total, q.limit),
      page: q.page,
      limit: q.limit,
    };
  });

  app.post(
    '/api/customer_history/add',
    { schema: { tags: ['customers'], summary: 'Adds a history note (multipart: comment, notification fields, optional image .jpg/.png up to 2 MB)', querystring: customerIdSnake, consumes: ['multipart/form-data', 'application/json', 'application/x-www-form-urlencoded'] } },
    async (req) => {
      const staff = await requireStaff(db, req);
      const customer = await requireCustomerRow(db, req.query.customer_id);
      const fields: Record<string, string> = {};
      let image: { buffer: Buffer } | null = null;
      if (req.isMultipart()) {
        try {
          for await (const part of req.parts()) {
            if (part.type === 'file') {
              const buffer = await part.toBuffer();
              if (part.fieldname === 'image' && buffer.length > 0) image = { buffer };
            } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
          }
        } catch (err) {
          const code = (err as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(CUSTOMER_MSG.imageSize, { image: CUSTOMER_MSG.imageSize });
          if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('Too many fields or files.', { form: 'Too many fields or files.' });
          throw err;
        }
      } else Object.assign(fields, req.body as Record<string, string>);
      const b = parse(historyAddSchema, fields);
      let imagePath: string | null = null;
      if (image) {
        // The picture is judged by its bytes, never by its name: a renamed text file is not a .jpg.
        const kind = await fileTypeFromBuffer(image.buffer);
        if (!kind || (kind.mime !== 'image/jpeg' && kind.mime !== 'image/png')) throw badRequest(CUSTOMER_MSG.imageType, { image: CUSTOMER_MSG.imageType });
        imagePath = `customer-history/${randomUUID()}.${kind.ext === 'png' ? 'png' : 'jpg'}`;
        await db.insert(media).values({ path: imagePath, contentType: kind.mime, body: image.buffer });
      }
      if (!b.comment && !imagePath) throw badRequest(CUSTOMER_MSG.historyEmpty, { comment: CUSTOMER_MSG.historyEmpty });
      const sent = b.notifyCustomer ? await notifyCustomer(deps, customer, b, 'A note about your account', b.comment || 'We added a picture to your account.') : [];
      await db.insert(customerHistory).values({ customerId: customer.customerId, comment: b.comment, image: imagePath, staffUserId: staff.userId, notified: sent.join(',') });
      return { success: CUSTOMER_MSG.historyAdded, notified: sent };
    },
  );

  // ---- Credits (the store-credit ledger; addCreditEntry is its one writer) -------------------------------------------
  app.get('/api/customer_credit', { schema: { tags: ['customers'], summary: "A customer's store-credit entries and balance", querystring: tabQuerySchema, response: { 200: creditListSchema } } }, async (req) => {
    await requireStaff(db, req);
    const q = req.query;
    await requireCustomerRow(db, q.customerId);
    const mine = eq(customerCredits.customerId, q.customerId);
    const dir = q.order === 'asc' ? asc : desc;
    const by = q.sort === 'amount' ? customerCredits.amountCents : q.sort === 'description' ? customerCredits.description : customerCredits.dateAdded;
    const [rows, [n], balance] = await Promise.all([
      db.select().from(customerCredits).where(mine).orderBy(dir(by), dir(customerCredits.customerTransactionId)).limit(q.limit).offset((q.page - 1) * q.limit),
      db.select({ n: count() }).from(customerCredits).where(mine),
      creditBalance(db, q.customerId),
    ]);
    return {
      results: rows.map((r) => ({ customer_transaction_id: r.customerTransactionId, date_added: r.dateAdded.toISOString(), description: r.description, amount: centsToDecimal(r.amountCents), amount_text: formatCents(r.amountCents) })),
      totalPages: pages(Number(n?.n ?? 0), q.limit),
      position: (q.page - 1) * q.limit,
      data: { balance: centsToDecimal(balance), balance_text: formatCents(balance) },
    };
  });
  app.post('/api/customer_credit/add', { schema: { tags: ['customers'], summary: 'Adds a credit or a debit (description, amount in dollars, type credit|debit)', querystring: customerIdSnake, body: creditAddSchema } }, async (req) => {
    await requireStaff(db, req);
    const b = req.body;
    const { balanceCents } = await db.transaction((tx) => addCreditEntry(tx as unknown as Db, { customerId: req.query.customer_id, amountCents: b.type === 'debit' ? -b.amount : b.amount, description: b.description }));
    return { success: CUSTOMER_MSG.creditAdded, balance: centsToDecimal(balanceCents), balance_text: formatCents(balanceCents) };
  });

  // ---- IP addresses --------------------------------------------------------------------------------------------------
  app.get('/api/customer_ip', { schema: { tags: ['customers'], summary: 'The IPs a customer used, with account counts and bans', querystring: tabQuerySchema, response: { 200: customerIpListSchema } } }, async (req) => {
    await requireStaff(db, req);
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
      ips: rows.map((r) => ({ customer_ip_id: r.id, ip: r.ip, total_accounts: Number(r.accounts), filter_ip_url: `/pos/customer?filter_ip=${encodeURIComponent(r.ip)}`, date_added: r.dateAdded.toISOString(), is_banned: Boolean(r.banned) })),
      total_items: total,
      total_pages: pages(total, q.limit),
      page: q.page,
      limit: q.limit,
    };
  });
  app.post('/api/customer_ip/add', { schema: { tags: ['customers'], summary: 'Bans an IP', querystring: customerIdSnake, body: ipBodySchema } }, async (req) => {
    const staff = await requireStaff(db, req);
    await requireCustomerRow(db, req.query.customer_id);
    await db.insert(bannedIps).values({ ip: req.body.ip, bannedBy: staff.userId }).onConflictDoNothing();
    return { success: CUSTOMER_MSG.ipBanned };
  });
  app.post('/api/customer_ip/remove', { schema: { tags: ['customers'], summary: 'Lifts the ban on an IP', querystring: customerIdSnake, body: ipBodySchema } }, async (req) => {
    await requireStaff(db, req);
    await requireCustomerRow(db, req.query.customer_id);
    await db.delete(bannedIps).where(eq(bannedIps.ip, req.body.ip));
    return { success: CUSTOMER_MSG.ipUnbanned };
  });
  app.get('/api/customer_ip/location', { schema: { tags: ['customers'], summary: 'City, region and country of an IP (offline GeoIP data)', querystring: z.object({ ip: z.string().trim().min(1).max(45) }), response: { 200: geoSchema } } }, async (req) => {
    await requireStaff(db, req);
    let hit: ReturnType<typeof locateIp> = null;
    try {
      hit = locateIp(req.query.ip);
    } catch (err) {
      req.log.error({ err }, 'GeoIP lookup failed');
    }
    if (!hit) throw new HttpError(404, CUSTOMER_MSG.geoFailed);
    return hit;
  });

  // ---- Tags ----------------------------------------------------------------------------------------------------------
  const tagsOf = async (customerId: number) => {
    const [all, mine] = await Promise.all([
      db.select({ tag_id: customerTags.tagId, title: customerTags.title }).from(customerTags).orderBy(sql`lower(${customerTags.title})`),
      db.select({ id: customerTagAssignments.tagId }).from(customerTagAssignments).where(eq(customerTagAssignments.customerId, customerId)),
    ]);
    return { customerTags: all, assignedTags: mine.map((m) => m.id), createTagUrl: `/pos/customer/edit?customer_id=${customerId}&tab=tags#create-tag` };
  };
  app.get('/api/customer_tag', { schema: { tags: ['customers'], summary: 'All tags, the ones assigned to the customer, and where to create one', querystring: customerIdQuery, response: { 200: customerTagsSchema } } }, async (req) => {
    await requireStaff(db, req);
    await requireCustomerRow(db, req.query.customerId);
    return tagsOf(req.query.customerId);
  });
  app.post('/api/customer_tag/save', { schema: { tags: ['customers'], summary: "Sets the customer's tags (tags: tag ids)", querystring: customerIdQuery, body: tagSaveSchema } }, async (req) => {
    await requireStaff(db, req);
    const customerId = req.query.customerId;
    await requireCustomerRow(db, customerId);
    const wanted = [...new Set(req.body.tags)];
    if (wanted.length) {
      const known = await db.select({ id: customerTags.tagId }).from(customerTags).where(inArray(customerTags.tagId, wanted));
      if (known.length !== wanted.length) throw badRequest(CUSTOMER_MSG.unknownTag, { tags: CUSTOMER_MSG.unknownTag });
    }
    await db.transaction(async (tx) => {
      await tx.delete(customerTagAssignments).where(eq(customerTagAssignments.customerId, customerId));
      if (wanted.length) await tx.insert(customerTagAssignments).values(wanted.map((tagId) => ({ customerId, tagId })));
    });
    return { success: CUSTOMER_MSG.tagsSaved, ...(await tagsOf(customerId)) };
  });
  app.post('/api/customer_tag/create', { schema: { tags: ['customers'], summary: 'Creates a customer tag (title)', body: tagCreateSchema } }, async (req) => {
    await requireStaff(db, req);
    try {
      const [row] = await db.insert(customerTags).values({ title: req.body.title }).returning({ tag_id: customerTags.tagId, title: customerTags.title });
      return { success: CUSTOMER_MSG.tagCreated, tag: row! };
    } catch (err) {
      if (isUniqueViolation(err)) throw badRequest(CUSTOMER_MSG.tagExists, { title: CUSTOMER_MSG.tagExists });
      throw err;
    }
  });

  // ---- Contact info from the order-history and receipt screens ----------------------------------------------------------
  app.post('/api/customer/updateContactInfo', { schema: { tags: ['customers'], summary: "Updates a customer's email, phone and notification consent", querystring: customerIdQuery, body: z.record(z.string(), z.unknown()) } }, async (req) => {
    await requireStaff(db, req);
    const c = await requireCustomerRow(db, req.query.customerId);
    const b = parse(contactInfoSchema, req.body);
    const email = b.email.toLowerCase();
    if (email && email !== c.email) {
      const [taken] = await db.select({ id: customers.customerId }).from(customers).where(and(sql`lower(${customers.email}) = ${email}`, sql`${customers.customerId} <> ${c.customerId}`));
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
    return { success: CUSTOMER_MSG.contactSaved, email: after!.email, phone: after!.telephone, textingAlerts: after!.textingAlerts, newsletter: after!.newsletter };
  });
}

export type { Db };
