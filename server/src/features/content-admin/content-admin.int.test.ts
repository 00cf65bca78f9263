// The owner's content, made in the back office and seen on the storefront (issue 27 "Done when"): a banner slide with
// its uploaded picture on the home page, a blog post on the blog, a custom form placed on an information page whose
// submission reaches the outbox and the form's submissions list. Refused to a cashier; bad input changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost, BannerModule } from '@parts/common/content';
import { CONTENT_MSG, type AdminBannerModule } from '@parts/common/content-admin';
import type { CustomForm } from '@parts/common/custom-form';
import { startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
let admin: Client;
let cashier: Client;
beforeAll(async () => {
  server = await startTestServer();
  admin = server.client();
  cashier = server.client();
  expect((await admin.post('/api/staff/login', { username: 'admin', password: 'partsdesk' })).status).toBe(200);
  expect((await cashier.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
});
afterAll(() => server.close());

/** A 1×1 PNG, as a phone's camera roll would never make one but a browser sends the same bytes. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

async function upload(body: Buffer, folder = 'banners') {
  const res = await fetch(`${server.baseUrl}/admin/api/content/image?folder=${folder}&filename=x.png`, {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-admin-token': admin.adminToken,
    },
    body,
  });
  return { status: res.status, body: (await res.json()) as { path: string; url: string; error?: string } };
}

describe('content made in the back office', () => {
  it('puts an uploaded banner on the home page', async () => {
    const picture = await upload(PNG);
    expect(picture.status).toBe(200);
    expect(picture.body.path).toMatch(/^content\/banners\/[A-Za-z0-9_-]+\.png$/);
    const served = await fetch(`${server.baseUrl}${picture.body.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');

    const module = await admin.post<{ id: number }>('/admin/api/content/bannerModule/save', {
      name: 'Winter sale',
      speed_ms: 4000,
      ratio: '1920:600',
      mobile_ratio: '750:600',
      status: true,
    });
    expect(module.status).toBe(200);
    const slide = await admin.post('/admin/api/content/banner/save', {
      module_id: module.body.id,
      image: picture.body.path,
      mobile_image: picture.body.path,
      title: 'Wipers 20% off',
      subtitle: 'Until Sunday',
      link: '/product/category?path=1',
      link_text: 'Shop wipers',
      open_in_new_tab: false,
      show_banner_title: true,
      sort_order: 0,
    });
    expect(slide.status).toBe(200);

    const home = await server.client().get<{ banners: BannerModule[] }>('/api/content/home');
    const shown = home.body.banners.find((b) => b.module_id === module.body.id);
    expect(shown?.banner_speed).toBe(4000);
    expect(shown?.banners).toEqual([
      expect.objectContaining({ title: 'Wipers 20% off', image: picture.body.url, link_text: 'Shop wipers' }),
    ]);
    const list = await admin.get<{ modules: AdminBannerModule[] }>('/admin/api/content/banners');
    expect(list.body.modules.find((m) => m.module_id === module.body.id)?.banners[0]?.title).toBe('Wipers 20% off');
  });

  it('refuses a file that is not a picture, and a link that is a script', async () => {
    const svg = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    expect(svg.status).toBe(415);
    expect(svg.body.error).toBe(CONTENT_MSG.notAnImage);
    const bad = await admin.post<{ errors: Record<string, string> }>('/admin/api/content/banner/save', {
      module_id: 1,
      image: 'content/banners/a.png',
      mobile_image: 'content/banners/a.png',
      title: 'x',
      subtitle: '',
      link: 'javascript:alert(1)',
      link_text: '',
      open_in_new_tab: false,
      show_banner_title: true,
      sort_order: 0,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['link']);
  });

  it('publishes a blog post at blog/<slug>, and refuses a second post at the same address', async () => {
    const guides = await admin.post<{ id: number }>('/admin/api/content/blog/category/save', {
      name: 'Guides',
      sort_order: 0,
    });
    const post = {
      title: 'Choosing winter wipers',
      slug: 'choosing-winter-wipers',
      category_ids: [guides.body.id],
      published_on: '2026-11-20',
      image: '',
      text_color: '#ffffff',
      summary: 'Beam or conventional?',
      body: 'Beam blades shed snow better.',
      status: true,
    };
    expect((await admin.post('/admin/api/content/blog/save', post)).status).toBe(200);
    const page = await server.client().get<BlogPost>('/api/content/post?url=blog/choosing-winter-wipers');
    expect(page.body).toMatchObject({ title: 'Choosing winter wipers', category: 'Guides', body: post.body });
    const again = await admin.post<{ errors: Record<string, string> }>('/admin/api/content/blog/save', post);
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ slug: CONTENT_MSG.urlTaken });
  });

  it('builds a form, places it on a page, and its submission reaches the outbox and the submissions list', async () => {
    const saved = await admin.post<{ id: number }>('/admin/api/content/form/save', {
      name: 'Fleet quote',
      recipients: 'fleet@partsdesk.example',
      status: true,
      form_data: {
        require_captcha: false,
        after_submit_message: 'We will call you back today.',
        heading_text: 'Ask for a fleet quote',
      },
      layout_settings: {},
      fields: [
        { id: 'company', type: 'text', label_text: 'Company', required: 1 },
        { id: 'size', type: 'dropdown', label_text: 'Fleet size', options: [{ value: '1-5' }, { value: '6+' }] },
      ],
    });
    expect(saved.status).toBe(200);
    const formId = saved.body.id;
    const page = await admin.post('/admin/api/content/information/save', {
      title: 'Fleet accounts',
      slug: 'fleet-quotes',
      body: `Ask us about fleet pricing.\n\n<div class="custom-form" data-id="${formId}"></div>`,
      status: true,
      sort_order: 5,
    });
    expect(page.status).toBe(200);

    const shopper = server.client();
    const shown = await shopper.get<CustomForm>(`/api/forms/${formId}`);
    expect(shown.body.form_data).toMatchObject({ id: formId, heading_text: 'Ask for a fleet quote' });
    expect(shown.body.fields.map((f) => f.label_text)).toEqual(['Company', 'Fleet size']);
    const sent = await shopper.post<{ success: string }>('/module/forms/postSubmission', {
      form_id: formId,
      origin_url: '/information/information?slug=fleet-quotes',
      submission_values: { company: 'Ramos Auto Repair', size: '6+' },
    });
    expect(sent.body.success).toBe('We will call you back today.');
    const [mail] = await server.database.query<{ to_address: string }>(
      "select to_address from email_outbox where kind = 'form_submission' and subject like 'Ask for a fleet quote%'",
    );
    expect(mail?.to_address).toBe('fleet@partsdesk.example');
    const forms = await admin.get<{ forms: { form_id: number; submissions: number }[] }>('/admin/api/content/forms');
    expect(forms.body.forms.find((f) => f.form_id === formId)?.submissions).toBe(1);
    const refused = await admin.post('/admin/api/content/form/delete', { id: formId });
    expect(refused.status).toBe(409);
  });

  it('refuses a dropdown without options and duplicate field ids, saving nothing', async () => {
    const before = (await admin.get<{ forms: unknown[] }>('/admin/api/content/forms')).body.forms.length;
    const res = await admin.post('/admin/api/content/form/save', {
      name: 'Broken',
      recipients: '',
      status: true,
      form_data: {},
      layout_settings: {},
      fields: [
        { id: 'a', type: 'dropdown', label_text: 'A' },
        { id: 'a', type: 'text', label_text: 'B' },
      ],
    });
    expect(res.status).toBe(400);
    expect((await admin.get<{ forms: unknown[] }>('/admin/api/content/forms')).body.forms.length).toBe(before);
  });

  it('is refused to a cashier', async () => {
    expect((await cashier.get('/admin/api/content/banners')).status).toBe(403);
    expect((await cashier.post('/admin/api/content/blog/delete', { id: 1 })).status).toBe(403);
  });
});

// The outbox's Resend (a new message per click key, decision 0096) is tested in store-admin/outbox-resend.int.test.ts.
