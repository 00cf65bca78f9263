// The in-store kiosk (spec 000 sections 2, 3, 4 and 9; issue 11): its texts, settings and the wire of its calls.
import { z } from 'zod';
import { pageFlagsSchema } from './flags';
import { email, phone, requiredText } from './validation';
import { storeId } from './input';
import { pinSchema, staffLoginSchema } from './staff';

/** The spec's exact kiosk texts. */
export const KIOSK_TEXT = {
  button: 'Press here to get started',
  modalHeading: 'Customize your ride!',
  warmingUp: 'Warming up the engine...',
  getStarted: 'Get Started',
  promptHeading: 'Are you still there?',
  countdown: (seconds: number) => `This kiosk will reset in ${seconds} seconds.`,
  stillHere: "I'm still here",
  reset: 'Reset',
  resetting: 'Resetting...',
  submitToBuy: 'Submit to Buy',
  // Not in the spec (decision 0052): the hidden staff corner and the screen after Submit to Buy.
  staffHeading: 'Staff sign-in',
  staffCorner: 'Staff sign-in (hold for 2 seconds)',
  orderHeading: 'Thank you!',
  orderNumber: (orderId: number) => `Your order number is ${orderId}.`,
  orderNext: 'Please go to the counter: we are getting your parts ready. Pay when you collect them.',
  orderCloses: (seconds: number) => `This screen closes in ${seconds} seconds.`,
  done: 'Done',
} as const;

/** How long the order number stays on screen after Submit to Buy before the kiosk resets (decision 0052). */
export const KIOSK_CONFIRM_SECONDS = 20;
/** How long staff hold the hidden corner (top left) before the sign-in opens (decision 0052). */
export const KIOSK_STAFF_HOLD_MS = 2000;

/** Spec 000 section 9: the countdown is redrawn every 500 ms. */
export const KIOSK_COUNTDOWN_REFRESH_MS = 500;

export const kioskVideoSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[\w-]{1,64}$/, 'A video id is 1 to 64 letters, digits, - or _.'),
  // A path on this server (the demo's shipped files) or an https address; nothing that runs script.
  url: z
    .string()
    .trim()
    .max(500)
    .regex(/^(\/(?!\/)|https:\/\/)\S+$/, 'A video URL is a path on this site or an https address.'),
  title: z.string().trim().max(120),
});
export type KioskVideo = z.infer<typeof kioskVideoSchema>;

// The kiosk's settings are edited in the back office: its timers, home page and button text through Store → Settings
// (common/settings-admin.ts: whole minutes, audited), its videos through Store → Kiosk videos (common/kiosk-admin.ts).

const isoTime = z.iso.datetime({ offset: true, error: 'Must be an ISO date and time.' });

/** POST /tool/kiosk/video: one playback record (spec 000 section 7). */
export const kioskPlaySchema = z
  .object({ video_id: kioskVideoSchema.shape.id, start_date: isoTime, end_date: isoTime })
  .refine((p) => Date.parse(p.end_date) >= Date.parse(p.start_date), {
    path: ['end_date'],
    message: 'end_date is before start_date.',
  })
  .refine((p) => Date.parse(p.end_date) - Date.parse(p.start_date) <= 86_400_000, {
    path: ['end_date'],
    message: 'A play lasts at most a day.',
  });
export type KioskPlay = z.infer<typeof kioskPlaySchema>;

/** Staff turn this device into the kiosk of one store. */
export const kioskStartSchema = z.object({
  location_id: storeId,
});

/** Submit to Buy: who the counter calls when the order is ready; email is optional at a kiosk. */
export const kioskSubmitSchema = z.object({
  firstname: requiredText(1, 32),
  lastname: requiredText(1, 32),
  telephone: phone,
  email: z.union([z.literal(''), email]).optional(),
  idempotency_key: z.string().regex(/^[\w-]{8,64}$/, 'idempotency_key must be 8 to 64 letters, digits, - or _.'),
});
export type KioskSubmit = z.infer<typeof kioskSubmitSchema>;

/** POST /tool/kiosk/staff: a staff member's username and PIN, typed at the kiosk's hidden corner (decision 0052). */
export const kioskStaffSchema = z.object({ username: staffLoginSchema.shape.username, pin: pinSchema.shape.pin });
export type KioskStaff = z.infer<typeof kioskStaffSchema>;

// ---- The kiosk's answers (decision 0048: the route serializes through them, the screens check with them) ----

/** GET /tool/kiosk/settings: the saved settings as they are (checked when saved), timers in minutes. */
export const kioskSettingsAnswer = z.object({
  kiosk_videos: z.array(z.object({ id: z.string(), url: z.string(), title: z.string() })),
  kiosk_idle_timer: z.number(),
  kiosk_prompt_timer: z.number(),
  kiosk_homepage: z.string(),
  kiosk_button_text: z.string(),
});
export type KioskSettingsAnswer = z.infer<typeof kioskSettingsAnswer>;

/** POST /tool/kiosk/reset: the message and the kiosk homepage to go to. */
export const kioskResetAnswer = z.object({ success: z.string(), redirect: z.string() });
/** POST /tool/kiosk/submit: the order waiting for the counter. */
export const kioskSubmittedAnswer = z.object({ order_id: z.number(), success: z.string(), redirect: z.string() });
/** POST /api/staff/kiosk/start: the message and the page flags of the device, now a kiosk. */
export const kioskStartedAnswer = z.object({ success: z.string(), flags: pageFlagsSchema });

/** GET /api/staff/kiosk/report: plays per video, and the kiosk orders waiting for the counter. */
export const kioskReportAnswer = z.object({
  plays: z.array(z.object({ video_id: z.string(), plays: z.number(), seconds: z.number(), last_played: z.string() })),
  orders: z.array(
    z.object({
      order_id: z.number(),
      firstname: z.string(),
      lastname: z.string(),
      telephone: z.string(),
      total_cents: z.number(),
      location_id: z.number().nullable(),
      created_at: z.string(),
    }),
  ),
});
