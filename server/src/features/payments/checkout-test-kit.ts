// The server, the logged-in cashier and the calls the POS checkout tests share (tenders, terminals, void and complete):
// one place for the setup, so the three test files start the same way. Each file gets its own server.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AddTransactionAnswer, CheckoutState } from '@parts/common/pos-checkout';
import { rowsOf } from '#src/db/rows';
import { saveSettings } from '#src/features/settings/queries';
import { startTestServer, type Client, type TestServer } from '#src/test/http';

export type Answer = AddTransactionAnswer & { error?: string; errors?: Record<string, string> };

/**
 * Starts a server for the file (simulator on auto, 100 ms) with a cashier logged in; `server` and `staff` are set in
 * beforeAll. `env` adds environment variables to the server's configuration (TERMINAL_CALL_TIMEOUT_MS, say).
 */
export function useCheckoutServer(env: Record<string, string> = {}) {
  // The cashier works the counter; the simulators are switched by an admin (cashiers lack simulators.switch).
  const t = {
    server: undefined as unknown as TestServer,
    staff: undefined as unknown as Client,
    manager: undefined as unknown as Client,
  };
  beforeAll(async () => {
    t.server = await startTestServer(env);
    t.staff = t.server.client();
    expect((await t.staff.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
    t.manager = t.server.client();
    expect((await t.manager.post('/api/staff/login', { username: 'admin', password: 'partsdesk' })).status).toBe(200);
    expect((await t.manager.post('/pos/checkout/simulator', { mode: 'auto', delay_ms: 100 })).status).toBe(200);
  });
  afterAll(() => t.server.close());
  beforeEach(async () => {
    await saveSettings(db(), { pos_terminal_simulator_mode: 'auto', pos_terminal_simulator_delay_ms: 100 });
  });

  const db = () => t.server.database.db;
  const key = () => randomBytes(8).toString('hex');
  const pay = (orderId: number, body: Record<string, string>, query = '') =>
    t.staff.post<Answer>(
      `/pos/checkout/addTransaction?orderId=${orderId}${query}`,
      { idempotency_key: key(), ...body },
      { form: true },
    );
  const state = async (orderId: number) =>
    (await t.staff.get<CheckoutState>(`/pos/checkout/getTransactions?orderId=${orderId}`)).body;
  const devices = async (orderId: number) => {
    const s = await state(orderId);
    return {
      reader: String(s.cardDevices[0]!.device_id),
      terminal: String(s.smartTerminals[0]!.device_id),
      dept: String(s.departments[0]!.device_id),
    };
  };
  const waitFor = async (orderId: number, transactionId: number, status: string) => {
    for (let i = 0; i < 100; i++) {
      const x = (await state(orderId)).transactions.find((y) => y.transaction_id === transactionId)!;
      if (x.status === status) return x;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`transaction ${transactionId} never became ${status}`);
  };
  const simRows = async () =>
    rowsOf<{ n: number }>(await db().execute(sql`select count(*)::int as n from terminal_sim_requests`))[0]!.n;
  return Object.assign(t, { db, key, pay, state, devices, waitFor, simRows });
}
