// Storefront appointment requests (issue 14, decision 0025): confirmed into a bay and time, or declined; the customer
// is told by email and, with consent, by text. The booking itself is booking.ts's.
import { eq } from 'drizzle-orm';

import { APPT_MSG, APPT_STATUS } from '@parts/common/pos-appointments';

import type { Db } from '#src/db/client';
import { appointmentRequests, bays, customers, locations } from '#src/db/schema/index';
import { sendMail } from '#src/features/mail/mailer';
import { sendSms } from '#src/features/sms/sms';

import type { StaffUser } from '#src/features/staff/queries';
import { badRequest, HttpError, notFound } from '#src/http/errors';
import { book, localParts, zoneOf, type ApptRow, type MailConfig } from './booking';

/** Email through the outbox always; a text too when there is a number and the customer consents to texts. */
async function tellCustomer(
  db: Db,
  config: MailConfig,
  to: { email: string; telephone: string; consent: boolean; customerId?: number; orderId?: number },
  kind: string,
  subject: string,
  text: string,
) {
  if (to.email)
    await sendMail(db, config, { kind, to: to.email, subject, text, customerId: to.customerId, orderId: to.orderId });
  if (to.telephone && to.consent) {
    try {
      await sendSms(db, { kind, to: to.telephone, body: text, customerId: to.customerId, orderId: to.orderId });
    } catch (err) {
      // A number the phone rule refuses: the email went; the booking stands.
      if (!(err instanceof HttpError)) throw err;
    }
  }
}

const storeName = async (db: Db, id: number) =>
  (await db.select({ name: locations.name }).from(locations).where(eq(locations.locationId, id)))[0]?.name ?? '';

export async function notifyBooked(db: Db, config: MailConfig, appt: ApptRow) {
  if (!appt.customerId) return;
  const [c] = await db.select().from(customers).where(eq(customers.customerId, appt.customerId));
  if (!c) return;
  const p = localParts(appt.startsAt, await zoneOf(db, appt.locationId));
  const text = `Your appointment at ${await storeName(db, appt.locationId)} is booked for ${p.date} at ${p.time} (${appt.durationMinutes} minutes). Appointment #${appt.appointmentId}.`;
  await tellCustomer(
    db,
    config,
    {
      email: c.email,
      telephone: c.telephone,
      consent: c.textingAlerts,
      customerId: c.customerId,
      orderId: appt.orderId ?? undefined,
    },
    'appointment_booked',
    'Your appointment is booked',
    text,
  );
}

async function requestContact(db: Db, r: typeof appointmentRequests.$inferSelect) {
  const [c] = r.customerId ? await db.select().from(customers).where(eq(customers.customerId, r.customerId)) : [];
  return {
    email: r.email,
    telephone: r.telephone,
    consent: c?.textingAlerts ?? false,
    customerId: r.customerId ?? undefined,
  };
}

async function lockedRequest(tx: Db, requestId: number) {
  const [r] = await tx
    .select()
    .from(appointmentRequests)
    .where(eq(appointmentRequests.requestId, requestId))
    .for('update');
  if (!r) throw notFound('Appointment request not found.');
  if (r.status !== 'requested') throw new HttpError(409, APPT_MSG.requestDone(r.status));
  return r;
}

/** Confirms a storefront request into a bay (and installer) at a time; the request becomes confirmed with it. */
export async function confirmRequest(
  db: Db,
  config: MailConfig,
  input: { request_id: number; bay_id: number; user_id: number | null; start: string; duration: number },
  staff: StaffUser,
) {
  const [r] = await db.select().from(appointmentRequests).where(eq(appointmentRequests.requestId, input.request_id));
  if (!r) throw notFound('Appointment request not found.');
  if (r.status !== 'requested') throw new HttpError(409, APPT_MSG.requestDone(r.status));
  const [bay] = await db.select().from(bays).where(eq(bays.bayId, input.bay_id));
  if (!bay) throw badRequest(APPT_MSG.noBay, { bay_id: APPT_MSG.noBay });
  const [date, time] = input.start.split(' ') as [string, string];
  const { appt, created } = await book(
    db,
    {
      locationId: bay.locationId,
      bayId: bay.bayId,
      userId: input.user_id,
      customerId: r.customerId,
      orderId: null,
      vehicleId: null,
      requestId: r.requestId,
      statusId: APPT_STATUS.confirmed,
      date,
      time,
      duration: input.duration,
      note: [r.vehicle, r.comment].filter(Boolean).join(' — '),
      products: [],
      notifyCustomer: true,
      idempotencyKey: `request-${r.requestId}`,
      createdBy: staff.userId,
    },
    async (tx) => {
      await lockedRequest(tx, r.requestId);
      await tx
        .update(appointmentRequests)
        .set({ status: 'confirmed' })
        .where(eq(appointmentRequests.requestId, r.requestId));
    },
  );
  if (created) {
    const p = localParts(appt.startsAt, await zoneOf(db, appt.locationId));
    const text = `Hi ${r.name}, your appointment at ${await storeName(db, appt.locationId)} is confirmed for ${p.date} at ${p.time} (${appt.durationMinutes} minutes). Appointment #${appt.appointmentId}.`;
    await tellCustomer(
      db,
      config,
      await requestContact(db, r),
      'appointment_confirmed',
      'Your appointment is confirmed',
      text,
    );
  }
  return appt;
}

export async function declineRequest(db: Db, config: MailConfig, input: { request_id: number; reason: string }) {
  const r = await db.transaction(async (tx) => {
    const row = await lockedRequest(tx as unknown as Db, input.request_id);
    await tx
      .update(appointmentRequests)
      .set({ status: 'declined' })
      .where(eq(appointmentRequests.requestId, row.requestId));
    return row;
  });
  const p = localParts(r.requestedAt, await zoneOf(db, r.locationId));
  const text = `Hi ${r.name}, we are sorry: we cannot take your appointment request for ${p.date} at ${p.time}.${input.reason ? ` ${input.reason}` : ''} Please call the store or request another time.`;
  await tellCustomer(db, config, await requestContact(db, r), 'appointment_declined', 'Your appointment request', text);
}
