// The product Contact Us form: a captcha picture whose answer stays in the session, checked by the server before the
// message goes (through sendMail) to the chosen store's first email address. Rate-limited per address.
import { createHash, randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { PRODUCT_MSG } from '@parts/common/messages';
import type { ContactInput, ContactLocation } from '@parts/common/product-page';
import type { Config } from '#src/config';
import type { Db } from '#src/db/client';
import { locations, products } from '#src/db/schema/index';
import { badRequest } from '#src/http/errors';
import { takeAttempt, type Limit } from '#src/http/rate-limit';
import { sendMail } from '#src/features/mail/mailer';

/** Spec 000 sections 2 and 9: the captcha image is 175px wide. */
export const CAPTCHA_WIDTH = 175;
export const CAPTCHA_HEIGHT = 50;
/** Five messages an hour from one address; a shop asking about many parts can call the store. */
export const CONTACT_LIMIT: Limit = { scope: 'product-contact', max: 5, windowMs: 60 * 60_000 };

const CAPTCHA_LOOK = {
  size: 5,
  width: CAPTCHA_WIDTH,
  height: CAPTCHA_HEIGHT,
  noise: 2,
  ignoreChars: '0oO1iIlL',
  background: '#f4f6f8',
  fontSize: 48,
};

/** A new picture's id, kept in the session beside its answer. */
export const newPictureId = () => randomBytes(12).toString('base64url');

/** A new picture and its answer; `fixed` (config CAPTCHA_TEST_ANSWER, browser tests on loopback only) draws that text. */
export function newCaptcha(fixed?: string): { svg: string; text: string } {
  if (fixed)
    return {
      svg: (svgCaptcha as unknown as (text: string, o: typeof CAPTCHA_LOOK) => string)(fixed, CAPTCHA_LOOK),
      text: fixed,
    };
  const c = svgCaptcha.create(CAPTCHA_LOOK);
  return { svg: c.data, text: c.text };
}

/**
 * One picture is checked at most twice (the form's early check, then the send): a wrong answer retires it, but a burst
 * of guesses sent at once would all read it before the first retired it, so the checks are counted atomically.
 */
export const CAPTCHA_LIMIT: Limit = { scope: 'captcha-picture', max: 2, windowMs: 60 * 60_000 };

/**
 * Checks an answer against the session's picture, counting the check first (CAPTCHA_LIMIT). The count is kept per
 * picture: its id from the session when it has one (so pictures that happen to share a text, as under
 * CAPTCHA_TEST_ANSWER, are counted apart), else its text.
 */
export async function checkCaptcha(
  db: Db,
  expected: string | undefined,
  given: string,
  pictureId?: string,
): Promise<boolean> {
  if (!expected) return false;
  const picture = pictureId ?? createHash('sha256').update(expected.toLowerCase()).digest('base64url');
  if ((await takeAttempt(db, CAPTCHA_LIMIT, picture)) > 0) return false;
  return captchaMatches(expected, given);
}

/** Case-insensitive, surrounding spaces ignored; a missing captcha (never shown, or already used) never matches. */
export function captchaMatches(expected: string | undefined, given: string): boolean {
  return Boolean(expected) && expected!.toLowerCase() === given.trim().toLowerCase();
}

/** The first address of a comma-separated list (spec 000 section 3, Location.email_address). */
export const firstEmail = (list: string) =>
  list
    .split(',')
    .map((s) => s.trim())
    .find(Boolean) ?? '';

export async function contactLocations(db: Db): Promise<ContactLocation[]> {
  const rows = await db
    .select()
    .from(locations)
    .where(eq(locations.kind, 'store'))
    .orderBy(asc(locations.sortOrder), asc(locations.locationId));
  return rows.map((l) => ({ location_id: l.locationId, location_name: l.name, email_address: l.emailAddress }));
}

export async function sendProductContact(
  db: Db,
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>,
  input: ContactInput,
): Promise<string> {
  const [store] = await db.select().from(locations).where(eq(locations.locationId, input.pcLocation));
  const to = store && store.kind === 'store' ? firstEmail(store.emailAddress) : '';
  if (!store || !to) throw badRequest('Choose a store.', { pcLocation: 'Choose a store.' });
  const [product] = input.product_id
    ? await db
        .select({ name: products.name, mpn: products.mpn, sku: products.sku })
        .from(products)
        .where(eq(products.productId, input.product_id))
    : [];
  await sendMail(db, config, {
    kind: 'product_contact',
    to,
    replyTo: input.pcEmail,
    subject: product ? `Question about ${product.name} (${product.sku})` : 'Question from the store website',
    text: [
      `Name: ${input.pcName}`,
      `Email: ${input.pcEmail}`,
      `Phone: ${input.pcPhone}`,
      `Store: ${store.name}`,
      ...(product
        ? [`Product: ${product.name} (SKU ${product.sku}, part number ${product.mpn}, id ${input.product_id})`]
        : []),
      '',
      input.pcMessage,
    ].join('\n'),
  });
  return PRODUCT_MSG.contactSent(store.name);
}
