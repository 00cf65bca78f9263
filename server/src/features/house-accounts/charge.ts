// The House Account tender (issue 28, decision 0058): a sale charged to the customer's account is a row of the order's
// money ledger (order_transactions, type house_account) like every tender, so the day's tender totals count it, and an
// invoice on the account (house_account_charges) with its store date and due date (net terms). Called by
// payments/tenders.ts inside its transaction, after the order row is locked; the account row is locked next, so two
// sales on one account at once are checked against the limit one after the other: exactly one passes when together
// they would go over.
import { addDays, chargeRefusal, HOUSE_MSG } from '@parts/common/house-account';
import { storeToday } from '@parts/common/store-time';
import type { Db } from '#src/db/client';
import { houseAccountCharges } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';
import {
  recordTransaction,
  type RecordTransactionInput,
  type TransactionRow,
} from '#src/features/order-status/transactions';
import { orderTimeZone } from '#src/features/checkout/store-time-zone';
import { balanceOf, lockAccount } from './ledger';

const refuse = (status: number, message: string, field?: string) =>
  new HttpError(status, message, field ? { [field]: message } : undefined);

export async function chargeHouseAccount(
  t: Db,
  base: Omit<RecordTransactionInput, 'label' | 'status' | 'details'>,
  customerId: number | null | undefined,
  poNumber: string,
): Promise<{ row: TransactionRow; created: boolean }> {
  if (!customerId) throw refuse(400, HOUSE_MSG.noCustomer);
  const account = await lockAccount(t, customerId);
  if (!account || !account.enabled) throw refuse(400, HOUSE_MSG.noAccount, 'transaction_type');
  if (account.poRequired && !poNumber) throw refuse(400, HOUSE_MSG.poRequired, 'po_number');
  const refusal = chargeRefusal({
    limitCents: account.creditLimitCents,
    balanceCents: await balanceOf(t, customerId),
    onHold: account.onHold,
    amountCents: base.amountCents,
  });
  if (refusal) throw refuse(400, refusal, account.onHold ? undefined : 'amount');
  const r = await recordTransaction(t, {
    ...base,
    label: poNumber ? `House Account (PO ${poNumber})` : 'House Account',
    status: 'approved',
    details: { customer_id: customerId, po_number: poNumber || undefined },
  });
  if (r.created) {
    const today = storeToday(await orderTimeZone(t, base.orderId));
    await t.insert(houseAccountCharges).values({
      transactionId: r.transaction.transactionId,
      customerId,
      orderId: base.orderId,
      amountCents: base.amountCents,
      poNumber,
      invoiceDate: today,
      dueDate: addDays(today, account.termsDays),
    });
  }
  return { row: r.transaction, created: r.created };
}
