// Custom forms over HTTP (spec 000 section 7; issue 11; decision 0022): the form's definition for the renderer, the
// stores a store_select offers, the submission, and the staff list of submissions.
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  CUSTOM_FORM_TEXT,
  customFormSchema,
  formLocationsAnswerSchema,
  informationLinkSchema,
  informationPageSchema,
  postSubmissionAnswerSchema,
  postSubmissionSchema,
  submissionListSchema,
} from '@parts/common/custom-form';
import { id, intRange } from '@parts/common/input';
import { PRODUCT_MSG } from '@parts/common/messages';
import { formSubmissions } from '#src/db/schema/index';
import { HttpError, badRequest } from '#src/http/errors';
import { refundAttempt, takeAttempt, type Limit } from '#src/http/rate-limit';
import type { App, Deps } from '#src/http/types';
import { deliverMail } from '#src/features/mail/mailer';
import { checkCaptcha } from '#src/features/product/contact';
import { informationLinks, informationPage } from './information';
import { derivedKey, formLocations, listSubmissions, loadForm, storeSubmission, validateValues } from './forms';

/** Twenty submissions an hour from one address (all forms together): plenty for people, little for a script. */
export const FORM_LIMIT: Limit = { scope: 'form-submission', max: 20, windowMs: 60 * 60_000 };

const tags = ['forms'];

export async function formRoutes(app: App, { db, config }: Deps) {
  app.get(
    '/api/forms/:form_id',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags,
        summary: 'A custom form to render: form_data, layout_settings and fields (sorted by index)',
        params: z.object({ form_id: id('form_id') }),
        response: { 200: customFormSchema },
      },
    },
    async (req) => (await loadForm(db, req.params.form_id)).form,
  );

  const locationsHandler = async () => ({ locations: await formLocations(db) });
  const locationsSchema = {
    tags,
    summary: 'The stores a store_select field offers (location_name, email_address)',
    response: { 200: formLocationsAnswerSchema },
  };
  app.get(
    '/module/forms/getLocations',
    { config: { access: 'public', changesState: false }, schema: locationsSchema },
    locationsHandler,
  );
  app.post(
    '/module/forms/getLocations',
    { config: { access: 'public', changesState: false }, schema: locationsSchema },
    locationsHandler,
  );

  app.post(
    '/module/forms/postSubmission',
    {
      config: { access: 'public', changesState: true },
      schema: {
        tags,
        summary:
          "Submits a custom form (origin_url, form_id, submission_values[id]; captcha when the form asks; idempotency_key): validated by the form's own rules, stored, mailed to its recipients",
        body: postSubmissionSchema,
        response: { 200: postSubmissionAnswerSchema },
      },
    },
    async (req) => {
      const input = req.body;
      const stored = await loadForm(db, input.form_id);
      const stores = await formLocations(db);
      const values = validateValues(stored.form, stores, input.submission_values);
      const session = await req.session.get();
      const key = input.idempotency_key ?? derivedKey(req.session.id() ?? req.ip, input.form_id, values);
      const thanks = stored.form.form_data.after_submit_message || CUSTOM_FORM_TEXT.thankYou;

      // A repeat of a stored submission answers as the first did: its captcha was spent by then.
      const [earlier] = await db
        .select({ id: formSubmissions.submissionId })
        .from(formSubmissions)
        .where(and(eq(formSubmissions.formId, input.form_id), eq(formSubmissions.idempotencyKey, key)));
      if (earlier) {
        const again = await storeSubmission(db, stored, stores, {
          formId: input.form_id,
          originUrl: input.origin_url,
          values,
          key,
          customerId: session.customerId ?? null,
        });
        return { success: thanks, submission_id: again.submissionId };
      }

      // Counted before the captcha is checked (decision 0015), given back when nothing is stored.
      const wait = await takeAttempt(db, FORM_LIMIT, req.ip);
      if (wait > 0) throw new HttpError(429, CUSTOM_FORM_TEXT.tooMany);
      try {
        if (stored.form.form_data.require_captcha) {
          if (!input.captcha.trim())
            throw badRequest(CUSTOM_FORM_TEXT.captchaRequired, { captcha: CUSTOM_FORM_TEXT.captchaRequired });
          const ok = await checkCaptcha(db, session.captcha, input.captcha, session.captchaId);
          // Used or wrong, the picture is spent.
          if (session.captcha) await req.session.update({ captcha: undefined });
          if (!ok) throw badRequest(PRODUCT_MSG.captchaWrong, { captcha: PRODUCT_MSG.captchaWrong });
        }
        const result = await storeSubmission(db, stored, stores, {
          formId: input.form_id,
          originUrl: input.origin_url,
          values,
          key,
          customerId: session.customerId ?? null,
        });
        for (const emailId of result.emailIds) await deliverMail(db, config, emailId);
        return { success: thanks, submission_id: result.submissionId };
      } catch (err) {
        await refundAttempt(db, FORM_LIMIT, req.ip);
        throw err;
      }
    },
  );

  app.get(
    '/api/content/information',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags,
        summary: 'An information page (information_id or slug); its body may hold custom-form elements',
        querystring: z
          .object({
            information_id: id('information_id').optional(),
            slug: z
              .string()
              .regex(/^[a-z0-9-]{1,60}$/, 'slug: letters, digits and -')
              .optional(),
          })
          .refine((q) => q.information_id !== undefined || q.slug !== undefined, {
            message: 'information_id or slug is required.',
            path: ['information_id'],
          }),
        response: { 200: informationPageSchema },
      },
    },
    async (req) => informationPage(db, req.query),
  );
  app.get(
    '/api/content/information/links',
    {
      config: { access: 'public', changesState: false },
      schema: {
        tags,
        summary: 'The information pages, for menus and the footer',
        response: { 200: z.object({ pages: z.array(informationLinkSchema) }) },
      },
    },
    async () => ({ pages: await informationLinks(db) }),
  );

  app.get(
    '/api/staff/forms/submissions',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        tags,
        summary: 'Custom form submissions, newest first (staff); form_id narrows to one form',
        querystring: z.object({ form_id: id('form_id').optional(), limit: intRange('limit', 1, 500).default(100) }),
        response: { 200: submissionListSchema },
      },
    },
    async (req) => {
      return { submissions: await listSubmissions(db, req.query.form_id, req.query.limit) };
    },
  );
}
