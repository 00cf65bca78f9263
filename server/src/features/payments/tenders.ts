// Taking a payment at the POS checkout (issue 13, spec 001 s4-s5): every tender's rules and messages. Tenders on one
// order run one at a time (the order row is locked); a repeated or concurrent request with the same idempotency key has
// exactly one effect. Terminal tenders are sent on in terminal-requests.ts.
import { and, eq, sql } from 'drizzle-orm';
import { creditCap, PAY_MSG, type AddTransactionAnswer, type TransactionInput } from '@parts/common/pos-checkout';
import { PERMISSION_MSG } from '@parts/common/permissions';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { giftVouchers, paymentDevices } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';
import { addCreditEntry, creditBalance } from './credit';
import { lockOrder, orderBalance, recordTransaction, transactionByKey } from './balance';
import { TERMINAL_TYPES, tx, type PayContext } from './pay-context';
import { checkoutState, enabledPaymentTypes } from './checkout-state';
import { transactionWire } from './transaction-wire';
import { runTerminal } from './terminal-requests';
import { surchargeFor } from './surcharge';
import { readersFor } from './checkout-readers';
import { chargeHouseAccount } from '#src/features/house-accounts/charge';

const refuse = (status: number, message: string, field?: string) =>
  new HttpError(status, message, field ? { [field]: message } : undefined);

/** Finds an enabled device of a kind; the spec's message on its field when it is not one. */
async function device(
  db: Db,
  id: number | undefined,
  kind: 'card_device' | 'smart_terminal' | 'department',
  field: string,
  message: string,
) {
  const [row] = id
    ? await db
        .select()
        .from(paymentDevices)
        .where(and(eq(paymentDevices.deviceId, id), eq(paymentDevices.kind, kind), eq(paymentDevices.status, true)))
    : [];
  if (!row) throw refuse(400, message, field);
  return row;
}

/** A reader of the cashier's store (or of none): another store's is refused (decision 0104). */
async function reader<T extends { deviceId: number; kind: string }>(
  db: Db,
  staffUserId: number,
  row: T,
  field: string,
) {
  const mine = await readersFor(db, staffUserId);
  if (!mine[row.kind as 'card_device' | 'smart_terminal'].some((d) => d.device_id === row.deviceId))
    throw refuse(400, PAY_MSG.otherStoreReader, field);
  return row;
}

/**
 * POST /pos/checkout/addTransaction. Cash, check, manual card, gift card and store credit are recorded at once;
 * a card device answers when the card is read; a smart terminal answers `awaiting` and its outcome comes through the
 * event stream (and getTransactions).
 */
export async function addTransaction(
  ctx: PayContext,
  orderId: number,
  input: TransactionInput,
  staffUserId: number,
  customerIdHint?: number,
  /** Whether the cashier may charge a house account (permission accounts.sell). */
  mayChargeAccount = false,
): Promise<AddTransactionAnswer> {
  const { db } = ctx;
  const type = input.transaction_type;
  const key = input.idempotency_key;
  const first = await tx(db, async (t) => {
    const order = await lockOrder(t, orderId);
    const seen = await transactionByKey(t, orderId, key);
    if (seen) return { row: seen, created: false };
    if (!(await enabledPaymentTypes(t)).includes(type)) throw refuse(400, PAY_MSG.typeDisabled, 'transaction_type');
    const bal = await orderBalance(t, orderId);
    if (bal.balanceCents <= 0) throw refuse(409, PAY_MSG.paidInFull);
    const amount = input.amount;
    // A card tender pays `amount` towards the balance and is charged its surcharge on top (decision 0095).
    const surcharge = await surchargeFor(t, type, amount);
    const base = {
      orderId,
      type,
      amountCents: amount,
      surchargeCents: surcharge.cents,
      idempotencyKey: key,
      createdBy: staffUserId,
    };
    // Requests still waiting on a terminal hold their amount: what is left to take is the balance less those.
    const [held] = rowsOf<{ n: number }>(
      await t.execute(
        sql`select coalesce(sum(amount_cents), 0)::int as n from order_transactions where order_id = ${orderId} and status = 'pending'`,
      ),
    );
    const due = Math.max(0, bal.balanceCents - (held?.n ?? 0));
    if (due <= 0) throw refuse(409, PAY_MSG.terminalBusy);
    const capAtBalance = () => {
      if (amount > due) throw refuse(400, PAY_MSG.overBalance(due), 'amount');
    };
    switch (type) {
      case 'cash':
        return recordTransaction(t, { ...base, label: 'Cash', status: 'approved' }).then((r) => ({
          row: r.transaction,
          created: r.created,
        }));
      case 'check': {
        capAtBalance();
        const n = Number(input.check_number);
        return recordTransaction(t, {
          ...base,
          label: `Check #${n}`,
          status: 'approved',
          details: { check_number: n },
        }).then((r) => ({ row: r.transaction, created: r.created }));
      }
      case 'card': {
        capAtBalance();
        const last4 = input.card_last4;
        const label = `${input.card_type} card${input.manual_entry ? ' (manual entry)' : ''}${last4 ? ` ending ${last4}` : ''}${surcharge.label}`;
        return recordTransaction(t, {
          ...base,
          label,
          status: 'approved',
          details: {
            card_type: input.card_type || undefined,
            manual_entry: input.manual_entry,
            card_last4: last4 || undefined,
          },
        }).then((r) => ({
          row: r.transaction,
          created: r.created,
        }));
      }
      case 'voucher': {
        const [v] = await t
          .select()
          .from(giftVouchers)
          .where(and(sql`upper(${giftVouchers.code}) = upper(${input.voucher_code})`, eq(giftVouchers.status, true)))
          .for('update');
        if (!v) throw refuse(400, PAY_MSG.invalidCode, 'voucher_code');
        const max = Math.min(v.balanceCents, due);
        if (amount > max) throw refuse(400, PAY_MSG.maxAllowed(max), 'amount');
        const r = await recordTransaction(t, {
          ...base,
          label: `Gift card ${v.code}`,
          status: 'approved',
          details: { voucher_id: v.voucherId, voucher_code: v.code },
        });
        const spent = await t
          .update(giftVouchers)
          .set({ balanceCents: sql`${giftVouchers.balanceCents} - ${amount}` })
          .where(and(eq(giftVouchers.voucherId, v.voucherId), sql`${giftVouchers.balanceCents} >= ${amount}`))
          .returning({ id: giftVouchers.voucherId });
        if (spent.length === 0) throw refuse(400, PAY_MSG.maxAllowed(v.balanceCents), 'amount');
        return { row: r.transaction, created: r.created };
      }
      case 'store_credit': {
        const customerId = order.customerId ?? customerIdHint;
        if (!customerId) throw refuse(400, PAY_MSG.noCustomer);
        const credit = await creditBalance(t, customerId);
        if (credit <= 0) throw refuse(400, PAY_MSG.noCredit, 'amount');
        const max = creditCap(credit, due);
        if (amount > max) throw refuse(400, PAY_MSG.maxAllowed(max), 'amount');
        const r = await recordTransaction(t, { ...base, label: 'Store credit', status: 'approved' });
        await addCreditEntry(t, {
          customerId,
          amountCents: -amount,
          description: `Paid on order #${orderId}`,
          orderId,
          transactionId: r.transaction.transactionId,
        });
        return { row: r.transaction, created: r.created };
      }
      case 'card_device': {
        capAtBalance();
        if (input.payjunction_action === 'REFUND') throw refuse(400, PAY_MSG.refundOnly, 'payjunction_action');
        const dev = await reader(
          t,
          staffUserId,
          await device(t, input.datacap_device, 'card_device', 'datacap_device', PAY_MSG.device),
          'datacap_device',
        );
        const dept = await device(
          t,
          input.payjunction_terminal_id,
          'department',
          'payjunction_terminal_id',
          PAY_MSG.department,
        );
        const r = await recordTransaction(t, {
          ...base,
          label: `${input.card_type} card on ${dev.name}${surcharge.label}`,
          status: 'pending',
          terminalStatus: 'PENDING',
          details: {
            request_key: `${orderId}:${key}`,
            device_id: dev.deviceId,
            terminal_id: dept.deviceId,
            department: dept.name,
            card_type: input.card_type || undefined,
            action: 'CHARGE',
          },
        });
        return { row: r.transaction, created: r.created };
      }
      case 'smart_terminal': {
        capAtBalance();
        const dev = await reader(
          t,
          staffUserId,
          await device(
            t,
            input.payjunction_smart_terminal_id,
            'smart_terminal',
            'payjunction_smart_terminal_id',
            PAY_MSG.device,
          ),
          'payjunction_smart_terminal_id',
        );
        const dept = await device(
          t,
          input.payjunction_terminal_id,
          'department',
          'payjunction_terminal_id',
          PAY_MSG.department,
        );
        const r = await recordTransaction(t, {
          ...base,
          label: `Card on ${dev.name}${surcharge.label}`,
          status: 'pending',
          terminalStatus: 'PENDING',
          details: {
            request_key: `${orderId}:${key}`,
            smart_terminal_id: dev.deviceId,
            terminal_id: dept.deviceId,
            department: dept.name,
            action: 'CHARGE',
          },
        });
        return { row: r.transaction, created: r.created };
      }
      case 'house_account': {
        capAtBalance();
        if (!mayChargeAccount) throw refuse(403, PERMISSION_MSG.sellOnAccount);
        return chargeHouseAccount(t, base, order.customerId ?? customerIdHint, input.po_number);
      }
      case 'online':
        throw refuse(
          400,
          'The payment link is sent from the online payment form (sendPaymentURL).',
          'transaction_type',
        );
    }
  });

  let row = first.row;
  if (TERMINAL_TYPES.includes(row.transactionType) && row.status === 'pending')
    row = await runTerminal(ctx, row, first.created);
  const state = await checkoutState(ctx, orderId, staffUserId);
  const wire = transactionWire(row);
  const answer: AddTransactionAnswer = { transaction: wire, state };
  if (row.status === 'approved') answer.success = PAY_MSG.approved;
  else if (row.status === 'declined') answer.error = wire.message || PAY_MSG.failed;
  else if (row.status === 'pending' && row.transactionType === 'smart_terminal')
    answer.awaiting = {
      smartTerminalId: row.details.smart_terminal_id!,
      siteTransactionId: row.details.request_key!,
      transaction_id: row.transactionId,
    };
  return answer;
}
