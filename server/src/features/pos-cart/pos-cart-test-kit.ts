// The POS cart tests' shared set-up: one server per test file, and the calls a cashier's screen makes on the cart.
import { afterAll, beforeAll, expect } from 'vitest';
import type { CartData } from '@parts/common/cart';
import { startTestServer, type Client, type TestServer } from '#src/test/http';
import { cents, plainPart } from '#src/test/cart-fixtures';

export interface Context {
  labor_rates: { labor_id: number; title: string; amount_cents: number }[];
  tax_classes: { tax_class_id: number; title: string }[];
  customer_vehicles: { vehicle_id: number; title: string }[];
  vehicle_id: number | null;
  fit: Record<string, { result: string; label: string }>;
  po_number_required: boolean;
}

/** Starts a server for this file (closed after it) and answers the cart calls the tests share. */
export function usePosCartServer() {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const db = () => server.database.db;
  const client = () => server.client();
  const cart = async (c: Client) => (await c.get<CartData>('/checkout/cart/getData')).body;
  const total = (data: CartData, code: string) =>
    data.totals.filter((t) => t.code === code).reduce((s, t) => s + cents(t.value), 0);
  const staff = async (username = 'cashier') => {
    const c = server.client();
    expect((await c.post('/api/staff/login', { username, password: 'partsdesk' })).status).toBe(200);
    return c;
  };
  const context = async (c: Client) => (await c.get<Context>('/pos/cart/context')).body;
  const rate = async (c: Client, title: string) => (await context(c)).labor_rates.find((r) => r.title === title)!;
  const addPart = async (c: Client, offset = 0) => {
    const part = await plainPart(db(), offset);
    expect(
      (await c.post('/checkout/cart/add', { product_id: String(part.product_id), quantity: '1' }, { form: true }))
        .status,
    ).toBe(200);
    return part;
  };
  return { db, client, cart, total, staff, context, rate, addPart };
}
