// Registers as data (decision 0094), as a cashier and a manager see them: two registers at one store each open with
// their own float, take their own cash and close with their own expected cash; a closed register's day never changes
// and a register with days is switched off rather than removed; five float counts at once open the register's day
// once (the race run on PostgreSQL too).
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { StoreDetail } from '@parts/common/stores-admin';
import type { TillState, ZReport } from '@parts/common/till';
import { locations, orders, tillDays, users } from '#src/db/schema/index';
import { useCheckoutServer } from '#src/features/payments/checkout-test-kit';
import { makeOrder } from '#src/test/pos-fixtures';

const pos = useCheckoutServer();
const { db, key, pay } = pos;

type DayAnswer = { success?: string; day: ZReport; error?: string; errors?: Record<string, string> };
type Part = { success: string; detail: StoreDetail; errors?: Record<string, string> };

const state = async () => (await pos.staff.get<TillState>('/pos/till/state')).body;
const pick = (register_id: number) => pos.staff.post<TillState>('/pos/till/register', { register_id });
const open = (register_id: number, counts: Record<string, number>, k = key()) =>
  pos.staff.post<DayAnswer>('/pos/till/open', { register_id, counts, idempotency_key: k });
const close = (dayId: number, counts: Record<string, number>, reason = '') =>
  pos.staff.post<DayAnswer>('/pos/till/close', {
    day_id: dayId,
    counts,
    over_short_reason: reason,
    idempotency_key: key(),
  });

async function cashSale(totalCents: number): Promise<void> {
  const orderId = await makeOrder(db(), { totalCents });
  const [cashier] = await db().select().from(users).where(eq(users.username, 'cashier'));
  await db().update(orders).set({ staffUserId: cashier!.userId }).where(eq(orders.orderId, orderId));
  expect((await pay(orderId, { transaction_type: 'cash', amount: (totalCents / 100).toFixed(2) })).status).toBe(200);
}

/** A manager adds a register to the cashier's store in Store → Stores; its id. */
async function addRegister(name: string): Promise<{ id: number; locationId: number }> {
  const [store] = await db()
    .select()
    .from(locations)
    .where(eq(locations.name, (await state()).store));
  const r = await pos.manager.post<Part>('/admin/api/stores/registers/save', {
    location_id: store!.locationId,
    name,
    active: true,
  });
  expect(r.status).toBe(200);
  return { id: r.body.detail.registers.find((x) => x.name === name)!.register_id, locationId: store!.locationId };
}

describe('two registers at one store', () => {
  it('each opens with its own float, takes its own cash and closes with its own expected cash', async () => {
    const back = await addRegister('Back counter');
    const s = await state();
    expect(s.registers.map((r) => r.name)).toEqual(['Register 1', 'Back counter']);
    const front = s.registers.find((r) => r.name === 'Register 1')!.register_id;

    // Register 1: a $100.00 float and a $30.00 cash sale.
    expect((await pick(front)).body.register.name).toBe('Register 1');
    expect((await open(front, { '2000': 5 })).status).toBe(200);
    await cashSale(3_000);
    // The back counter: a $50.00 float, a $20.00 cash sale and $5.00 paid out for stamps.
    expect((await pick(back.id)).body.register.name).toBe('Back counter');
    expect((await open(back.id, { '1000': 5 })).status).toBe(200);
    await cashSale(2_000);
    const out = await pos.staff.post<DayAnswer>('/pos/till/movement', {
      register_id: back.id,
      kind: 'paid_out',
      amount: '5.00',
      reason: 'Stamps',
      idempotency_key: key(),
    });
    expect(out.body.day.register).toBe('Back counter');

    const backDay = (await state()).day!;
    expect(backDay.cash).toMatchObject({ float_cents: 5_000, cash_sales_cents: 2_000, expected_cents: 6_500 });
    const backZ = await close(backDay.day_id, { '1000': 6, '500': 1 });
    expect(backZ.status).toBe(200);
    expect(backZ.body.day).toMatchObject({
      register: 'Back counter',
      sales: { count: 1, total_cents: 2_000 },
      cash: { expected_cents: 6_500, counted_cents: 6_500, over_short_cents: 0 },
    });

    await pick(front);
    const frontDay = (await state()).day!;
    expect(frontDay.cash).toMatchObject({ float_cents: 10_000, cash_sales_cents: 3_000, expected_cents: 13_000 });
    const frontZ = await close(frontDay.day_id, { '10000': 1, '1000': 2, '500': 1 }, 'Five dollars short at the count');
    expect(frontZ.status).toBe(200);
    expect(frontZ.body.day).toMatchObject({
      register: 'Register 1',
      sales: { count: 1, total_cents: 3_000 },
      movements: [],
      cash: { expected_cents: 13_000, counted_cents: 12_500, over_short_cents: -500 },
    });
  });

  it("a closed register's day never changes; a register with days is switched off, not removed", async () => {
    const till = await addRegister('Drive-up window');
    await pick(till.id);
    expect((await open(till.id, { '500': 4 })).status).toBe(200);
    const day = (await state()).day!;
    const z = await close(day.day_id, { '500': 4 });
    expect(z.status).toBe(200);
    // Another close, a float for the closed day and a payout all leave it as printed; the payout opens the next day.
    expect((await close(day.day_id, { '500': 3 }, 'recount')).status).toBe(409);
    const payout = await pos.staff.post<DayAnswer>('/pos/till/movement', {
      register_id: till.id,
      kind: 'paid_out',
      amount: '1.00',
      reason: 'Parking',
      idempotency_key: key(),
    });
    expect(payout.body.day.day_id).not.toBe(day.day_id);
    expect((await pos.staff.get<ZReport>(`/pos/till/report?day_id=${day.day_id}`)).body).toEqual(z.body.day);

    const removed = await pos.manager.post<Part>('/admin/api/stores/registers/delete', {
      register_id: till.id,
      location_id: till.locationId,
    });
    expect(removed.body.success).toBe(
      'Drive-up window has days on record, so it is switched off (no longer offered at the counter) rather than deleted.',
    );
    expect(removed.body.detail.registers.find((r) => r.register_id === till.id)).toMatchObject({ active: false });
    const refused = await pick(till.id);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'This register is not in use: pick another.' });
  });

  it('five float counts at once on one register whose day a payout opened: one counts, four are refused', async () => {
    const till = await addRegister('Service desk');
    await pick(till.id);
    const payout = await pos.staff.post<DayAnswer>('/pos/till/movement', {
      register_id: till.id,
      kind: 'paid_in',
      amount: '2.00',
      reason: 'Change from the bank',
      idempotency_key: key(),
    });
    expect(payout.status).toBe(200);
    const floats = await Promise.all(Array.from({ length: 5 }, (_, i) => open(till.id, { '100': 10 + i })));
    expect(floats.map((f) => f.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const days = await db()
      .select()
      .from(tillDays)
      .where(and(eq(tillDays.registerId, till.id), eq(tillDays.status, 'open')));
    expect(days).toHaveLength(1);
    expect(days[0]!.dayId).toBe(payout.body.day.day_id);
    const counted = floats.find((f) => f.status === 200)!.body.day;
    expect((await state()).day!.cash.expected_cents).toBe(counted.cash.float_cents! + 200);
  });
});
