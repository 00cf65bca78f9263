// Staff login and lock-screen bodies, used by the login form and the server route alike.
import { z } from 'zod';
import { pageFlagsSchema } from './flags';
import { MSG } from './messages';

export const staffLoginSchema = z.object({
  username: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(64, MSG.maxChars(64)),
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(128, MSG.maxChars(128)),
});
export type StaffLogin = z.infer<typeof staffLoginSchema>;

export const pinSchema = z.object({
  pin: z
    .string({ error: MSG.required })
    .trim()
    .regex(/^\d{4,8}$/, 'The PIN is 4 to 8 digits.'),
});

/** POST /api/staff/login: the staff member is logged in; the session's new page flags (POS mode). */
export const staffLoginAnswerSchema = z.object({ success: z.string(), flags: pageFlagsSchema });
