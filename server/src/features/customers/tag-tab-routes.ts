// The customer editor's Tags tab (issue 15, spec 001 s7): all tags, the customer's, setting them and creating one.
import { eq, inArray, sql } from 'drizzle-orm';
import { CUSTOMER_MSG } from '@parts/common/customers';
import {
  customerTagsSchema,
  tagCreatedSchema,
  tagCreateSchema,
  tagSaveSchema,
  tagsSavedSchema,
} from '@parts/common/customer-tabs';
import { isUniqueViolation } from '#src/db/errors';
import { customerTagAssignments, customerTags } from '#src/db/schema/index';
import { badRequest } from '#src/http/errors';
import type { App, Deps } from '#src/http/types';
import { requireCustomerRow } from './queries';
import { customerIdQuery } from './route-helpers';

export async function tagTabRoutes(app: App, deps: Deps) {
  const { db } = deps;
  const tagsOf = async (customerId: number) => {
    const [all, mine] = await Promise.all([
      db
        .select({ tag_id: customerTags.tagId, title: customerTags.title })
        .from(customerTags)
        .orderBy(sql`lower(${customerTags.title})`),
      db
        .select({ id: customerTagAssignments.tagId })
        .from(customerTagAssignments)
        .where(eq(customerTagAssignments.customerId, customerId)),
    ]);
    return {
      customerTags: all,
      assignedTags: mine.map((m) => m.id),
      createTagUrl: `/pos/customer/edit?customer_id=${customerId}&tab=tags#create-tag`,
    };
  };
  app.get(
    '/api/customer_tag',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        tags: ['customers'],
        summary: 'All tags, the ones assigned to the customer, and where to create one',
        querystring: customerIdQuery,
        response: { 200: customerTagsSchema },
      },
    },
    async (req) => {
      await requireCustomerRow(db, req.query.customerId);
      return tagsOf(req.query.customerId);
    },
  );
  app.post(
    '/api/customer_tag/save',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        tags: ['customers'],
        summary: "Sets the customer's tags (tags: tag ids)",
        querystring: customerIdQuery,
        body: tagSaveSchema,
        response: { 200: tagsSavedSchema },
      },
    },
    async (req) => {
      const customerId = req.query.customerId;
      await requireCustomerRow(db, customerId);
      const wanted = [...new Set(req.body.tags)];
      if (wanted.length) {
        const known = await db
          .select({ id: customerTags.tagId })
          .from(customerTags)
          .where(inArray(customerTags.tagId, wanted));
        if (known.length !== wanted.length)
          throw badRequest(CUSTOMER_MSG.unknownTag, { tags: CUSTOMER_MSG.unknownTag });
      }
      await db.transaction(async (tx) => {
        await tx.delete(customerTagAssignments).where(eq(customerTagAssignments.customerId, customerId));
        if (wanted.length)
          await tx.insert(customerTagAssignments).values(wanted.map((tagId) => ({ customerId, tagId })));
      });
      return { success: CUSTOMER_MSG.tagsSaved, ...(await tagsOf(customerId)) };
    },
  );
  app.post(
    '/api/customer_tag/create',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        tags: ['customers'],
        summary: 'Creates a customer tag (title)',
        body: tagCreateSchema,
        response: { 200: tagCreatedSchema },
      },
    },
    async (req) => {
      try {
        const [row] = await db
          .insert(customerTags)
          .values({ title: req.body.title })
          .returning({ tag_id: customerTags.tagId, title: customerTags.title });
        return { success: CUSTOMER_MSG.tagCreated, tag: row! };
      } catch (err) {
        if (isUniqueViolation(err)) throw badRequest(CUSTOMER_MSG.tagExists, { title: CUSTOMER_MSG.tagExists });
        throw err;
      }
    },
  );
}
