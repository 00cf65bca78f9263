// A house account's books (issue 28, decision 0058): its settings row, its open invoices and its balance, read inside
// the caller's transaction. Every writer locks the account row first (lockAccount), so a sale on account and a payment
// on account for one customer run one after the other and each sees the other's effect.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { houseAccounts } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';
import { HOUSE_MSG } from '@parts/common/house-account';

export type AccountRow = typeof houseAccounts.$inferSelect;

/** The account row, locked until the end of the transaction; undefined when the customer has none. */
export async function lockAccount(t: Db, customerId: number): Promise<AccountRow | undefined> {
  const [row] = await t.select().from(houseAccounts).where(eq(houseAccounts.customerId, customerId)).for('update');
  return row;
}

export async function accountOf(db: Db, customerId: number): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(houseAccounts)
    .where(and(eq(houseAccounts.customerId, customerId)));
  return row;
}

export interface InvoiceRow {
  id: number;
  orderId: number;
  date: string;
  dueDate: string;
  poNumber: string;
  amountCents: number;
  openCents: number;
}

/**
 * The account's invoices whose House Account tender is still approved (a voided tender is no invoice), oldest first,
 * with what each still owes: the charge less payments applied to it and less what a return gave back to the account
 * (a `refund` row of type house_account naming it in `refund_of`, written by returns/refund-tenders.ts). `openOnly` leaves out the paid ones.
 */
export async function invoicesOf(db: Db, customerId: number, openOnly = true): Promise<InvoiceRow[]> {
  const rows = rowsOf<{
    id: number;
    order_id: number;
    date: string;
    due_date: string;
    po_number: string;
    amount_cents: number;
    open_cents: number;
  }>(
    await db.execute(sql`select c.transaction_id as id, c.order_id, c.invoice_date::text as date,
        c.due_date::text as due_date, c.po_number, c.amount_cents,
        (c.amount_cents - coalesce((select sum(a.amount_cents) from account_payment_allocations a
          where a.transaction_id = c.transaction_id), 0)
          - coalesce((select sum(r.amount_cents) from order_transactions r
          where r.order_id = c.order_id and r.transaction_type = 'house_account' and r.status = 'refund'
            and r.details->>'refund_of' = c.transaction_id::text), 0))::int as open_cents
      from house_account_charges c
      join order_transactions t on t.transaction_id = c.transaction_id and t.status = 'approved'
      where c.customer_id = ${customerId}
      order by c.invoice_date, c.transaction_id`),
  );
  return rows
    .map((r) => ({
      id: r.id,
      orderId: r.order_id,
      date: r.date,
      dueDate: r.due_date,
      poNumber: r.po_number,
      amountCents: r.amount_cents,
      openCents: r.open_cents,
    }))
    .filter((r) => !openOnly || r.openCents > 0);
}

/**
 * Refuses to void a sale on account once a payment on account was applied to its invoice (issue 28): the payment would
 * be left pointing at a voided invoice and the account's books would no longer add up. Locks the account row first,
 * as every writer of the account does, so a payment on account running at the same time is seen.
 */
export async function refuseVoidOfPaidInvoice(t: Db, transactionId: number, customerId: number | undefined) {
  if (customerId) await lockAccount(t, customerId);
  const [row] = rowsOf<{ applied: number }>(
    await t.execute(
      sql`select coalesce(sum(amount_cents), 0)::int as applied from account_payment_allocations where transaction_id = ${transactionId}`,
    ),
  );
  const applied = row?.applied ?? 0;
  if (applied > 0) throw new HttpError(409, HOUSE_MSG.voidAfterPayment(applied));
}

/** What the account owes now: the open amounts of its invoices. */
export async function balanceOf(db: Db, customerId: number): Promise<number> {
  return (await invoicesOf(db, customerId)).reduce((s, i) => s + i.openCents, 0);
}

/** Every account, for the aging report. */
export async function allAccounts(db: Db) {
  return db.select().from(houseAccounts).orderBy(asc(houseAccounts.customerId));
}
