// The Schedule Appointment request (spec 000 sections 2, 7, 8, 9; issue 11), shared by the modal and the server.
import { z } from 'zod';
import { MSG } from './messages';
import { email, phone, requiredText } from './validation';
import { storeId, wholeNumber } from './input';

export const APPOINTMENT_TEXT = { sent: 'Request sent successfully!', title: 'Schedule Appointment' } as const;
/** Spec 000 section 9: 15 to 480 minutes in 15-minute steps. */
export const APPOINTMENT_DURATION = { min: 15, max: 480, step: 15, default: 60 } as const;

export const appointmentRequestSchema = z
  .object({
    name: requiredText(1, 64),
    email,
    telephone: phone,
    location_id: storeId,
    // Spec 000 section 9: dates Y-m-d, times H:i.
    date: z.string({ error: MSG.required }).regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as YYYY-MM-DD.'),
    time: z.string({ error: MSG.required }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the time as HH:MM.'),
    duration: wholeNumber({
      min: APPOINTMENT_DURATION.min,
      max: APPOINTMENT_DURATION.max,
      notNumber: `From ${APPOINTMENT_DURATION.min} to ${APPOINTMENT_DURATION.max} minutes.`,
      belowMin: `From ${APPOINTMENT_DURATION.min} to ${APPOINTMENT_DURATION.max} minutes.`,
      aboveMax: `From ${APPOINTMENT_DURATION.min} to ${APPOINTMENT_DURATION.max} minutes.`,
      unsigned: true,
    })
      .refine((n) => n % APPOINTMENT_DURATION.step === 0, 'In steps of 15 minutes.')
      .default(APPOINTMENT_DURATION.default),
    vehicle: z.string().trim().max(120, MSG.maxChars(120)).default(''),
    comment: z.string().trim().max(1000, MSG.maxChars(1000)).default(''),
  })
  .refine((a) => realDate(a.date), { path: ['date'], message: 'That date does not exist.' });

/** 2026-02-31 is not a date, though Date.parse would roll it into March. */
function realDate(ymd: string): boolean {
  const d = new Date(`${ymd}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === ymd;
}
export type AppointmentRequest = z.infer<typeof appointmentRequestSchema>;

/** POST /information/schedule_appointment. */
export const appointmentRequestAnswerSchema = z.object({ success: z.string(), request_id: z.number().int() });

/** GET /api/staff/appointments/requests: requests from yesterday on, for staff to confirm. */
export const appointmentRequestListSchema = z.object({
  requests: z.array(
    z.object({
      request_id: z.number().int(),
      status: z.enum(['requested', 'confirmed', 'declined']),
      location_id: z.number().int().nullable(),
      name: z.string(),
      email: z.string(),
      telephone: z.string(),
      requested_at: z.string(),
      duration: z.number().int(),
      vehicle: z.string(),
      comment: z.string(),
    }),
  ),
});
