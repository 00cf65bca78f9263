// Custom field definitions (issue 15, spec 001 s3): staff read them to draw the forms; an admin creates, edits and turns
// them off. Values keep their ids when their name stays, so stored choices still point at them.
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { customFieldListSchema, customFieldSavedSchema, customFieldSaveSchema } from '@parts/common/customer-fields';
import { id } from '@parts/common/input';
import { customFields, customFieldValues } from '#src/db/schema/index';
import { badRequest, notFound } from '#src/http/errors';
import type { App, Deps } from '#src/http/types';
import { loadCustomFields } from './queries';

export async function customFieldRoutes(app: App, deps: Deps) {
  const { db } = deps;
  app.get(
    '/api/custom_field',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        tags: ['customers'],
        summary: 'Custom field definitions (account and address)',
        response: { 200: customFieldListSchema },
      },
    },
    async () => {
      return { custom_fields: await loadCustomFields(db) };
    },
  );
  app.post(
    '/api/custom_field/save',
    {
      config: { access: 'admin', changesState: true },
      schema: {
        tags: ['customers'],
        summary: 'Creates or updates a custom field definition (admin)',
        body: customFieldSaveSchema,
        response: { 200: customFieldSavedSchema },
      },
    },
    async (req) => {
      const b = req.body;
      const choice = b.type === 'select' || b.type === 'radio' || b.type === 'checkbox';
      if (choice && b.values.length === 0)
        throw badRequest('A choice field needs at least one value.', {
          values: 'A choice field needs at least one value.',
        });
      const fieldId = await db.transaction(async (tx) => {
        const row = { name: b.name, type: b.type, location: b.location, required: b.required, sortOrder: b.sort_order };
        let fid = b.custom_field_id;
        if (fid) {
          const done = await tx
            .update(customFields)
            .set(row)
            .where(eq(customFields.customFieldId, fid))
            .returning({ id: customFields.customFieldId });
          if (!done.length) throw notFound('That custom field does not exist.');
        } else fid = (await tx.insert(customFields).values(row).returning({ id: customFields.customFieldId }))[0]!.id;
        // Values keep their ids when their name stays, so stored choices still point at them.
        const old = await tx.select().from(customFieldValues).where(eq(customFieldValues.customFieldId, fid));
        const wanted = choice ? b.values : [];
        const stale = old.filter((o) => !wanted.includes(o.name)).map((o) => o.customFieldValueId);
        if (stale.length)
          await tx.delete(customFieldValues).where(inArray(customFieldValues.customFieldValueId, stale));
        for (const [i, name] of wanted.entries()) {
          const hit = old.find((o) => o.name === name);
          if (hit)
            await tx
              .update(customFieldValues)
              .set({ sortOrder: i })
              .where(eq(customFieldValues.customFieldValueId, hit.customFieldValueId));
          else await tx.insert(customFieldValues).values({ customFieldId: fid, name, sortOrder: i });
        }
        return fid;
      });
      return {
        success: 'The custom field has been saved.',
        custom_field_id: fieldId,
        custom_fields: await loadCustomFields(db),
      };
    },
  );
  app.post(
    '/api/custom_field/delete',
    {
      config: { access: 'admin', changesState: true },
      schema: {
        tags: ['customers'],
        summary: 'Turns a custom field off (admin); stored values are kept',
        body: z.object({ custom_field_id: id('custom_field_id') }),
        response: { 200: customFieldSavedSchema },
      },
    },
    async (req) => {
      await db
        .update(customFields)
        .set({ status: false })
        .where(eq(customFields.customFieldId, req.body.custom_field_id));
      return { success: 'The custom field has been removed.', custom_fields: await loadCustomFields(db) };
    },
  );
}
