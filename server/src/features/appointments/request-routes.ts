// Schedule Appointment requests (issue 11): stored as requested for staff to confirm on the appointment calendar, and
// the store is told through the outbox. Times are the store's local wall-clock time (its time zone, decision 0043).
import { and, asc, eq, gte } from 'drizzle-orm';
import {
  APPOINTMENT_TEXT,
  appointmentRequestAnswerSchema,
  appointmentRequestListSchema,
  appointmentRequestSchema,
} from '@parts/common/appointment';
import { APPT_MSG } from '@parts/common/pos-appointments';
import { storeInstant } from '@parts/common/store-time';
import { appointmentRequests, locations } from '#src/db/schema/index';
import { badRequest, refuse } from '#src/http/errors';
import { takeAttempt, type Limit } from '#src/http/rate-limit';
import type { App, Deps } from '#src/http/types';
import { sendMail } from '#src/features/mail/mailer';
import { firstEmail } from '#src/features/product/contact';
import { holidayOn } from '#src/features/stores/holidays';

/** Ten requests an hour from one address: enough for a family, not for a script. */
const LIMIT: Limit = { scope: 'appointment-request', max: 10, windowMs: 60 * 60_000 };

export async function appointmentRoutes(app: App, { db, config }: Deps) {
  app.post(
    '/information/schedule_appointment',
    {
      config: { access: 'public', changesState: true },
      schema: {
        tags: ['appointments'],
        summary: 'Requests an appointment (serialized form); staff confirm it',
        body: appointmentRequestSchema,
        response: { 200: appointmentRequestAnswerSchema },
      },
    },
    async (req, reply) => {
      const input = req.body;
      const [store] = await db
        .select()
        .from(locations)
        .where(and(eq(locations.locationId, input.location_id), eq(locations.kind, 'store')));
      if (!store) throw badRequest('Choose a store.', { location_id: 'Choose a store.' });
      // A holiday the store is closed on takes no requests (decision 0086).
      const holiday = await holidayOn(db, store.locationId, input.date);
      if (input.date in holiday && holiday[input.date] === null)
        throw badRequest(APPT_MSG.closed, { date: APPT_MSG.closed });
      const at = storeInstant(input.date, input.time, store.timeZone);
      if (at.getTime() < Date.now())
        throw badRequest('Choose a time in the future.', { date: 'Choose a time in the future.' });
      if (at.getTime() > Date.now() + 366 * 86_400_000)
        throw badRequest('Choose a date within a year.', { date: 'Choose a date within a year.' });
      // Counted before anything is checked (decision 0015), so a burst cannot pass the limit.
      if ((await takeAttempt(db, LIMIT, req.ip)) > 0)
        return refuse(reply, 429, 'Too many requests. Please call the store.');
      const session = await req.session.get();
      const [row] = await db
        .insert(appointmentRequests)
        .values({
          locationId: store.locationId,
          customerId: session.customerId ?? null,
          name: input.name,
          email: input.email,
          telephone: input.telephone,
          requestedAt: at,
          durationMinutes: input.duration,
          vehicle: input.vehicle,
          comment: input.comment,
        })
        .returning({ id: appointmentRequests.requestId });
      await sendMail(db, config, {
        kind: 'appointment_request',
        to: firstEmail(store.emailAddress),
        replyTo: input.email,
        subject: `Appointment request #${row!.id}: ${input.date} ${input.time}`,
        text: [
          `Name: ${input.name}`,
          `Email: ${input.email}`,
          `Phone: ${input.telephone}`,
          `Store: ${store.name}`,
          `When: ${input.date} ${input.time} (${input.duration} minutes)`,
          `Vehicle: ${input.vehicle}`,
          '',
          input.comment,
        ].join('\n'),
      });
      return { success: APPOINTMENT_TEXT.sent, request_id: row!.id };
    },
  );

  app.get(
    '/api/staff/appointments/requests',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        tags: ['appointments'],
        summary: 'Appointment requests from today on, for staff to confirm',
        response: { 200: appointmentRequestListSchema },
      },
    },
    async () => {
      const since = new Date(Date.now() - 86_400_000);
      const rows = await db
        .select()
        .from(appointmentRequests)
        .where(gte(appointmentRequests.requestedAt, since))
        .orderBy(asc(appointmentRequests.requestedAt))
        .limit(500);
      return {
        requests: rows.map((r) => ({
          request_id: r.requestId,
          status: r.status,
          location_id: r.locationId,
          name: r.name,
          email: r.email,
          telephone: r.telephone,
          requested_at: r.requestedAt.toISOString(),
          duration: r.durationMinutes,
          vehicle: r.vehicle,
          comment: r.comment,
        })),
      };
    },
  );
}
