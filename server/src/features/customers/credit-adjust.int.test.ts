// Store credit adjusted down (issue 28 "Also at the counter"): a negative amount on the Credits tab takes credit away,
// with its description as the reason; never below zero, never without a reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditBalance } from '#src/features/payments/credit';
import { makeCustomer } from '#src/test/pos-fixtures';
import { startTestServer, type Client, type TestServer } from '#src/test/http';

let server: TestServer;
let staff: Client;
beforeAll(async () => {
  server = await startTestServer();
  staff = server.client();
  expect((await staff.post('/api/staff/login', { username: 'cashier', password: 'partsdesk' })).status).toBe(200);
});
afterAll(() => server.close());

type Refusal = { error: string; errors: Record<string, string> };

describe('store credit adjusted down', () => {
  it('a negative amount with a reason takes credit away; without a reason, at zero or below the balance it is refused', async () => {
    const id = await makeCustomer(server.database.db, { creditCents: 3_000 });
    const add = (body: Record<string, string>) =>
      staff.post<Refusal & { balance: string }>(`/api/customer_credit/add?customer_id=${id}`, body);
    const down = await add({ description: 'Credit given twice by mistake', amount: '-12.25' });
    expect(down.status).toBe(200);
    expect(down.body.balance).toBe('17.75');
    expect(await creditBalance(server.database.db, id)).toBe(1_775);

    const noReason = await add({ description: ' ', amount: '-1.00' });
    expect(noReason.status).toBe(400);
    expect(Object.keys(noReason.body.errors)).toEqual(['description']);
    const zero = await add({ description: 'Nothing', amount: '-0.00' });
    expect(zero.body.errors).toEqual({ amount: 'Amount must be more than $0.00' });
    const tooMuch = await add({ description: 'Too much', amount: '-17.76' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error).toBe('Not enough store credit: the balance is $17.75.');
    expect(await creditBalance(server.database.db, id)).toBe(1_775);
  });
});
