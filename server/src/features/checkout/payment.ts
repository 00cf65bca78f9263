// Card payments through a provider interface shaped like a real gateway's (authorize / capture / void, each with an
// idempotency key, and declines). The default is the test provider: no network; test card numbers decide the answer.
import { and, eq } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { payments } from '#src/db/schema/index';

export interface CardDetails {
  number: string;
  expiry: string;
  cvc: string;
}

export interface AuthorizeRequest {
  amountCents: number;
  card: CardDetails;
  /** The same key twice answers the first result and never charges twice. */
  idempotencyKey: string;
}

export type AuthorizeResult = { approved: true; reference: string } | { approved: false; message: string };

export interface PaymentProvider {
  readonly name: string;
  authorize(req: AuthorizeRequest): Promise<AuthorizeResult>;
  capture(reference: string, orderId: number): Promise<void>;
  void(reference: string): Promise<void>;
}

/** Approves 4242 4242 4242 4242 (and any other Luhn-valid number), declines 4000 0000 0000 0002 and bad numbers. */
export const TEST_CARDS = { approve: '4242424242424242', decline: '4000000000000002' } as const;

export function luhnOk(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';
  constructor(private readonly db: Db) {}

  async authorize(req: AuthorizeRequest): Promise<AuthorizeResult> {
    const [seen] = await this.db.select().from(payments).where(and(eq(payments.provider, this.name), eq(payments.idempotencyKey, req.idempotencyKey)));
    if (seen) return seen.status === 'declined' ? { approved: false, message: seen.message } : { approved: true, reference: seen.reference! };
    const digits = req.card.number.replace(/[\s-]/g, '');
    const expiryOk = /^(0[1-9]|1[0-2])\/?(\d{2})$/.test(req.card.expiry.trim());
    const approved = /^\d+$/.test(digits) && luhnOk(digits) && digits !== TEST_CARDS.decline && expiryOk && /^\d{3,4}$/.test(req.card.cvc.trim());
    const reference = approved ? `test_${req.idempotencyKey.slice(0, 24)}_${Date.now().toString(36)}` : null;
    const [row] = await this.db
      .insert(payments)
      .values({ provider: this.name, idempotencyKey: req.idempotencyKey, amountCents: req.amountCents, status: approved ? 'authorized' : 'declined', reference, cardLast4: digits.slice(-4), message: approved ? 'Approved' : 'Declined' })
      .onConflictDoNothing()
      .returning();
    if (!row) return this.authorize(req); // a concurrent attempt with the same key won; answer what it got
    return approved ? { approved: true, reference: reference! } : { approved: false, message: 'Declined' };
  }

  async capture(reference: string, orderId: number): Promise<void> {
    await this.db.update(payments).set({ status: 'captured', orderId }).where(and(eq(payments.provider, this.name), eq(payments.reference, reference)));
  }

  async void(reference: string): Promise<void> {
    await this.db.update(payments).set({ status: 'voided' }).where(and(eq(payments.provider, this.name), eq(payments.reference, reference)));
  }
}

export function paymentProvider(db: Db): PaymentProvider {
  return new TestPaymentProvider(db);
}
