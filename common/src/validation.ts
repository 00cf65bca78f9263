// Field rules with the spec's messages, shared by the forms in React and the request bodies on the server.
import { z } from 'zod';
import { INT4_MAX, wholeNumber } from './input';
import { MSG } from './messages';

export const PHONE_PATTERN = /^\+?(?:[\s().-]*\d){10}[\s().-]*$/;

export const requiredText = (min = 1, max = 255) =>
  z.string({ error: MSG.required }).trim().min(1, MSG.required).min(min, MSG.minChars(min)).max(max, MSG.maxChars(max));

export const email = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .email(MSG.invalidEmail)
  .max(96, MSG.maxChars(96));

export const phone = z
  .string({ error: MSG.required })
  .trim()
  .min(1, MSG.required)
  .regex(PHONE_PATTERN, MSG.invalidPhone);

/** A positive integer id as it arrives form-encoded ("12") or in JSON (12); strict (input.ts, decision 0014). */
export const id = wholeNumber({
  min: 1,
  max: INT4_MAX,
  notNumber: 'Must be a number',
  notWhole: 'Must be a whole number',
  belowMin: 'Must be a positive number',
  aboveMax: 'Must be a number',
});
