// A register's drawer day (issue 28, decisions 0056 and 0094): counting the float, cash paid in and out, and the close.
// A store has registers (drawers); each has its own day. Every money action takes an idempotency key and runs in one
// transaction on the day's row: the open day is found (or opened) by the database's till_open_register_day, which
// holds the row FOR SHARE, and the close holds it FOR UPDATE (migrations 0033 and 0054).
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import {
  countedCents,
  needsSignOff,
  overShort,
  TILL_MSG,
  type DenominationCounts,
  type TillState,
  type ZReport,
} from '@parts/common/till';
import type { Db } from '#src/db/client';
import { rowsOf } from '#src/db/rows';
import { paymentDevices, registers, tillDays, tillMovements, tillStaffRegisters } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';
import { loadSettings } from '#src/features/settings/queries';
import { terminalProvider } from '#src/features/payments/terminal';
import type { StaffUser } from '#src/features/staff/queries';
import { storeOfStaff, type Store } from '#src/features/stores/store-of-staff';
import { managerByPin } from '#src/features/staff/manager-pin';
import { clearAttempts, takeAttempt, type Limit } from '#src/http/rate-limit';
import { hasPermission } from '@parts/common/permissions';
import { STAFF_MSG } from '@parts/common/messages';
import { buildReport, type DayRow } from './report';

import { formatCents } from '@parts/common/money';
import { recordAudit, type AuditActor } from '#src/features/audit/audit';

const tx = <T>(db: Db, fn: (t: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));

type Register = { registerId: number; name: string };

/**
 * The register the staff member works at the store: the rule the ledger's stamp uses (till_register_pick, migration
 * 0058), read only. A store with no register (every store gets one with it; a manager can only switch the last off)
 * answers 409.
 */
async function workingRegister(db: Db, staff: StaffUser, store: Store): Promise<Register> {
  const [r] = rowsOf<{ id: number | null }>(
    await db.execute(sql`select till_register_pick(${store.locationId}, ${staff.userId}, null) as id`),
  );
  const [reg] = r?.id
    ? await db
        .select({ registerId: registers.registerId, name: registers.name })
        .from(registers)
        .where(eq(registers.registerId, r.id))
    : [];
  if (!reg) throw new HttpError(409, TILL_MSG.noRegister);
  return reg;
}

/** A register of the staff member's store that is in use (404 / 409 otherwise). */
async function registerInUse(db: Db, store: Store, registerId: number): Promise<Register> {
  const [reg] = await db
    .select()
    .from(registers)
    .where(and(eq(registers.registerId, registerId), eq(registers.locationId, store.locationId)));
  if (!reg) throw new HttpError(404, TILL_MSG.registerNotFound, { register_id: TILL_MSG.registerNotFound });
  if (!reg.active) throw new HttpError(409, TILL_MSG.registerOff, { register_id: TILL_MSG.registerOff });
  return { registerId: reg.registerId, name: reg.name };
}

/** The register's open day (opened now when there is none), locked FOR SHARE until `t` ends. */
async function openDayLocked(t: Db, registerId: number, userId: number): Promise<DayRow> {
  const [r] = rowsOf<{ id: number }>(
    await t.execute(sql`select till_open_register_day(${registerId}, ${userId}) as id`),
  );
  const [day] = await t.select().from(tillDays).where(eq(tillDays.dayId, r!.id));
  return day!;
}

/** The drawer screen: the store's registers, the one worked, its open day's live report (or none), its last closes. */
export async function tillState(db: Db, staff: StaffUser): Promise<TillState> {
  const store = await storeOfStaff(db, staff);
  const register = await workingRegister(db, staff, store);
  const inUse = await db
    .select({ register_id: registers.registerId, name: registers.name })
    .from(registers)
    .where(and(eq(registers.locationId, store.locationId), eq(registers.active, true)))
    .orderBy(asc(registers.registerId));
  const [open] = await db
    .select()
    .from(tillDays)
    .where(and(eq(tillDays.registerId, register.registerId), eq(tillDays.status, 'open')));
  const recent = await db
    .select()
    .from(tillDays)
    .where(and(eq(tillDays.registerId, register.registerId), eq(tillDays.status, 'closed')))
    .orderBy(desc(tillDays.dayId))
    .limit(10);
  return {
    store: store.name,
    registers: inUse,
    register: { register_id: register.registerId, name: register.name },
    day: open ? await buildReport(db, open) : null,
    recent: recent.map((d) => ({
      day_id: d.dayId,
      business_date: d.businessDate,
      closed_at: d.closedAt!.toISOString(),
      over_short_cents: d.overShortCents ?? 0,
    })),
  };
}

/** Picks the register the staff member works; from now on their tenders and refunds land in its day. */
export async function pickRegister(db: Db, staff: StaffUser, registerId: number): Promise<TillState> {
  const store = await storeOfStaff(db, staff);
  const reg = await registerInUse(db, store, registerId);
  await db
    .insert(tillStaffRegisters)
    .values({ userId: staff.userId, registerId: reg.registerId })
    .onConflictDoUpdate({
      target: tillStaffRegisters.userId,
      set: { registerId: reg.registerId, chosenAt: sql`now()` },
    });
  return tillState(db, staff);
}

/** A day's report: frozen when closed, live when open. */
export async function dayReport(db: Db, staff: StaffUser, dayId: number): Promise<ZReport> {
  const store = await storeOfStaff(db, staff);
  const [day] = await db
    .select()
    .from(tillDays)
    .where(and(eq(tillDays.dayId, dayId), eq(tillDays.locationId, store.locationId)));
  if (!day) throw new HttpError(404, TILL_MSG.dayNotFound);
  return day.zReport ?? buildReport(db, day);
}

/** Counts the float into the register's open day (opening it): once per day; the same key answers the same day. */
export async function countFloat(
  db: Db,
  staff: StaffUser,
  registerId: number,
  counts: DenominationCounts,
  key: string,
): Promise<ZReport> {
  const store = await storeOfStaff(db, staff);
  const register = await registerInUse(db, store, registerId);
  const byKey = async (t: Db) => {
    const [done] = await t.select().from(tillDays).where(eq(tillDays.floatKey, key));
    return done ? (done.zReport ?? buildReport(t, done)) : null;
  };
  return tx(db, async (t) => {
    // Float counts of one register wait for each other on its row (two of them both holding the day FOR SHARE and then
    // updating it would deadlock); the same key then answers the day it counted, even if that day has closed since.
    await t
      .select({ id: registers.registerId })
      .from(registers)
      .where(eq(registers.registerId, register.registerId))
      .for('no key update'); // not 'update': a payment opening the register's day takes FOR KEY SHARE on it (its FK)
    const first = await byKey(t);
    if (first) return first;
    const day = await openDayLocked(t, register.registerId, staff.userId);
    const [set] = await t
      .update(tillDays)
      .set({ floatCents: countedCents(counts), floatCounts: counts, floatKey: key })
      .where(and(eq(tillDays.dayId, day.dayId), sql`${tillDays.floatCents} is null`))
      .returning();
    if (set) return buildReport(t, set);
    // A concurrent request with the same key counted it first (this update waited for it).
    const again = await byKey(t);
    if (again) return again;
    throw new HttpError(409, TILL_MSG.floatCounted);
  });
}

/** Cash paid into or out of the register's drawer, in its open day; the same key records once. */
export async function addMovement(
  db: Db,
  staff: StaffUser,
  m: { registerId: number; kind: 'paid_in' | 'paid_out'; amountCents: number; reason: string; key: string },
  audit?: AuditActor,
): Promise<ZReport> {
  const store = await storeOfStaff(db, staff);
  const register = await registerInUse(db, store, m.registerId);
  return tx(db, async (t) => {
    const earlier = await t
      .select({ dayId: tillMovements.dayId })
      .from(tillMovements)
      .where(eq(tillMovements.idempotencyKey, m.key));
    const day = earlier[0] ? { dayId: earlier[0].dayId } : await openDayLocked(t, register.registerId, staff.userId);
    const inserted = await t
      .insert(tillMovements)
      .values({
        dayId: day.dayId,
        kind: m.kind,
        amountCents: m.amountCents,
        reason: m.reason,
        idempotencyKey: m.key,
        createdBy: staff.userId,
      })
      .onConflictDoNothing({ target: tillMovements.idempotencyKey })
      .returning();
    // Only the request that recorded the movement writes its audit row (a retry with the same key writes none).
    if (inserted[0] && audit)
      await recordAudit(t, audit, {
        action: m.kind === 'paid_in' ? 'till.paid_in' : 'till.paid_out',
        targetType: 'till_day',
        targetId: inserted[0].dayId,
        summary: `${m.kind === 'paid_in' ? 'Paid in' : 'Paid out'} ${formatCents(m.amountCents)} at ${store.name}, ${register.name}: ${m.reason}`,
        detail: { amount_cents: m.amountCents, reason: m.reason },
      });
    const dayId = inserted[0]?.dayId ?? (await movementDay(t, m.key));
    const [row] = await t.select().from(tillDays).where(eq(tillDays.dayId, dayId));
    return row!.zReport ?? buildReport(t, row!);
  });
}

async function movementDay(t: Db, key: string): Promise<number> {
  const [m] = await t
    .select({ dayId: tillMovements.dayId })
    .from(tillMovements)
    .where(eq(tillMovements.idempotencyKey, key));
  return m!.dayId;
}

const MANAGER_PIN: Limit = { scope: 'manager-pin', max: 5, windowMs: 15 * 60_000 };

/** The manager (till.signOff) whose PIN this is; a wrong PIN counts against the closer, as the price override's does. */
async function signingManager(db: Db, staff: StaffUser, pin: string): Promise<StaffUser> {
  const key = String(staff.userId);
  const wait = await takeAttempt(db, MANAGER_PIN, key);
  if (wait > 0)
    throw new HttpError(429, STAFF_MSG.tooManyAttempts(wait), { manager_pin: STAFF_MSG.tooManyAttempts(wait) });
  const manager = await managerByPin(db, 'till.signOff', pin);
  if (!manager) throw new HttpError(403, TILL_MSG.pinNotManager, { manager_pin: TILL_MSG.pinNotManager });
  await clearAttempts(db, MANAGER_PIN, key);
  return manager;
}

/**
 * Closes the day: the drawer counted, over/short (a reason when not zero), the provider's batch against the card
 * tenders, the Z report frozen. Waits for payments in flight (the row lock); the same key answers the same report.
 */
export async function closeDay(
  db: Db,
  staff: StaffUser,
  input: { dayId: number; counts: DenominationCounts; reason: string; key: string; managerPin?: string },
  audit?: AuditActor,
): Promise<ZReport> {
  const store = await storeOfStaff(db, staff);
  // Read before the transaction (PGlite runs one statement at a time): the limit, and the manager a PIN names.
  const limit = (await loadSettings(db)).till_signoff_over_short_cents;
  const manager = input.managerPin ? await signingManager(db, staff, input.managerPin) : null;
  return tx(db, async (t) => {
    const [day] = await t
      .select()
      .from(tillDays)
      .where(and(eq(tillDays.dayId, input.dayId), eq(tillDays.locationId, store.locationId)))
      .for('update');
    if (!day) throw new HttpError(404, TILL_MSG.dayNotFound);
    if (day.status === 'closed') {
      if (day.closeKey === input.key && day.zReport) return day.zReport;
      throw new HttpError(409, TILL_MSG.alreadyClosed);
    }
    const closedAt = new Date();
    const live = await buildReport(t, day);
    const counted = countedCents(input.counts);
    const os = overShort(counted, live.cash.expected_cents);
    if (os !== 0 && !input.reason)
      throw new HttpError(400, TILL_MSG.overShortReason, { over_short_reason: TILL_MSG.overShortReason });
    const signOff = needsSignOff(os, limit);
    const signer = !signOff ? null : hasPermission(staff, 'till.signOff') ? staff : manager;
    if (signOff && !signer) throw new HttpError(403, TILL_MSG.signOff(limit), { manager_pin: TILL_MSG.signOff(limit) });
    const report: ZReport = {
      ...live,
      status: 'closed',
      closed_at: closedAt.toISOString(),
      closed_by: `${staff.firstname} ${staff.lastname}`.trim(),
      cash: {
        ...live.cash,
        counted_cents: counted,
        over_short_cents: os,
        over_short_reason: os === 0 ? '' : input.reason,
        signed_off_by: signer ? `${signer.firstname} ${signer.lastname}`.trim() : '',
        counts: input.counts,
      },
      batch: await batchOf(t, day, closedAt, live),
    };
    await t
      .update(tillDays)
      .set({
        status: 'closed',
        closedAt,
        closedBy: staff.userId,
        closeKey: input.key,
        countedCents: counted,
        overShortCents: os,
        signedOffBy: signer?.userId ?? null,
        zReport: report,
      })
      .where(eq(tillDays.dayId, day.dayId));
    if (audit) {
      const result = os === 0 ? 'even' : `${formatCents(Math.abs(os))} ${os > 0 ? 'over' : 'short'} (${input.reason})`;
      await recordAudit(t, audit, {
        action: 'till.close',
        targetType: 'till_day',
        targetId: day.dayId,
        summary: `Closed the day at ${store.name}, ${live.register}: drawer ${result}`,
        detail: { counted_cents: counted, expected_cents: live.cash.expected_cents, over_short_cents: os },
      });
    }
    return report;
  });
}

/**
 * The terminal provider's batch since the register's last close, of the register's own card readers (decision 0098),
 * against the ledger's card tenders of the day. The ledger's stamp puts a reader's payments in its register's day, so
 * the two count the same payments whoever rang them.
 */
async function batchOf(t: Db, day: DayRow, until: Date, live: ZReport): Promise<ZReport['batch']> {
  const [prev] = await t
    .select({ closedAt: tillDays.closedAt })
    .from(tillDays)
    .where(and(eq(tillDays.registerId, day.registerId), eq(tillDays.status, 'closed')))
    .orderBy(desc(tillDays.dayId))
    .limit(1);
  const devices = await t
    .select({ providerId: paymentDevices.providerId, name: paymentDevices.name })
    .from(paymentDevices)
    .where(and(eq(paymentDevices.registerId, day.registerId), ne(paymentDevices.kind, 'department')))
    .orderBy(asc(paymentDevices.deviceId));
  const b = await terminalProvider(t).batchTotals({
    deviceIds: devices.map((d) => d.providerId),
    since: prev?.closedAt ?? null,
    until,
  });
  const lines = b.lines.map((l) => ({
    card_type: l.cardType,
    sale_count: l.saleCount,
    sale_cents: l.saleCents,
    refund_count: l.refundCount,
    refund_cents: l.refundCents,
    net_cents: l.saleCents - l.refundCents,
  }));
  const providerNet = lines.reduce((s, l) => s + l.net_cents, 0);
  // The reader charged each card payment's card surcharge on top of its amount, and gives it back with a void or a
  // refund of the payment (decision 0095); the tenders count the amounts only. A card keyed in by hand (`card`) was
  // charged outside the readers (decision 0104): its amount and surcharge are counted apart, on neither side.
  const [surcharges] = rowsOf<{ reader: number; keyed: number }>(
    await t.execute(sql`select
        coalesce(sum(case when day_id = ${day.dayId} then surcharge_cents else 0 end
          - case when void_day_id = ${day.dayId} then surcharge_cents else 0 end)
          filter (where transaction_type in ('card_device', 'smart_terminal')), 0)::int as reader,
        coalesce(sum(case when day_id = ${day.dayId} then surcharge_cents else 0 end
          - case when void_day_id = ${day.dayId} then surcharge_cents else 0 end)
          filter (where transaction_type = 'card'), 0)::int as keyed
      from order_transactions
      where (day_id = ${day.dayId} or void_day_id = ${day.dayId})
        and transaction_type in ('card_device', 'smart_terminal', 'card')`),
  );
  const tendersOf = (types: string[]) =>
    live.tenders.filter((x) => types.includes(x.type)).reduce((s, x) => s + x.net_cents, 0);
  const ledgerNet = tendersOf(['card_device', 'smart_terminal']) + (surcharges?.reader ?? 0);
  return {
    batch_id: b.batchId,
    readers: devices.map((d) => d.name),
    lines,
    provider_net_cents: providerNet,
    ledger_net_cents: ledgerNet,
    difference_cents: providerNet - ledgerNet,
    keyed_net_cents: tendersOf(['card']) + (surcharges?.keyed ?? 0),
  };
}
