// Custom forms over HTTP: getLocations, the form definition, postSubmission with good and bad input (every field type's
// rule, the captcha, a double submit) and the recipients' mail in the outbox; the staff list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOM_FORM_TEXT, customFormSchema, type CustomForm } from '@parts/common/custom-form';
import { MSG, PRODUCT_MSG } from '@parts/common/messages';
import { startTestServer, type Client, type TestServer } from '#src/test/http';
import { FLEET_FORM_ID, PARTS_FORM_ID } from '#src/seed/forms';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const count = async (table: string) =>
  (await server.database.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;
const outboxTo = async (subjectLike: string) =>
  await server.database.query<{ to_address: string; subject: string; text_body: string; reply_to: string | null }>(
    "select to_address, subject, text_body, reply_to from email_outbox where kind = 'form_submission' and subject like $1 order by email_id",
    [subjectLike],
  );

/** The session's captcha answer, as the picture the shopper sees would tell it. */
async function captchaOf(client: Client): Promise<string> {
  expect((await client.get('/index.php?route=tool/captcha')).status).toBe(200);
  const [row] = await server.database.query<{ data: { captcha: string } | string }>(
    'select data from sessions where id = $1',
    [client.cookies.get('sid')],
  );
  const data = typeof row!.data === 'string' ? (JSON.parse(row!.data) as { captcha: string }) : row!.data;
  return data.captcha;
}

/** A form factory: every field type, no captcha unless asked, one recipient. */
async function makeForm(
  overrides: { require_captcha?: boolean; recipients?: string; after_submit_message?: string } = {},
): Promise<number> {
  const form: Omit<CustomForm, 'form_data'> & { form_data: Omit<CustomForm['form_data'], 'id'> } = {
    form_data: {
      ...customFormSchema.parse({ form_data: { id: 1 }, layout_settings: {}, fields: [] }).form_data,
      require_captcha: overrides.require_captcha ?? false,
      after_submit_message: overrides.after_submit_message ?? '',
      heading_text: 'Test form',
    },
    layout_settings: customFormSchema.parse({ form_data: { id: 1 }, layout_settings: {}, fields: [] }).layout_settings,
    fields: customFormSchema.parse({ form_data: { id: 1 }, layout_settings: {}, fields: ALL_FIELDS }).fields,
  };
  const [row] = await server.database.query<{ form_id: number }>(
    'insert into custom_forms (name, form_data, layout_settings, fields, recipients) values ($1, $2, $3, $4, $5) returning form_id',
    [
      'Factory form',
      JSON.stringify(form.form_data),
      JSON.stringify(form.layout_settings),
      JSON.stringify(form.fields),
      overrides.recipients ?? 'desk@partsdesk.example',
    ],
  );
  return row!.form_id;
}

const ALL_FIELDS = [
  { id: 'head', type: 'legend', legend_text: 'About you', index: 0 },
  { id: 'note', type: 'description', description_text: 'We answer within a day.', index: 1 },
  { id: 'pic', type: 'image', img_src: '/media/forms/fleet.svg', img_width: 100, img_height: 40, index: 2 },
  { id: 'name', type: 'text', label_text: 'Name', required: 1, index: 3 },
  { id: 'email', type: 'email', label_text: 'Email', required: 1, index: 4 },
  { id: 'message', type: 'textarea', label_text: 'Message', required: 1, index: 5 },
  {
    id: 'size',
    type: 'dropdown',
    label_text: 'Size',
    options: [{ value: 'Small' }, { value: 'Large' }],
    required: 1,
    index: 6,
  },
  {
    id: 'pay',
    type: 'radio',
    label_text: 'Pay',
    options: [{ value: 'Cash' }, { value: 'Card' }],
    required: 1,
    index: 7,
  },
  { id: 'agree', type: 'checkbox', label_text: 'Agree', required: 1, index: 8 },
  { id: 'day', type: 'date', label_text: 'Day', required: 1, index: 9 },
  { id: 'at', type: 'time', label_text: 'At', required: 1, index: 10 },
  { id: 'when', type: 'datetime', label_text: 'When', required: 1, index: 11 },
  { id: 'store', type: 'store_select', label_text: 'Store', required: 1, index: 12 },
];

const goodValues = {
  name: 'Pat Lee',
  email: 'pat@example.com',
  message: 'Two vans',
  size: 'Large',
  pay: 'Card',
  agree: '1',
  day: '2027-03-01',
  at: '09:30',
  when: '2027-03-02T14:15',
  store: 'Round Rock',
};
const asForm = (formId: number, values: Record<string, string>, extra: Record<string, string> = {}) => ({
  form_id: String(formId),
  origin_url: '/information/information?slug=test',
  ...Object.fromEntries(Object.entries(values).map(([k, v]) => [`submission_values[${k}]`, v])),
  ...extra,
});

describe('module/forms/getLocations', () => {
  it('lists every store with its name and email list, by GET and by POST, and no warehouse', async () => {
    const get = await server
      .client()
      .get<{ locations: { location_name: string; email_address: string }[] }>(
        '/index.php?route=module/forms/getLocations',
      );
    const post = await server
      .client()
      .post<{ locations: unknown[] }>('/index.php?route=module/forms/getLocations', {}, { form: true });
    expect(get.status).toBe(200);
    expect(get.body.locations).toEqual([
      { location_name: 'Austin - North Lamar', email_address: 'northlamar@partsdesk.example' },
      { location_name: 'Round Rock', email_address: 'roundrock@partsdesk.example,manager.rr@partsdesk.example' },
      { location_name: 'San Marcos', email_address: 'sanmarcos@partsdesk.example' },
    ]);
    expect(post.body).toEqual(get.body);
  });
});

describe('GET /api/forms/:form_id', () => {
  it('answers the demo forms sorted by index, without their recipients; unknown or bad ids are refused', async () => {
    const fleet = await server.client().get<CustomForm>(`/api/forms/${FLEET_FORM_ID}`);
    expect(fleet.status).toBe(200);
    expect(new Set(fleet.body.fields.map((f) => f.type)).size).toBe(13);
    expect(fleet.body.fields.map((f) => f.index)).toEqual(
      [...fleet.body.fields.map((f) => f.index)].sort((a, b) => a - b),
    );
    expect(fleet.body.form_data).toMatchObject({ id: FLEET_FORM_ID, require_captcha: true });
    expect(JSON.stringify(fleet.body)).not.toContain('fleet@partsdesk.example');
    expect((await server.client().get(`/api/forms/${PARTS_FORM_ID}`)).status).toBe(200);
    const missing = await server.client().get<{ error: string }>('/api/forms/9999');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe(CUSTOM_FORM_TEXT.notFound);
    expect((await server.client().get('/api/forms/abc')).status).toBe(400);
  });
});

describe('module/forms/postSubmission', () => {
  it('stores a good submission and mails every recipient and the chosen store through the outbox', async () => {
    const formId = await makeForm({
      recipients: 'desk@partsdesk.example, boss@partsdesk.example',
      after_submit_message: 'Got it!',
    });
    const res = await server
      .client()
      .post<{ success: string; submission_id: number }>(
        '/index.php?route=module/forms/postSubmission',
        asForm(formId, goodValues),
        { form: true },
      );
    expect(res.status).toBe(200);
    expect(res.body.success).toBe('Got it!');
    const [stored] = await server.database.query<{ submission_values: Record<string, unknown>; origin_url: string }>(
      'select submission_values, origin_url from form_submissions where submission_id = $1',
      [res.body.submission_id],
    );
    expect(stored!.submission_values).toEqual({ ...goodValues, agree: true, when: '2027-03-02 14:15' });
    expect(stored!.origin_url).toBe('/information/information?slug=test');
    const mail = await outboxTo(`Test form #${res.body.submission_id}`);
    expect(mail.map((m) => m.to_address)).toEqual([
      'desk@partsdesk.example',
      'boss@partsdesk.example',
      'roundrock@partsdesk.example',
    ]);
    expect(mail[0]!.text_body).toContain('Message: Two vans');
    expect(mail[0]!.text_body).toContain('Agree: Yes');
    expect(mail[0]!.reply_to).toBe('pat@example.com');
  });

  it('answers the default thank-you text and takes JSON too', async () => {
    const formId = await makeForm();
    const res = await server.client().post<{ success: string }>('/module/forms/postSubmission', {
      form_id: formId,
      origin_url: '/x',
      submission_values: { ...goodValues, agree: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(CUSTOM_FORM_TEXT.thankYou);
  });

  it("refuses each field type's bad value with its message, storing and mailing nothing", async () => {
    const formId = await makeForm();
    const before = [await count('form_submissions'), await count('email_outbox')];
    const cases: [Record<string, string>, string, string][] = [
      [{ ...goodValues, name: '  ' }, 'name', 'Name is required!'],
      [{ ...goodValues, email: '' }, 'email', 'Email is required!'],
      [{ ...goodValues, email: 'pat@' }, 'email', MSG.mustBeValidEmail],
      [{ ...goodValues, message: '' }, 'message', 'Message is required!'],
      [{ ...goodValues, message: 'x'.repeat(5001) }, 'message', MSG.maxChars(5000)],
      [{ ...goodValues, name: 'x'.repeat(256) }, 'name', MSG.maxChars(255)],
      [{ ...goodValues, size: 'Huge' }, 'size', CUSTOM_FORM_TEXT.chooseOption('Size')],
      [{ ...goodValues, pay: '' }, 'pay', 'Pay is required!'],
      [{ ...goodValues, pay: 'Barter' }, 'pay', CUSTOM_FORM_TEXT.chooseOption('Pay')],
      [{ ...goodValues, agree: '0' }, 'agree', 'Agree is required!'],
      [{ ...goodValues, day: '2027-02-30' }, 'day', CUSTOM_FORM_TEXT.dateFormat('Day')],
      [{ ...goodValues, day: '03/01/2027' }, 'day', CUSTOM_FORM_TEXT.dateFormat('Day')],
      [{ ...goodValues, at: '24:00' }, 'at', CUSTOM_FORM_TEXT.timeFormat('At')],
      [{ ...goodValues, when: '2027-03-02' }, 'when', CUSTOM_FORM_TEXT.datetimeFormat('When')],
      [{ ...goodValues, store: 'Central Warehouse' }, 'store', CUSTOM_FORM_TEXT.chooseOption('Store')],
      [{ ...goodValues, store: '' }, 'store', 'Store is required!'],
    ];
    for (const [values, field, message] of cases) {
      const res = await server
        .client()
        .post<{ error: string; errors: Record<string, string> }>(
          '/module/forms/postSubmission',
          asForm(formId, values),
          { form: true },
        );
      expect(res.status, field).toBe(400);
      expect(res.body.errors[field], field).toBe(message);
      expect(res.body.error, field).toBe(message);
    }
    const { agree: _agree, ...withoutBox } = goodValues;
    const unticked = await server
      .client()
      .post<{ errors: Record<string, string> }>('/module/forms/postSubmission', asForm(formId, withoutBox), {
        form: true,
      });
    expect(unticked.body.errors.agree).toBe('Agree is required!');
    const noForm = await server.client().post<{ errors: Record<string, string> }>('/module/forms/postSubmission', {
      origin_url: '/x',
      submission_values: goodValues,
    });
    expect(noForm.status).toBe(400);
    expect(noForm.body.errors.form_id).toBeDefined();
    const noOrigin = await server.client().post<{ errors: Record<string, string> }>('/module/forms/postSubmission', {
      form_id: formId,
      submission_values: goodValues,
    });
    expect(noOrigin.body.errors.origin_url).toBe(MSG.required);
    expect(
      (
        await server
          .client()
          .post('/module/forms/postSubmission', { form_id: 99999, origin_url: '/x', submission_values: goodValues })
      ).status,
    ).toBe(404);
    expect([await count('form_submissions'), await count('email_outbox')]).toEqual(before);
  });

  it('asks for the captcha when the form requires it: missing, wrong or reused answers are refused, the right one sends', async () => {
    const client = server.client();
    const fleet = {
      company: 'Lone Star Plumbing',
      email: 'ops@lonestar.example',
      fleet_size: '6-20 vehicles',
      billing: 'Monthly invoice',
      home_store: 'San Marcos',
      start_date: '2027-01-04',
      terms: 'on',
    };
    const before = await count('form_submissions');
    const missing = await client.post<{ errors: Record<string, string> }>(
      '/module/forms/postSubmission',
      asForm(FLEET_FORM_ID, fleet),
      { form: true },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.errors.captcha).toBe(CUSTOM_FORM_TEXT.captchaRequired);
    await captchaOf(client);
    const wrong = await client.post<{ errors: Record<string, string> }>(
      '/module/forms/postSubmission',
      asForm(FLEET_FORM_ID, fleet, { captcha: 'nope!' }),
      { form: true },
    );
    expect(wrong.body.errors.captcha).toBe(PRODUCT_MSG.captchaWrong);
    const answer = await captchaOf(client);
    const ok = await client.post<{ success: string; submission_id: number }>(
      '/module/forms/postSubmission',
      asForm(FLEET_FORM_ID, fleet, { captcha: answer, idempotency_key: 'fleet-key-0001' }),
      { form: true },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.success).toBe(CUSTOM_FORM_TEXT.thankYou);
    // The same picture's answer does not send another submission.
    const reused = await client.post<{ errors: Record<string, string> }>(
      '/module/forms/postSubmission',
      asForm(FLEET_FORM_ID, { ...fleet, company: 'Other Co' }, { captcha: answer }),
      { form: true },
    );
    expect(reused.body.errors.captcha).toBe(PRODUCT_MSG.captchaWrong);
    expect(await count('form_submissions')).toBe(before + 1);
    const mail = await outboxTo(`Open a fleet account #${ok.body.submission_id}`);
    expect(mail.map((m) => m.to_address)).toEqual([
      'fleet@partsdesk.example',
      'accounts@partsdesk.example',
      'sanmarcos@partsdesk.example',
    ]);
  });

  it('stores and mails a double submit once, with or without a key; a reused key with other values is a 409', async () => {
    const formId = await makeForm();
    const client = server.client();
    const body = asForm(formId, { ...goodValues, name: 'Double Click' }, { idempotency_key: 'double-click-01' });
    const [a, b] = await Promise.all([
      client.post<{ submission_id: number }>('/module/forms/postSubmission', body, { form: true }),
      client.post<{ submission_id: number }>('/module/forms/postSubmission', body, { form: true }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.submission_id).toBe(b.body.submission_id);
    expect(await outboxTo(`Test form #${a.body.submission_id}`)).toHaveLength(2);
    const other = await client.post<{ error: string }>(
      '/module/forms/postSubmission',
      asForm(formId, { ...goodValues, name: 'Someone Else' }, { idempotency_key: 'double-click-01' }),
      { form: true },
    );
    expect(other.status).toBe(409);
    expect(other.body.error).toBe(CUSTOM_FORM_TEXT.alreadySent);
    const noKey = asForm(formId, { ...goodValues, name: 'No Key' });
    const first = await client.post<{ submission_id: number }>('/module/forms/postSubmission', noKey, { form: true });
    const second = await client.post<{ submission_id: number }>('/module/forms/postSubmission', noKey, { form: true });
    expect(second.body.submission_id).toBe(first.body.submission_id);
    const [n] = await server.database.query<{ n: number }>(
      "select count(*)::int as n from form_submissions where submission_values->>'name' in ('Double Click', 'No Key')",
    );
    expect(n!.n).toBe(2);
  });

  it('lets staff read submissions, and no one else', async () => {
    const formId = await makeForm();
    await server
      .client()
      .post('/module/forms/postSubmission', asForm(formId, { ...goodValues, name: 'For Staff' }), { form: true });
    expect((await server.client().get('/api/staff/forms/submissions')).status).toBe(403);
    const staff = server.client();
    await staff.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' });
    const list = await staff.get<{
      submissions: { form_id: number; form_name: string; submission_values: Record<string, unknown> }[];
    }>(`/api/staff/forms/submissions?form_id=${formId}`);
    expect(list.status).toBe(200);
    expect(list.body.submissions).toHaveLength(1);
    expect(list.body.submissions[0]).toMatchObject({
      form_id: formId,
      form_name: 'Factory form',
      submission_values: { name: 'For Staff' },
    });
    expect((list.body.submissions[0] as unknown as { fields: { label: string }[] }).fields.map((f) => f.label)).toEqual(
      ['Name', 'Email', 'Message', 'Size', 'Pay', 'Agree', 'Day', 'At', 'When', 'Store'],
    );
  });
});

describe('information pages', () => {
  it('answers a page by slug or id with its custom-form elements; unknown pages are 404', async () => {
    const fleet = await server
      .client()
      .get<{ title: string; body: string; information_id: number }>('/api/content/information?slug=fleet-accounts');
    expect(fleet.status).toBe(200);
    expect(fleet.body.body).toContain(`<div class="custom-form" data-id="${FLEET_FORM_ID}"></div>`);
    expect(
      (await server.client().get(`/api/content/information?information_id=${fleet.body.information_id}`)).body,
    ).toEqual(fleet.body);
    expect((await server.client().get('/api/content/information?slug=nope')).status).toBe(404);
    expect((await server.client().get('/api/content/information')).status).toBe(400);
  });
});
