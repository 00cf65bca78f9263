// The card readers the POS checkout offers (decision 0104), as a cashier sees them: their register's readers first,
// then their store's other readers, then the spare of no store; never another store's, and a payment on another
// store's reader is refused with nothing taken (run on PostgreSQL too).
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { StoreDetail } from '@parts/common/stores-admin';
import type { TillState } from '@parts/common/till';
import { locations, orders, paymentDevices, users } from '#src/db/schema/index';
import { useCheckoutServer } from './checkout-test-kit';
import { makeOrder } from '#src/test/pos-fixtures';
import { putReaderAt } from '#src/test/reader-fixtures';

const pos = useCheckoutServer();
const { db, pay } = pos;

const tillState = async () => (await pos.staff.get<TillState>('/pos/till/state')).body;
const names = (list: { name: string }[]) => list.map((d) => d.name);

/** A $20.00 sale rung up by the cashier. */
async function cashierOrder(): Promise<number> {
  const orderId = await makeOrder(db(), { totalCents: 2_000 });
  const [cashier] = await db().select().from(users).where(eq(users.username, 'cashier'));
  await db().update(orders).set({ staffUserId: cashier!.userId }).where(eq(orders.orderId, orderId));
  return orderId;
}

describe("the checkout's card readers", () => {
  it("lists the cashier's register's readers first, then the store's others; refuses another store's", async () => {
    const till = await tillState();
    expect(till.store).toBe('Round Rock');
    const orderId = await cashierOrder();
    const s = await pos.state(orderId);
    expect(names(s.cardDevices)).toEqual(['Round Rock card reader']);
    expect(names(s.smartTerminals)).toEqual(['Round Rock terminal', 'Service desk terminal']);

    // A back counter at Round Rock with Counter 2's reader (moved from the main store).
    const [store] = await db().select().from(locations).where(eq(locations.name, 'Round Rock'));
    const added = await pos.manager.post<{ detail: StoreDetail }>('/admin/api/stores/registers/save', {
      location_id: store!.locationId,
      name: 'Back counter',
      active: true,
    });
    const back = added.body.detail.registers.find((r) => r.name === 'Back counter')!.register_id;
    await putReaderAt(pos.manager, db(), 'Counter 2 card reader', back);
    expect(names((await pos.state(orderId)).cardDevices)).toEqual(['Round Rock card reader', 'Counter 2 card reader']);
    expect((await pos.staff.post('/pos/till/register', { register_id: back })).status).toBe(200);
    expect(names((await pos.state(orderId)).cardDevices)).toEqual(['Counter 2 card reader', 'Round Rock card reader']);

    // The main store's reader is not offered, and a payment on it (a stale screen) is refused: nothing is taken.
    const [mainReader] = await db()
      .select()
      .from(paymentDevices)
      .where(eq(paymentDevices.name, 'Counter 1 card reader'));
    const refused = await pay(orderId, {
      transaction_type: 'card_device',
      amount: '20.00',
      card_type: 'Credit',
      datacap_device: String(mainReader!.deviceId),
      payjunction_terminal_id: String(s.departments[0]!.device_id),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      datacap_device: "That card reader is at another store: pick one of this store's readers.",
    });
    const after = await pos.state(orderId);
    expect(after.transactions).toEqual([]);
    expect(after.balanceDue).toBe('20.00');

    // Its own reader takes the payment.
    const paid = await pay(orderId, {
      transaction_type: 'card_device',
      amount: '20.00',
      card_type: 'Credit',
      datacap_device: String(after.cardDevices[0]!.device_id),
      payjunction_terminal_id: String(s.departments[0]!.device_id),
    });
    expect(paid.body.transaction.status).toBe('approved');
    expect(paid.body.transaction.transaction_label).toMatch(/^Credit card on Counter 2 card reader ending \d{4}$/);
  });
});
