// The end-of-day close as a cashier does it (issue 28, decision 0056): the float counted, sales in cash and on the card
// reader, a void, cash paid out and in, the drawer counted short, the Z report's totals; a closed day never changes
// (a later void lands in the next day); and double submits and payments racing the close (run on PostgreSQL too).
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { TillState, ZReport } from '@parts/common/till';
import { rowsOf } from '#src/db/rows';
import { orders, orderTransactions, tillDays, users } from '#src/db/schema/index';
import { useCheckoutServer, type Answer } from '#src/features/payments/checkout-test-kit';
import { makeOrder } from '#src/test/pos-fixtures';
import { buildReport } from './report';
import { putReaderAt } from '#src/test/reader-fixtures';

const pos = useCheckoutServer();
const { db, key, pay } = pos;

type DayAnswer = { success?: string; day: ZReport; error?: string; errors?: Record<string, string> };

/** A counter order rung up by the cashier (so its money lands in the cashier's store's day). */
async function counterOrder(totalCents: number, taxCents = 0): Promise<number> {
  const orderId = await makeOrder(db(), { totalCents, taxCents });
  const [cashier] = await db().select().from(users).where(eq(users.username, 'cashier'));
  await db().update(orders).set({ staffUserId: cashier!.userId }).where(eq(orders.orderId, orderId));
  return orderId;
}

const state = async () => (await pos.staff.get<TillState>('/pos/till/state')).body;
const close = (dayId: number, counts: Record<string, number>, reason = '', k = key()) =>
  pos.staff.post<DayAnswer>('/pos/till/close', {
    day_id: dayId,
    counts,
    over_short_reason: reason,
    idempotency_key: k,
  });
/** The cashier works Register 1 of their store (picked on the drawer screen); its id. */
async function register1(): Promise<number> {
  const r1 = (await state()).registers.find((r) => r.name === 'Register 1')!;
  expect((await pos.staff.post('/pos/till/register', { register_id: r1.register_id })).status).toBe(200);
  return r1.register_id;
}

/** Closes whatever day is open with the drawer as expected, so a test starts on a day of its own. */
async function startFreshDay(): Promise<void> {
  const s = await state();
  if (s.day) expect((await close(s.day.day_id, { '1': s.day.cash.expected_cents })).status).toBe(200);
}

/** A day of its own, opened with a $100.00 float. */
async function freshFloat(): Promise<ZReport> {
  const register_id = await register1();
  await startFreshDay();
  const opened = await pos.staff.post<DayAnswer>('/pos/till/open', {
    register_id,
    counts: { '2000': 5 },
    idempotency_key: key(),
  });
  expect(opened.status).toBe(200);
  return opened.body.day;
}

describe('the end-of-day close', () => {
  // The card reader the tests pay on sits at the cashier's Register 1 (decision 0098): its batch is that register's.
  beforeAll(async () => {
    const r1 = (await state()).registers.find((r) => r.name === 'Register 1')!;
    await putReaderAt(pos.manager, db(), 'Counter 1 card reader', r1.register_id);
  });

  it('a day: float, cash with change, the card reader, a void, paid out and in; counted short; the Z report', async () => {
    const register_id = await register1();
    await startFreshDay();
    expect((await state()).day).toBeNull();
    const opened = await pos.staff.post<DayAnswer>('/pos/till/open', {
      register_id,
      counts: { '10000': 1, '2000': 2, '1000': 1 },
      idempotency_key: key(),
    });
    expect(opened.status).toBe(200);
    expect(opened.body.day.cash.float_cents).toBe(15_000);
    const again = await pos.staff.post<DayAnswer>('/pos/till/open', {
      register_id,
      counts: { '100': 5 },
      idempotency_key: key(),
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('The float for this day is already counted.');

    const a = await counterOrder(3_000, 210);
    expect((await pay(a, { transaction_type: 'cash', amount: '50.00' })).body.state.changeDue).toBe('20.00');
    const b = await counterOrder(2_500, 175);
    const { reader, dept } = await pos.devices(b);
    const card = await pay(b, {
      transaction_type: 'card_device',
      amount: '25.00',
      card_type: 'Credit',
      datacap_device: reader,
      payjunction_terminal_id: dept,
    });
    expect(card.body.transaction.status).toBe('approved');
    const c = await counterOrder(1_000);
    const cash = await pay(c, { transaction_type: 'cash', amount: '10.00' });
    const voided = await pos.staff.post<Answer>('/pos/checkout/voidTransaction', {
      transaction_id: cash.body.transaction.transaction_id,
    });
    expect(voided.status).toBe(200);

    const out = {
      register_id,
      kind: 'paid_out',
      amount: '12.50',
      reason: 'Delivery driver tip',
      idempotency_key: key(),
    };
    expect((await pos.staff.post('/pos/till/movement', out)).status).toBe(200);
    const noReason = await pos.staff.post<DayAnswer>('/pos/till/movement', {
      ...out,
      reason: ' ',
      idempotency_key: key(),
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual({ reason: 'Enter a reason.' });
    const paidIn = await pos.staff.post<DayAnswer>('/pos/till/movement', {
      register_id,
      kind: 'paid_in',
      amount: '5',
      reason: 'Change from the bank',
      idempotency_key: key(),
    });
    const live = paidIn.body.day;
    // 150.00 float + 60.00 cash taken - 20.00 change - 10.00 voided + 5.00 in - 12.50 out
    expect(live.cash).toMatchObject({
      float_cents: 15_000,
      cash_sales_cents: 6_000,
      change_given_cents: 2_000,
      cash_refunds_cents: 1_000,
      paid_in_cents: 500,
      paid_out_cents: 1_250,
      expected_cents: 17_250,
    });

    // The drawer holds $172.00: fifty cents short. Closing needs a reason.
    const counts = { '10000': 1, '5000': 1, '2000': 1, '100': 2 };
    const refused = await close(live.day_id, counts);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ over_short_reason: 'The drawer is over or short: enter a reason.' });
    const k = key();
    const closed = await close(live.day_id, counts, 'Gave too much change', k);
    expect(closed.status).toBe(200);
    const z = closed.body.day;
    expect(z).toMatchObject({
      status: 'closed',
      sales: { count: 3, total_cents: 6_500, tax_cents: 385 },
      voids: { count: 1, cents: 1_000 },
      returns: { count: 0, cents: 0 },
      cash: {
        expected_cents: 17_250,
        counted_cents: 17_200,
        over_short_cents: -50,
        over_short_reason: 'Gave too much change',
      },
    });
    expect(z.tenders).toEqual(
      expect.arrayContaining([
        { type: 'cash', name: 'Cash', count: 2, taken_cents: 6_000, voided_cents: 1_000, net_cents: 5_000 },
        expect.objectContaining({ type: 'card_device', count: 1, taken_cents: 2_500, net_cents: 2_500 }),
      ]),
    );
    expect(z.tenders).toHaveLength(2);
    expect(z.batch).toMatchObject({ provider_net_cents: 2_500, ledger_net_cents: 2_500, difference_cents: 0 });
    expect(z.movements.map((m) => [m.kind, m.amount_cents, m.reason])).toEqual([
      ['paid_out', 1_250, 'Delivery driver tip'],
      ['paid_in', 500, 'Change from the bank'],
    ]);
    // The same close sent again answers the same report; another close of the day is refused.
    expect((await close(live.day_id, counts, 'Gave too much change', k)).body.day).toEqual(z);
    const second = await close(live.day_id, counts, 'again');
    expect(second.status).toBe(409);
    expect(second.body.error).toBe('This day is already closed.');

    // A closed day cannot change: voiding its card payment now lands in the next day, which the void opens.
    expect(
      (await pos.staff.post('/pos/checkout/voidTransaction', { transaction_id: card.body.transaction.transaction_id }))
        .status,
    ).toBe(200);
    const next = (await state()).day!;
    expect(next.day_id).not.toBe(z.day_id);
    expect(next.cash.float_cents).toBeNull();
    expect(next.voids).toEqual({ count: 1, cents: 2_500 });
    expect(next.sales).toEqual({ count: 0, total_cents: 0, tax_cents: 0 });
    const report = await pos.staff.get<ZReport>(`/pos/till/report?day_id=${z.day_id}`);
    expect(report.body).toEqual(z);
  });

  it("short $25.00 (past the $20.00 limit): the cashier's close needs a manager's PIN; the Z report names who signed off", async () => {
    const day = await freshFloat();
    const counts = { '1': day.cash.expected_cents - 2_500 };
    const body = { day_id: day.day_id, counts, over_short_reason: 'Drawer short at the count' };
    const refused = await pos.staff.post<DayAnswer>('/pos/till/close', { ...body, idempotency_key: key() });
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual({
      manager_pin: 'The drawer is over or short by more than $20.00: a manager must sign off with their PIN.',
    });
    const ownPin = await pos.staff.post<DayAnswer>('/pos/till/close', {
      ...body,
      manager_pin: '2345',
      idempotency_key: key(),
    });
    expect(ownPin.status).toBe(403);
    expect(ownPin.body.errors).toEqual({ manager_pin: "That PIN is not a manager's." });
    expect((await state()).day!.status).toBe('open');

    const signed = await pos.staff.post<DayAnswer>('/pos/till/close', {
      ...body,
      manager_pin: '1234',
      idempotency_key: key(),
    });
    expect(signed.status).toBe(200);
    expect(signed.body.day.cash).toMatchObject({ over_short_cents: -2_500, signed_off_by: 'Alex Morgan' });
    const [row] = await db().select().from(tillDays).where(eq(tillDays.dayId, day.day_id));
    const [admin] = await db().select().from(users).where(eq(users.username, 'admin'));
    expect(row!.signedOffBy).toBe(admin!.userId);
  });

  it("balances the card reader's batch when its payments carry a card surcharge", async () => {
    const surcharge = (percent: string) =>
      pos.manager.post('/admin/api/settings/save', { card_surcharge_percent: percent, card_surcharge_cap: '0' });
    expect((await surcharge('3')).status).toBe(200);
    try {
      const day = await freshFloat();
      const orderId = await counterOrder(5_000);
      const { reader, dept } = await pos.devices(orderId);
      const card = await pay(orderId, {
        transaction_type: 'card_device',
        amount: '50.00',
        card_type: 'Credit',
        datacap_device: reader,
        payjunction_terminal_id: dept,
      });
      expect(card.body.transaction.status).toBe('approved');
      const closed = await close(day.day_id, { '2000': 5 });
      expect(closed.status).toBe(200);
      // $50.00 towards the order and $1.50 surcharge went through the reader: the batch and the ledger agree.
      expect(closed.body.day.batch).toMatchObject({
        // Round Rock's own reader and terminal sit at its Register 1 in the demo too (decision 0104).
        readers: ['Counter 1 card reader', 'Round Rock card reader', 'Round Rock terminal'],
        provider_net_cents: 5_150,
        ledger_net_cents: 5_150,
        difference_cents: 0,
      });
      // The drawer's tenders show the surcharge on a line of its own.
      expect(closed.body.day.tenders).toEqual([
        { type: 'card_device', name: 'Card device', count: 1, taken_cents: 5_000, voided_cents: 0, net_cents: 5_000 },
        { type: 'card_surcharge', name: 'Card surcharge', count: 1, taken_cents: 150, voided_cents: 0, net_cents: 150 },
      ]);
    } finally {
      expect((await surcharge('0')).status).toBe(200);
    }
  });

  it('short $20.00 (at the limit) closes without a sign-off', async () => {
    const day = await freshFloat();
    const r = await close(day.day_id, { '1': day.cash.expected_cents - 2_000 }, 'Short at the count');
    expect(r.status).toBe(200);
    expect(r.body.day.cash).toMatchObject({ over_short_cents: -2_000, signed_off_by: '' });
  });

  it('an installer cannot close the day or pay cash out; bad counts are refused', async () => {
    const installer = pos.server.client();
    await installer.post('/api/staff/login', { username: 'installer', password: 'partsdesk' });
    const register_id = await register1();
    const r = await installer.post('/pos/till/movement', {
      register_id,
      kind: 'paid_out',
      amount: '1',
      reason: 'x',
      idempotency_key: key(),
    });
    expect(r.status).toBe(403);
    const bad = await pos.staff.post<DayAnswer>('/pos/till/open', {
      register_id,
      counts: { '2000': '-1' },
      idempotency_key: key(),
    });
    expect(bad.status).toBe(400);
  });
});

describe('double submits and races', () => {
  it('one close, one float and one paid out under five identical requests at once', async () => {
    const register_id = await register1();
    await startFreshDay();
    const fk = key();
    const floats = await Promise.all(
      Array.from({ length: 5 }, () =>
        pos.staff.post<DayAnswer>('/pos/till/open', { register_id, counts: { '2000': 5 }, idempotency_key: fk }),
      ),
    );
    expect(floats.map((f) => f.status)).toEqual([200, 200, 200, 200, 200]);
    const mk = key();
    const outs = await Promise.all(
      Array.from({ length: 5 }, () =>
        pos.staff.post<DayAnswer>('/pos/till/movement', {
          register_id,
          kind: 'paid_out',
          amount: '7.25',
          reason: 'Stamps',
          idempotency_key: mk,
        }),
      ),
    );
    expect(outs.map((o) => o.status)).toEqual([200, 200, 200, 200, 200]);
    const day = (await state()).day!;
    expect(day.movements).toHaveLength(1);
    expect(day.cash.expected_cents).toBe(10_000 - 725);
    const ck = key();
    const closes = await Promise.all(
      Array.from({ length: 5 }, () => close(day.day_id, { '2000': 4, '1000': 1, '100': 2, '25': 3 }, '', ck)),
    );
    expect(closes.map((c) => c.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(closes.map((c) => JSON.stringify(c.body.day))).size).toBe(1);
    const others = await Promise.all(Array.from({ length: 3 }, () => close(day.day_id, { '2000': 4 }, 'short', key())));
    expect(others.map((c) => c.status)).toEqual([409, 409, 409]);
  });

  it('payments racing the close land in exactly one day, and the closed day never moves', async () => {
    const register_id = await register1();
    await startFreshDay();
    const dayId = (
      await pos.staff.post<DayAnswer>('/pos/till/open', { register_id, counts: { '100': 10 }, idempotency_key: key() })
    ).body.day.day_id;
    const ids = await Promise.all(Array.from({ length: 8 }, () => counterOrder(1_100)));
    const results = await Promise.all([
      ...ids.map((id) => pay(id, { transaction_type: 'cash', amount: '11.00' })),
      // The drawer may come out far over (sales landed before the close): a manager signs off.
      pos.staff.post<DayAnswer>('/pos/till/close', {
        day_id: dayId,
        counts: { '100': 10 },
        over_short_reason: 'racing sales',
        manager_pin: '1234',
        idempotency_key: key(),
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(Array(9).fill(200));
    const frozen = (results[8] as { body: DayAnswer }).body.day;
    const next = (await state()).day;
    const inNext = next?.cash.cash_sales_cents ?? 0;
    // Every sale is counted once: in the closed day or in the next.
    expect(frozen.cash.cash_sales_cents + inNext).toBe(8_800);
    expect(frozen.sales.count + (next?.sales.count ?? 0)).toBe(8);
    // What the closed day's rows say now is what its report froze (nothing landed in it after the close).
    const [row] = await db().select().from(tillDays).where(eq(tillDays.dayId, dayId));
    const recount = await buildReport(db(), row!);
    expect(recount.cash.cash_sales_cents).toBe(frozen.cash.cash_sales_cents);
    const [n] = rowsOf<{ n: number }>(
      await db().execute(
        sql`select count(*)::int as n from order_transactions where order_id in (${sql.join(ids, sql`, `)}) and day_id is null`,
      ),
    );
    expect(n!.n).toBe(0);
  });
});

describe('the close and a payment being written (PostgreSQL: two connections)', () => {
  it.skipIf(inject('dbTarget') !== 'postgres')('the close waits for the payment and counts it', async () => {
    const register_id = await register1();
    await startFreshDay();
    const opened = await pos.staff.post<DayAnswer>('/pos/till/open', {
      register_id,
      counts: { '100': 10 },
      idempotency_key: key(),
    });
    const dayId = opened.body.day.day_id;
    const orderId = await counterOrder(1_500);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let written!: () => void;
    const inserted = new Promise<void>((r) => (written = r));
    // A tender being written: its row is in, its transaction not yet committed.
    const writer = db().transaction(async (t) => {
      await t.insert(orderTransactions).values({
        orderId,
        transactionType: 'cash',
        label: 'Cash',
        amountCents: 1_500,
        status: 'approved',
        idempotencyKey: key(),
      });
      written();
      await gate;
    });
    await inserted;
    const seen = { closed: false };
    const closing = close(dayId, { '100': 25 }).then((r) => ((seen.closed = true), r));
    // Until the close either finishes or is seen waiting on the day's row lock.
    for (;;) {
      const [w] = rowsOf<{ n: number }>(
        await pos.server.database.db.execute(
          sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%till_days%'`,
        ),
      );
      if (seen.closed || w!.n > 0) break;
      await new Promise((r) => setImmediate(r));
    }
    release();
    await writer;
    const z = (await closing).body.day;
    expect(z.cash.cash_sales_cents).toBe(1_500);
    expect(z.cash.over_short_cents).toBe(0);
  });
});
