// The custom form builder's reads and writes (spec 000 section 3 "Custom forms", decision 0079). The storefront renders
// the same row (GET /api/forms/:form_id) and postSubmission mails each submission to the recipients via the outbox.
import { asc, count, eq, max } from 'drizzle-orm';
import { CONTENT_MSG, type AdminForm, type AdminFormRow, type CustomFormInput } from '@parts/common/content-admin';
import { formDataSchema, layoutSettingsSchema, formFieldSchema } from '@parts/common/custom-form';
import type { Db } from '#src/db/client';
import { customForms, formSubmissions } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';

export async function listForms(db: Db): Promise<AdminFormRow[]> {
  const [forms, subs] = await Promise.all([
    db.select().from(customForms).orderBy(asc(customForms.formId)),
    db
      .select({ formId: formSubmissions.formId, n: count(), last: max(formSubmissions.createdAt) })
      .from(formSubmissions)
      .groupBy(formSubmissions.formId),
  ]);
  return forms.map((f) => {
    const s = subs.find((x) => x.formId === f.formId);
    return {
      form_id: f.formId,
      name: f.name,
      status: f.status,
      fields: f.fields.length,
      submissions: s?.n ?? 0,
      last_submission: s?.last ? new Date(s.last).toISOString() : null,
    };
  });
}

export async function getForm(db: Db, formId: number): Promise<AdminForm> {
  const [f] = await db.select().from(customForms).where(eq(customForms.formId, formId));
  if (!f) throw new HttpError(404, CONTENT_MSG.notFound);
  // Stored rows from before the builder may lack newer keys: the schemas fill their defaults.
  const { id: _id, ...formData } = formDataSchema.parse({ ...f.formData, id: f.formId });
  return {
    form_id: f.formId,
    name: f.name,
    recipients: f.recipients,
    status: f.status,
    form_data: formData,
    layout_settings: layoutSettingsSchema.parse(f.layoutSettings),
    fields: f.fields.map((x) => formFieldSchema.parse(x)),
  };
}

export async function saveForm(db: Db, input: CustomFormInput): Promise<number> {
  // The fields' `index` follows the builder's order, so the storefront shows them as the owner arranged them.
  const fields = input.fields.map((f, i) => ({ ...f, index: i }));
  const values = {
    name: input.name,
    recipients: input.recipients,
    status: input.status,
    layoutSettings: input.layout_settings,
    fields,
  };
  if (input.form_id === undefined) {
    return db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const [row] = await tx
        .insert(customForms)
        .values({ ...values, formData: {} })
        .returning({ id: customForms.formId });
      // form_data carries the form's own id (spec), known only once the row exists.
      await tx
        .update(customForms)
        .set({ formData: { ...input.form_data, id: row!.id } })
        .where(eq(customForms.formId, row!.id));
      return row!.id;
    });
  }
  const [row] = await db
    .update(customForms)
    .set({ ...values, formData: { ...input.form_data, id: input.form_id } })
    .where(eq(customForms.formId, input.form_id))
    .returning({ id: customForms.formId });
  if (!row) throw new HttpError(404, CONTENT_MSG.notFound);
  return row.id;
}

/** A form nobody has answered may go; one with submissions is kept (its answers name it) and is switched off instead. */
export async function deleteForm(db: Db, formId: number): Promise<void> {
  const [used] = await db.select({ n: count() }).from(formSubmissions).where(eq(formSubmissions.formId, formId));
  if ((used?.n ?? 0) > 0) throw new HttpError(409, CONTENT_MSG.formHasSubmissions);
  const gone = await db.delete(customForms).where(eq(customForms.formId, formId)).returning({ id: customForms.formId });
  if (gone.length === 0) throw new HttpError(404, CONTENT_MSG.notFound);
}
