// The audit log page (decision 0062): what a manager reads after a risky action, newest first, 20 a page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '@parts/common/audit';
import { recordAudit } from '#src/features/audit/audit';
import { findUserByUsername } from '#src/features/staff/queries';
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
  const who = (await findUserByUsername(server.database.db, 'cashier'))!;
  for (let i = 1; i <= 22; i++)
    await recordAudit(
      server.database.db,
      { staff: who, locationId: 1, ip: '10.0.0.7' },
      {
        action: 'price.override',
        targetType: 'order',
        targetId: 1000 + i,
        summary: `Price changed on order #${1000 + i}`,
      },
    );
  await recordAudit(
    server.database.db,
    { staff: who, locationId: 1, ip: '10.0.0.7' },
    { action: 'order.void', targetType: 'order', targetId: 1042, summary: 'Voided order #1042 ($84.17)' },
  );
});
afterAll(() => server.close());

describe('the audit log', () => {
  it('lists the newest first, 20 a page, with who, what and from which register, and counts per action family', async () => {
    const res = await admin.get<AuditPage>('/admin/api/audit/list');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total_items: 23, total_pages: 2, page: 1, limit: 20 });
    expect(res.body.counts).toEqual({ order: 1, price: 22 });
    expect(res.body.items).toHaveLength(20);
    expect(res.body.items[0]).toMatchObject({
      action: 'order.void',
      summary: 'Voided order #1042 ($84.17)',
      user_name: 'Casey Rivera',
      target_id: '1042',
      ip: '10.0.0.7',
    });
    const second = await admin.get<AuditPage>('/admin/api/audit/list?page=2');
    expect(second.body.items.map((r) => r.summary)).toEqual([
      'Price changed on order #1003',
      'Price changed on order #1002',
      'Price changed on order #1001',
    ]);
  });

  it('filters by action family', async () => {
    const res = await admin.get<AuditPage>('/admin/api/audit/list?action=order');
    expect(res.body.items.map((r) => r.summary)).toEqual(['Voided order #1042 ($84.17)']);
  });

  it('is refused to a cashier, who has no audit.view permission', async () => {
    expect((await cashier.get('/admin/api/audit/list')).status).toBe(403);
  });
});
