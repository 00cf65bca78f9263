// Alert bars made in the back office show on the storefront's /api/content/alerts; switched off they are gone;
// bad input saves nothing; a cashier is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlertBar } from '@parts/common/content';
import type { AdminAlertBar } from '@parts/common/content-admin';
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

const bar = {
  message: 'Closed on Thursday for Thanksgiving',
  link: '/information/information?slug=hours',
  link_text: 'Opening hours',
  tone: 'warning',
  days: 3,
  status: true,
  sort_order: 0,
};
const shopperAlerts = async () =>
  (await server.client().get<{ alerts: AlertBar[] }>('/api/content/alerts')).body.alerts;

describe('alert bars made in the back office', () => {
  it('shows a new bar on the storefront, keeps its id when edited and hides it when switched off', async () => {
    const saved = await admin.post<{ alert_id: string }>('/admin/api/content/alert/save', bar);
    expect(saved.status).toBe(200);
    expect(saved.body.alert_id).toMatch(/^alert-[0-9a-f]{12}$/);
    const id = saved.body.alert_id;
    expect((await shopperAlerts()).find((a) => a.alert_id === id)).toEqual({
      alert_id: id,
      message: 'Closed on Thursday for Thanksgiving',
      link: '/information/information?slug=hours',
      link_text: 'Opening hours',
      tone: 'warning',
      days: 3,
    });

    const off = await admin.post('/admin/api/content/alert/save', { ...bar, alert_id: id, status: false });
    expect(off.status).toBe(200);
    expect((await shopperAlerts()).map((a) => a.alert_id)).not.toContain(id);
    const list = await admin.get<{ alerts: AdminAlertBar[] }>('/admin/api/content/alerts');
    expect(list.body.alerts.find((a) => a.alert_id === id)?.status).toBe(false);

    expect((await admin.post('/admin/api/content/alert/delete', { alert_id: id })).status).toBe(200);
    const after = await admin.get<{ alerts: AdminAlertBar[] }>('/admin/api/content/alerts');
    expect(after.body.alerts.map((a) => a.alert_id)).not.toContain(id);
  });

  it('refuses bad input with 400 and saves nothing', async () => {
    const before = (await admin.get<{ alerts: AdminAlertBar[] }>('/admin/api/content/alerts')).body.alerts.length;
    const bad = await admin.post('/admin/api/content/alert/save', {
      ...bar,
      message: '',
      link: 'javascript:alert(1)',
      days: 0,
    });
    expect(bad.status).toBe(400);
    const after = (await admin.get<{ alerts: AdminAlertBar[] }>('/admin/api/content/alerts')).body.alerts.length;
    expect(after).toBe(before);
  });

  it('refuses a cashier', async () => {
    expect((await cashier.post('/admin/api/content/alert/save', bar)).status).toBe(403);
    expect((await cashier.get('/admin/api/content/alerts')).status).toBe(403);
  });
});
