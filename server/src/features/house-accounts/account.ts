// A customer's house account as the editor's tab and the counter see it (issue 28, decision 0058): its settings, its
// balance, what is still available under the limit, its aging and its open invoices; and saving the settings.
import { eq, sql } from 'drizzle-orm';
import { agingOf, DEFAULT_TERMS_DAYS, type HouseAccount, type HouseAccountInput } from '@parts/common/house-account';
import { centsToDecimal } from '@parts/common/money';
import { storeToday } from '@parts/common/store-time';
import type { Db } from '#src/db/client';
import { customerGroups, customers, houseAccounts } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';
import { storeTimeZone } from '#src/features/checkout/store-time-zone';
import { accountOf, invoicesOf } from './ledger';

export const CUSTOMER_NOT_FOUND = 'Customer not found.';

export async function customerOf(db: Db, customerId: number) {
  const [c] = await db
    .select({
      firstname: customers.firstname,
      lastname: customers.lastname,
      email: customers.email,
      group: customerGroups.name,
    })
    .from(customers)
    .leftJoin(customerGroups, eq(customerGroups.customerGroupId, customers.customerGroupId))
    .where(eq(customers.customerId, customerId));
  if (!c) throw new HttpError(404, CUSTOMER_NOT_FOUND);
  return { name: `${c.firstname} ${c.lastname}`.trim(), email: c.email, group: c.group ?? '' };
}

/** The account as the wire shows it; a customer without one shows the defaults, not enabled. */
export async function houseAccountView(db: Db, customerId: number, today?: string): Promise<HouseAccount> {
  const c = await customerOf(db, customerId);
  const a = await accountOf(db, customerId);
  const open = await invoicesOf(db, customerId);
  const day = today ?? storeToday(await storeTimeZone(db));
  const aging = agingOf(open, day);
  const limit = a?.creditLimitCents ?? 0;
  return {
    customer_id: customerId,
    name: c.name,
    email: c.email,
    enabled: a?.enabled ?? false,
    credit_limit: centsToDecimal(limit),
    terms_days: a?.termsDays ?? DEFAULT_TERMS_DAYS,
    statement_day: a?.statementDay ?? 1,
    po_required: a?.poRequired ?? false,
    on_hold: a?.onHold ?? false,
    customer_group: c.group,
    balance_cents: aging.total,
    available_cents: a?.enabled && !a.onHold ? Math.max(0, limit - aging.total) : 0,
    aging,
    open_invoices: open.map((i) => ({
      id: i.id,
      order_id: i.orderId,
      date: i.date,
      due_date: i.dueDate,
      po_number: i.poNumber,
      amount_cents: i.amountCents,
      open_cents: i.openCents,
    })),
  };
}

/** Creates or updates the account's settings (an upsert: saving twice is saving once). */
export async function saveHouseAccount(db: Db, customerId: number, input: HouseAccountInput): Promise<void> {
  await customerOf(db, customerId);
  const values = {
    enabled: input.enabled,
    creditLimitCents: input.credit_limit,
    termsDays: input.terms_days,
    statementDay: input.statement_day,
    poRequired: input.po_required,
    onHold: input.on_hold,
    updatedAt: sql`now()`,
  };
  await db
    .insert(houseAccounts)
    .values({ customerId, ...values })
    .onConflictDoUpdate({ target: houseAccounts.customerId, set: values });
}
