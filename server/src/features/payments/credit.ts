// The store-credit ledger (issue 13, decision 0018): a customer's credit is the sum of their customer_credits rows.
// addCreditEntry is the one writer: it locks the customer row, so two entries for one customer run one after the
// other, and refuses an entry that would take the balance below zero.
import { eq, sql } from 'drizzle-orm';
import { formatCents } from '@parts/common/money';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { customerCredits, customers } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';

export type CreditEntryRow = typeof customerCredits.$inferSelect;

export const CREDIT_MSG = {
  customerNotFound: 'Customer not found.',
  notEnough: (balanceCents: number) => `Not enough store credit: the balance is ${formatCents(balanceCents)}.`,
  zero: 'Amount must be more than $0.00',
};

/** The customer's store-credit balance in cents. */
export async function creditBalance(db: Db, customerId: number): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select coalesce(sum(amount_cents), 0)::int as n from customer_credits where customer_id = ${customerId}`,
    ),
  );
  return row?.n ?? 0;
}

export interface CreditEntryInput {
  customerId: number;
  /** Signed: positive adds credit, negative spends it. */
  amountCents: number;
  description: string;
  orderId?: number | null;
  transactionId?: number | null;
}

/**
 * Adds one ledger entry inside `tx` (call it inside a transaction). Throws HttpError 404 for an unknown customer and
 * 400 when the entry would take the balance below zero (nothing written). Answers the row and the new balance.
 */
export async function addCreditEntry(
  tx: Db,
  input: CreditEntryInput,
): Promise<{ entry: CreditEntryRow; balanceCents: number }> {
  if (!Number.isInteger(input.amountCents) || input.amountCents === 0) throw new HttpError(400, CREDIT_MSG.zero);
  const [customer] = await tx
    .select({ id: customers.customerId })
    .from(customers)
    .where(eq(customers.customerId, input.customerId))
    .for('update');
  if (!customer) throw new HttpError(404, CREDIT_MSG.customerNotFound);
  const before = await creditBalance(tx, input.customerId);
  if (before + input.amountCents < 0) throw new HttpError(400, CREDIT_MSG.notEnough(before));
  const [entry] = await tx
    .insert(customerCredits)
    .values({
      customerId: input.customerId,
      amountCents: input.amountCents,
      description: input.description,
      orderId: input.orderId ?? null,
      transactionId: input.transactionId ?? null,
    })
    .returning();
  return { entry: entry!, balanceCents: before + input.amountCents };
}
