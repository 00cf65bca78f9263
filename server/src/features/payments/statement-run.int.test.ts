// The automatic monthly statements (issue 28, decision 0068): on the account's statement day last month's statement is
// made and emailed through the outbox, once — also when two server processes run the job at the same moment.
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '#src/db/rows';
import { houseAccountCharges } from '#src/db/schema/index';
import { runStatements } from '#src/features/house-accounts/statement-run';
import { makeCustomer, makeOrder } from '#src/test/pos-fixtures';
import { useCheckoutServer } from './checkout-test-kit';

const pos = useCheckoutServer();
const { db, pay } = pos;

describe('the monthly statement run', () => {
  it('statement day 15: nothing on Nov 14; on Nov 15 two runs at once make one October statement and one email', async () => {
    const shop = await makeCustomer(db());
    expect(
      (
        await pos.manager.post(`/pos/account/save?customerId=${shop}`, {
          enabled: '1',
          credit_limit: '1000.00',
          terms_days: '30',
          statement_day: '15',
        })
      ).status,
    ).toBe(200);
    const order = await makeOrder(db(), { totalCents: 12_500, customerId: shop });
    expect((await pay(order, { transaction_type: 'house_account', amount: '125.00' })).status).toBe(200);
    await db()
      .update(houseAccountCharges)
      .set({ invoiceDate: '2026-10-20', dueDate: '2026-11-19' })
      .where(eq(houseAccountCharges.orderId, order));

    const mine = async () =>
      rowsOf<{ period: string; closing_cents: number; subject: string; to_address: string; text_body: string }>(
        await db().execute(sql`select s.period, s.closing_cents, e.subject, e.to_address, e.text_body
          from account_statements s join email_outbox e on e.email_id = s.email_id
          where s.customer_id = ${shop} and e.kind = 'account_statement'`),
      );
    await runStatements(db(), '2026-11-14');
    expect(await mine()).toEqual([]);

    await Promise.all([runStatements(db(), '2026-11-15'), runStatements(db(), '2026-11-15')]);
    await runStatements(db(), '2026-11-28');
    const made = await mine();
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      period: '2026-10',
      closing_cents: 12_500,
      subject: 'Your statement for 2026-10',
      to_address: expect.stringMatching(/^casey-.*@example\.com$/),
    });
    expect(made[0]!.text_body).toContain(`Invoice #${order}`);
    expect(made[0]!.text_body).toContain('Balance due: $125.00');
    const [count] = rowsOf<{ n: number }>(
      await db().execute(
        sql`select count(*)::int as n from email_outbox where customer_id = ${shop} and kind = 'account_statement'`,
      ),
    );
    expect(count!.n).toBe(1);
  });
});
