// Card readers per register (decision 0098), as a manager and a cashier see them: a store with two registers, a card
// reader at each; each register's close compares the batch of its own reader with its own card sales, whichever
// register the cashier rang a sale at; the drawer screen reads without writing (run on PostgreSQL too).
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { StoreDetail } from '@parts/common/stores-admin';
import type { TillState, ZReport } from '@parts/common/till';
import { rowsOf } from '#src/db/rows';
import { locations, orders, users } from '#src/db/schema/index';
import { useCheckoutServer } from '#src/features/payments/checkout-test-kit';
import { makeOrder } from '#src/test/pos-fixtures';
import { putReaderAt } from '#src/test/reader-fixtures';

const pos = useCheckoutServer();
const { db, key, pay } = pos;

type DayAnswer = { success?: string; day: ZReport; error?: string; errors?: Record<string, string> };
type Part = { success: string; detail: StoreDetail; error?: string; errors?: Record<string, string> };

const state = async () => (await pos.staff.get<TillState>('/pos/till/state')).body;
const pick = (register_id: number) => pos.staff.post<TillState>('/pos/till/register', { register_id });
const close = (dayId: number, counts: Record<string, number>) =>
  pos.staff.post<DayAnswer>('/pos/till/close', {
    day_id: dayId,
    counts,
    over_short_reason: '',
    idempotency_key: key(),
  });

/** A sale of `totalCents` rung up by the cashier and paid in full on the card reader `reader`. */
async function cardSale(totalCents: number, reader: number): Promise<void> {
  const orderId = await makeOrder(db(), { totalCents });
  const [cashier] = await db().select().from(users).where(eq(users.username, 'cashier'));
  await db().update(orders).set({ staffUserId: cashier!.userId }).where(eq(orders.orderId, orderId));
  const dept = String((await pos.state(orderId)).departments[0]!.device_id);
  const paid = await pay(orderId, {
    transaction_type: 'card_device',
    amount: (totalCents / 100).toFixed(2),
    card_type: 'Credit',
    datacap_device: String(reader),
    payjunction_terminal_id: dept,
  });
  expect(paid.body.transaction.status).toBe('approved');
}

describe('card readers at registers', () => {
  it("each register's close compares only its own reader's batch with its own card sales", async () => {
    const s = await state();
    const front = s.registers.find((r) => r.name === 'Register 1')!.register_id;
    const [store] = await db().select().from(locations).where(eq(locations.name, s.store));
    const added = await pos.manager.post<Part>('/admin/api/stores/registers/save', {
      location_id: store!.locationId,
      name: 'Back counter',
      active: true,
    });
    const back = added.body.detail.registers.find((r) => r.name === 'Back counter')!.register_id;
    const frontReader = await putReaderAt(pos.manager, db(), 'Counter 1 card reader', front);
    const backReader = await putReaderAt(pos.manager, db(), 'Counter 2 card reader', back);

    // At Register 1: $25.00 on its reader. At the back counter: $40.00 on its reader, and $10.00 the cashier took on
    // Register 1's reader (it walked over): that one is in Register 1's batch, so it counts in Register 1's day.
    await pick(front);
    await cardSale(2_500, frontReader);
    await pick(back);
    await cardSale(4_000, backReader);
    await cardSale(1_000, frontReader);

    const backDay = (await state()).day!;
    const backZ = await close(backDay.day_id, {});
    expect(backZ.status).toBe(200);
    expect(backZ.body.day.register).toBe('Back counter');
    expect(backZ.body.day.tenders).toEqual([
      { type: 'card_device', name: 'Card device', count: 1, taken_cents: 4_000, voided_cents: 0, net_cents: 4_000 },
    ]);
    expect(backZ.body.day.batch).toMatchObject({
      readers: ['Counter 2 card reader'],
      provider_net_cents: 4_000,
      ledger_net_cents: 4_000,
      difference_cents: 0,
    });

    await pick(front);
    const frontZ = await close((await state()).day!.day_id, {});
    expect(frontZ.status).toBe(200);
    expect(frontZ.body.day.tenders).toEqual([
      { type: 'card_device', name: 'Card device', count: 2, taken_cents: 3_500, voided_cents: 0, net_cents: 3_500 },
    ]);
    expect(frontZ.body.day.batch).toMatchObject({
      // Round Rock's own reader and terminal sit at its Register 1 in the demo too (decision 0104).
      readers: ['Counter 1 card reader', 'Round Rock card reader', 'Round Rock terminal'],
      provider_net_cents: 3_500,
      ledger_net_cents: 3_500,
      difference_cents: 0,
    });
  });

  it("a reader goes only to a register of its store that is in use; one at no register is every store's", async () => {
    const s = await state();
    const [mine] = await db().select().from(locations).where(eq(locations.name, s.store));
    const [main] = await db().select().from(locations).where(eq(locations.locationId, 1));
    const detail = (await pos.manager.get<StoreDetail>(`/admin/api/stores/${main!.locationId}`)).body;
    const terminal = detail.readers.find((r) => r.name === 'Front counter terminal')!;
    const save = (location_id: number, register_id: number | null) =>
      pos.manager.post<Part>('/admin/api/stores/readers/save', {
        device_id: terminal.device_id,
        location_id,
        register_id,
      });

    const notHere = await save(mine!.locationId, s.registers[0]!.register_id);
    expect(notHere.status).toBe(404);
    expect(notHere.body.error).toBe('That card reader is not at this store.');
    const otherStores = await save(main!.locationId, s.registers[0]!.register_id);
    expect(otherStores.status).toBe(404);
    expect(otherStores.body.errors).toEqual({ register_id: 'That register no longer exists.' });
    const off = await pos.manager.post<Part>('/admin/api/stores/registers/save', {
      location_id: main!.locationId,
      name: 'Old till',
      active: false,
    });
    const offId = off.body.detail.registers.find((r) => r.name === 'Old till')!.register_id;
    const notInUse = await save(main!.locationId, offId);
    expect(notInUse.status).toBe(409);
    expect(notInUse.body.errors).toEqual({ register_id: 'That register is not in use: pick one that is.' });

    const none = await save(main!.locationId, null);
    expect(none.body.success).toBe("Front counter terminal is at no register: its batch is no register's.");
    const listed = (await pos.manager.get<StoreDetail>(`/admin/api/stores/${mine!.locationId}`)).body.readers;
    expect(listed.find((r) => r.name === 'Front counter terminal')).toMatchObject({ register_id: null });
    const taken = await save(mine!.locationId, s.registers[0]!.register_id);
    expect(taken.body.success).toBe('Front counter terminal is at Register 1.');
  });

  it('the drawer screen writes nothing: a store with no register answers so and gets none', async () => {
    const [cashier] = await db().select().from(users).where(eq(users.username, 'cashier'));
    const [added] = await db()
      .insert(locations)
      .values({
        name: 'Pop-up counter',
        kind: 'store',
        address1: '1 Main St',
        city: 'Austin',
        zoneCode: 'TX',
        postcode: '78701',
        telephone: '(512) 555-0199',
        emailAddress: 'popup@partsdesk.example',
        lat: 30.27,
        lng: -97.74,
      })
      .returning({ id: locations.locationId });
    await db().execute(sql`delete from registers where location_id = ${added!.id}`);
    await db().update(users).set({ locationId: added!.id }).where(eq(users.userId, cashier!.userId));
    try {
      const r = await pos.staff.get<{ error: string }>('/pos/till/state');
      expect(r.status).toBe(409);
      expect(r.body.error).toBe('Your store has no register: ask a manager to add one in Store → Stores.');
      const count = rowsOf<{ n: number }>(
        await db().execute(sql`select count(*)::int as n from registers where location_id = ${added!.id}`),
      );
      expect(count[0]!.n).toBe(0);
    } finally {
      await db().update(users).set({ locationId: cashier!.locationId }).where(eq(users.userId, cashier!.userId));
    }
  });
});
