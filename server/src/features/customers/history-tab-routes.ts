// The customer editor's History tab (issue 15, spec 001 s5): notes with an optional picture (multipart, judged by its
// bytes) and the customer notified by email or text. The multipart plugin is registered once, in routes.ts.
import { randomUUID } from 'node:crypto';
import { asc, count, desc, eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { CUSTOMER_MSG } from '@parts/common/customers';
import {
  customerHistoryListSchema,
  historyAddAnswerSchema,
  historyAddSchema,
  tabQuerySchema,
} from '@parts/common/customer-tabs';
import { INPUT_MSG } from '@parts/common/input';
import { customerHistory, media } from '#src/db/schema/index';
import { badRequest } from '#src/http/errors';
import { staffOf } from '#src/http/route-access';
import type { App, Deps } from '#src/http/types';
import { notifyCustomer } from './notify';
import { requireCustomerRow } from './queries';
import { customerIdSnake, parse, pagingOf } from './route-helpers';

export async function historyTabRoutes(app: App, deps: Deps) {
  const { db } = deps;
  app.get(
    '/api/customer_history',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        tags: ['customers'],
        summary: "A customer's history notes",
        querystring: tabQuerySchema,
        response: { 200: customerHistoryListSchema },
      },
    },
    async (req) => {
      const q = req.query;
      await requireCustomerRow(db, q.customerId);
      const mine = eq(customerHistory.customerId, q.customerId);
      const [rows, [n]] = await Promise.all([
        db
          .select()
          .from(customerHistory)
          .where(mine)
          .orderBy(
            q.order === 'asc' ? asc(customerHistory.dateAdded) : desc(customerHistory.dateAdded),
            desc(customerHistory.customerHistoryId),
          )
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(customerHistory).where(mine),
      ]);
      const total = Number(n?.n ?? 0);
      return {
        histories: rows.map((h) => ({
          customer_history_id: h.customerHistoryId,
          date_added: h.dateAdded.toISOString(),
          comment: h.comment,
          image: h.image ? `/media/${h.image}` : '',
        })),
        ...pagingOf(total, q),
      };
    },
  );

  app.post(
    '/api/customer_history/add',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        tags: ['customers'],
        summary: 'Adds a history note (multipart: comment, notification fields, optional image .jpg/.png up to 2 MB)',
        querystring: customerIdSnake,
        consumes: ['multipart/form-data', 'application/json', 'application/x-www-form-urlencoded'],
        response: { 200: historyAddAnswerSchema },
      },
    },
    async (req) => {
      const staff = staffOf(req);
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
          if (code === 'FST_REQ_FILE_TOO_LARGE')
            throw badRequest(CUSTOMER_MSG.imageSize, { image: CUSTOMER_MSG.imageSize });
          if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
            throw badRequest('Too many fields or files.', { form: 'Too many fields or files.' });
          // Anything else while reading the parts is the body itself (cut off, a broken boundary): the sender's to fix.
          throw badRequest(INPUT_MSG.badMultipart, { form: INPUT_MSG.badMultipart });
        }
      } else Object.assign(fields, req.body as Record<string, string>);
      const b = parse(historyAddSchema, fields);
      let imagePath: string | null = null;
      if (image) {
        // The picture is judged by its bytes, never by its name: a renamed text file is not a .jpg.
        const kind = await fileTypeFromBuffer(image.buffer);
        if (!kind || (kind.mime !== 'image/jpeg' && kind.mime !== 'image/png'))
          throw badRequest(CUSTOMER_MSG.imageType, { image: CUSTOMER_MSG.imageType });
        imagePath = `customer-history/${randomUUID()}.${kind.ext === 'png' ? 'png' : 'jpg'}`;
        await db.insert(media).values({ path: imagePath, contentType: kind.mime, body: image.buffer });
      }
      if (!b.comment && !imagePath) throw badRequest(CUSTOMER_MSG.historyEmpty, { comment: CUSTOMER_MSG.historyEmpty });
      const sent = b.notifyCustomer
        ? await notifyCustomer(
            deps,
            customer,
            b,
            'A note about your account',
            b.comment || 'We added a picture to your account.',
          )
        : [];
      await db.insert(customerHistory).values({
        customerId: customer.customerId,
        comment: b.comment,
        image: imagePath,
        staffUserId: staff.userId,
        notified: sent.join(','),
      });
      return { success: CUSTOMER_MSG.historyAdded, notified: sent };
    },
  );
}
