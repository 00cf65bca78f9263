// Demo custom forms (issue 11, decision 0022): a parts-request form on the contact page and a fleet-account form, which
// uses all thirteen field types, on the Fleet Accounts information page (footer link, and a link on the contact page).
import { eq } from 'drizzle-orm';
import { customFormSchema, type CustomForm } from '@parts/common/custom-form';
import type { Database } from '#src/db/client';
import * as t from '#src/db/schema/index';

export const PARTS_FORM_ID = 1;
export const FLEET_FORM_ID = 2;
export const FLEET_PICTURE = 'forms/fleet.svg';

type Def = { name: string; recipients: string; form: CustomForm };

const def = (name: string, recipients: string, form: unknown): Def => ({
  name,
  recipients,
  form: customFormSchema.parse(form),
});

export const DEMO_FORMS: Def[] = [
  def('Parts request', 'parts@partsdesk.example', {
    form_data: {
      id: PARTS_FORM_ID,
      // The contact page's Contact Us form already shows a captcha, and a session holds one picture's answer at a time.
      require_captcha: false,
      heading_text: 'Request a part',
      submit_btn_text: 'Send request',
      submit_btn_submitted_text: 'Sending...',
      submit_btn_color: '#b3261e',
      submit_btn_text_color: '#ffffff',
      after_submit_message: 'Thank you! A parts specialist will get back to you within one business day.',
      label_position: 'other',
      label_font_size: 15,
    },
    layout_settings: { background_color: '#f6f7f9', padding: '20px', margin: '0 0 24px 0', heading_color: '#1d2733' },
    fields: [
      { id: 'name', type: 'text', label_text: 'Your name', required: 1, index: 1 },
      { id: 'email', type: 'email', label_text: 'Email', placeholder_text: 'you@example.com', required: 1, index: 2 },
      { id: 'phone', type: 'text', label_text: 'Phone', placeholder_text: '(512) 555-0100', index: 3 },
      {
        id: 'vehicle',
        type: 'text',
        label_text: 'Vehicle (year, make, model)',
        placeholder_text: '2015 Ford F-150',
        required: 1,
        index: 4,
      },
      { id: 'vin', type: 'text', label_text: 'VIN (optional)', index: 5 },
      {
        id: 'part',
        type: 'textarea',
        label_text: 'Which part do you need?',
        placeholder_text: 'Part name or number, brand, front or rear…',
        required: 1,
        index: 6,
      },
      { id: 'store', type: 'store_select', label_text: 'Pick up at', required: 1, index: 7 },
      {
        id: 'contact_by',
        type: 'radio',
        label_text: 'Contact me by',
        options: [{ value: 'Email' }, { value: 'Phone' }],
        index: 8,
      },
    ],
  }),
  def('Fleet account', 'fleet@partsdesk.example,accounts@partsdesk.example', {
    form_data: {
      id: FLEET_FORM_ID,
      require_captcha: true,
      heading_text: 'Open a fleet account',
      submit_btn_text: 'Apply',
      submit_btn_submitted_text: 'Submitting...',
      submit_btn_position: 'left',
      label_position: 'left',
      label_font_size: 15,
    },
    layout_settings: { background_color: '#ffffff', padding: '20px', heading_color: '#0b3d91', text_color: '#1d2733' },
    fields: [
      { id: 'intro', type: 'legend', legend_text: 'Your business', index: 1 },
      {
        id: 'about',
        type: 'description',
        description_text:
          'Fleet accounts get Fleet group pricing, monthly invoicing and priority delivery from your home store.',
        index: 2,
      },
      {
        id: 'picture',
        type: 'image',
        img_src: `/media/${FLEET_PICTURE}`,
        img_width: 320,
        img_height: 120,
        label_text: 'Fleet service vans',
        index: 3,
      },
      { id: 'company', type: 'text', label_text: 'Company', required: 1, index: 4 },
      { id: 'email', type: 'email', label_text: 'Email', required: 1, index: 5 },
      {
        id: 'fleet_size',
        type: 'dropdown',
        label_text: 'Fleet size',
        options: [
          { value: '1-5 vehicles' },
          { value: '6-20 vehicles' },
          { value: '21-50 vehicles' },
          { value: 'More than 50' },
        ],
        required: 1,
        index: 6,
      },
      {
        id: 'billing',
        type: 'radio',
        label_text: 'Billing',
        options: [{ value: 'Monthly invoice' }, { value: 'Card on file' }],
        required: 1,
        index: 7,
      },
      { id: 'home_store', type: 'store_select', label_text: 'Home store', required: 1, index: 8 },
      { id: 'start_date', type: 'date', label_text: 'Start date', required: 1, index: 9 },
      { id: 'call_time', type: 'time', label_text: 'Best time to call', index: 10 },
      { id: 'visit', type: 'datetime', label_text: 'Visit by our fleet manager', index: 11 },
      { id: 'notes', type: 'textarea', label_text: 'Vehicles and parts you buy most', index: 12 },
      {
        id: 'terms',
        type: 'checkbox',
        label_text: 'I agree to be contacted about this application',
        required: 1,
        index: 13,
      },
    ],
  }),
];

const para = (...lines: string[]) => lines.join('\n\n');

export const DEMO_PAGES = [
  {
    informationId: 1,
    slug: 'contact',
    title: "Can't find your part?",
    body: para(
      "Can't find the part you need? Tell us what you drive and what you are after; we search our warehouse and suppliers and call you back.",
      `<div class="custom-form" data-id="${PARTS_FORM_ID}"></div>`,
    ),
    sortOrder: 0,
  },
  {
    informationId: 2,
    slug: 'fleet-accounts',
    title: 'Fleet Accounts',
    body: para(
      'Run a fleet of trucks, vans or service vehicles? A fleet account keeps them on the road for less.',
      '<ul><li>Fleet pricing on every part</li><li>Monthly invoice, one statement for all your vehicles</li><li>Parts held at your home store</li></ul>',
      `<div class="custom-form" data-id="${FLEET_FORM_ID}"></div>`,
      '<p>Questions first? <a href="/information/contact">Contact us</a> or call your home store.</p>',
    ),
    sortOrder: 1,
  },
];

const FLEET_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="120" viewBox="0 0 320 120"><rect width="320" height="120" fill="#e8eef7"/><g fill="#0b3d91"><rect x="20" y="50" width="110" height="40" rx="6"/><rect x="130" y="62" width="40" height="28" rx="4"/><rect x="180" y="50" width="110" height="40" rx="6"/><rect x="290" y="62" width="20" height="28" rx="4"/></g><g fill="#1d2733"><circle cx="50" cy="92" r="10"/><circle cx="140" cy="92" r="10"/><circle cx="210" cy="92" r="10"/><circle cx="295" cy="92" r="10"/></g><text x="160" y="30" font-family="sans-serif" font-size="16" text-anchor="middle" fill="#0b3d91">Fleet service</text></svg>`;

export async function loadFormsDemo(database: Database): Promise<void> {
  const { db } = database;
  await database.query('truncate table form_submissions, custom_forms, information_pages restart identity cascade');
  await db.insert(t.customForms).values(
    DEMO_FORMS.map((f) => {
      const { id, ...formData } = f.form.form_data;
      return {
        formId: id,
        name: f.name,
        formData,
        layoutSettings: f.form.layout_settings,
        fields: f.form.fields,
        recipients: f.recipients,
      };
    }),
  );
  await db.insert(t.informationPages).values(DEMO_PAGES);
  await db.delete(t.media).where(eq(t.media.path, FLEET_PICTURE));
  await db.insert(t.media).values({ path: FLEET_PICTURE, contentType: 'image/svg+xml', body: Buffer.from(FLEET_SVG) });
  for (const [table, col] of [
    ['custom_forms', 'form_id'],
    ['information_pages', 'information_id'],
  ] as const) {
    await database.query(
      `select setval(pg_get_serial_sequence('${table}', '${col}'), (select coalesce(max(${col}), 1) from ${table}))`,
    );
  }
}
