// Custom forms (issue 11, decision 0022): loading a form's definition, the stores a store_select offers, and taking a
// submission: the one validator from common, stored and queued for the recipients in one transaction, once per key.
import { createHash } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  CUSTOM_FORM_TEXT,
  customFormSchema,
  fieldLabel,
  formFieldSchema,
  isInputField,
  sortedFields,
  submissionSchema,
  type CustomForm,
  type FormLocation,
  type PostSubmission,
} from '@parts/common/custom-form';
import { fieldErrors } from '@parts/common/input';
import type { Db } from '#src/db/client';
import { customForms, formSubmissions, locations } from '#src/db/schema/index';
import { HttpError, badRequest, notFound } from '#src/http/errors';
import { queueMail } from '#src/features/mail/mailer';
import { firstEmail } from '#src/features/product/contact';

export interface StoredForm {
  form: CustomForm;
  name: string;
  recipients: string[];
}

/** A switched-on form with its definition checked by the shared schema (a broken row is a 404, never a half form). */
export async function loadForm(db: Db, formId: number): Promise<StoredForm> {
  const [row] = await db
    .select()
    .from(customForms)
    .where(and(eq(customForms.formId, formId), eq(customForms.status, true)));
  if (!row) throw notFound(CUSTOM_FORM_TEXT.notFound);
  const parsed = customFormSchema.safeParse({
    form_data: { ...row.formData, id: row.formId },
    layout_settings: row.layoutSettings,
    fields: row.fields,
  });
  if (!parsed.success) throw notFound(CUSTOM_FORM_TEXT.notFound);
  const form = { ...parsed.data, fields: sortedFields(parsed.data.fields) };
  return { form, name: row.name, recipients: splitAddresses(row.recipients) };
}

export const splitAddresses = (list: string) =>
  list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** module/forms/getLocations: every store's name and email list (the first address is used). */
export async function formLocations(db: Db): Promise<FormLocation[]> {
  const rows = await db
    .select({ name: locations.name, email: locations.emailAddress })
    .from(locations)
    .where(eq(locations.kind, 'store'))
    .orderBy(asc(locations.sortOrder), asc(locations.locationId));
  return rows.map((r) => ({ location_name: r.name, email_address: r.email }));
}

/** Checks the values against the form's fields with the same rule the browser used; answers the values to store. */
export function validateValues(
  form: CustomForm,
  stores: readonly FormLocation[],
  values: PostSubmission['submission_values'],
): Record<string, string | boolean> {
  const parsed = submissionSchema(form.fields, stores).safeParse(values);
  if (parsed.success) return parsed.data;
  const errors = fieldErrors(parsed.error);
  throw badRequest(Object.values(errors)[0] ?? 'Invalid request', errors);
}

/** Without a key from the client, the same values from the same visitor to the same form count as one submission. */
export function derivedKey(visitor: string, formId: number, values: Record<string, string | boolean>): string {
  return `derived-${createHash('sha256')
    .update(JSON.stringify([visitor, formId, values]))
    .digest('base64url')
    .slice(0, 40)}`;
}

export interface SubmissionInput {
  formId: number;
  originUrl: string;
  values: Record<string, string | boolean>;
  key: string;
  customerId: number | null;
}

/**
 * Stores the submission and queues one message per recipient in one transaction. A second call with the same key
 * changes nothing and answers the first submission's id (409 when its values differ). Answers the outbox ids to send.
 */
export async function storeSubmission(
  db: Db,
  stored: StoredForm,
  stores: readonly FormLocation[],
  input: SubmissionInput,
): Promise<{ submissionId: number; emailIds: number[] }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(formSubmissions)
      .values({
        formId: input.formId,
        originUrl: input.originUrl,
        submissionValues: input.values,
        idempotencyKey: input.key,
        customerId: input.customerId,
      })
      .onConflictDoNothing({ target: [formSubmissions.formId, formSubmissions.idempotencyKey] })
      .returning({ id: formSubmissions.submissionId });
    if (!row) {
      const [first] = await tx
        .select()
        .from(formSubmissions)
        .where(and(eq(formSubmissions.formId, input.formId), eq(formSubmissions.idempotencyKey, input.key)));
      if (!first || !sameValues(first.submissionValues, input.values))
        throw new HttpError(409, CUSTOM_FORM_TEXT.alreadySent);
      return { submissionId: first.submissionId, emailIds: [] };
    }
    const to = recipientsFor(stored, stores, input.values);
    const subject = `${stored.form.form_data.heading_text || stored.name} #${row.id}`;
    const text = [
      ...stored.form.fields.filter(isInputField).map((f) => `${fieldLabel(f)}: ${show(input.values[f.id])}`),
      '',
      `Sent from ${input.originUrl}`,
    ].join('\n');
    const replyTo = stored.form.fields
      .filter((f) => f.type === 'email')
      .map((f) => input.values[f.id])
      .find((v): v is string => typeof v === 'string' && v !== '');
    const emailIds: number[] = [];
    for (const address of to)
      emailIds.push(
        await queueMail(tx, {
          kind: 'form_submission',
          to: address,
          replyTo,
          subject,
          text,
          customerId: input.customerId ?? undefined,
        }),
      );
    return { submissionId: row.id, emailIds };
  });
}

/** jsonb keeps its own key order, so values are compared key by key. */
const sameValues = (a: Record<string, string | boolean>, b: Record<string, string | boolean>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(b).every(([k, v]) => a[k] === v);

const show = (v: string | boolean | undefined) => (v === true ? 'Yes' : v === false ? 'No' : v || '-');

/** The form's recipients, plus the first address of a store picked in a store_select; each address once. */
export function recipientsFor(
  stored: StoredForm,
  stores: readonly FormLocation[],
  values: Record<string, string | boolean>,
): string[] {
  const picked = stored.form.fields
    .filter((f) => f.type === 'store_select')
    .map((f) => stores.find((s) => s.location_name === values[f.id]))
    .map((s) => (s ? firstEmail(s.email_address) : ''))
    .filter(Boolean);
  return [...new Set([...stored.recipients, ...picked].map((a) => a.toLowerCase()))];
}

/** Staff list: the newest submissions, optionally of one form, each value with its field's label in the form's order. */
export async function listSubmissions(db: Db, formId: number | undefined, limit: number) {
  const rows = await db
    .select({
      submissionId: formSubmissions.submissionId,
      formId: formSubmissions.formId,
      formName: customForms.name,
      fields: customForms.fields,
      originUrl: formSubmissions.originUrl,
      values: formSubmissions.submissionValues,
      createdAt: formSubmissions.createdAt,
    })
    .from(formSubmissions)
    .innerJoin(customForms, eq(customForms.formId, formSubmissions.formId))
    .where(formId === undefined ? undefined : eq(formSubmissions.formId, formId))
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.submissionId))
    .limit(limit);
  return rows.map((r) => {
    const parsed = z.array(formFieldSchema).safeParse(r.fields);
    const fields = parsed.success ? sortedFields(parsed.data).filter(isInputField) : [];
    const known = new Set(fields.map((f) => f.id));
    // Values of fields since removed from the form are still shown, under their id.
    const labelled = [
      ...fields
        .filter((f) => f.id in r.values)
        .map((f) => ({ id: f.id, label: fieldLabel(f), value: r.values[f.id]! })),
      ...Object.keys(r.values)
        .filter((k) => !known.has(k))
        .map((k) => ({ id: k, label: k, value: r.values[k]! })),
    ];
    return {
      submission_id: r.submissionId,
      form_id: r.formId,
      form_name: r.formName,
      origin_url: r.originUrl,
      submission_values: r.values,
      fields: labelled,
      created_at: r.createdAt.toISOString(),
    };
  });
}
