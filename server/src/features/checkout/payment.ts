// Card payments through a provider interface shaped like a real gateway's (authorize / capture / void, each with an
// idempotency key, and declines). The default is the test provider: no network; test card numbers decide the answer.
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { payments } from '#src/db/schema/index';
import { luhnOk } from '@parts/common/checkout';

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
  /**
   * What the authorization pays for (a hash of the cart contents). Like a real gateway's idempotency check, the key is
   * bound to its request: the same key with another amount or another hash is refused, never answered as approved.
   */
  requestHash: string;
}

/**
 * `reused` is set when the key was seen before and the first answer is replayed. `refused` says why a replay is not an
 * approval: the key came back with another amount or contents (`mismatch`), or its authorization was voided (`voided`).
 */
export type AuthorizeResult =
  | { approved: true; reference: string; reused: boolean }
  | { approved: false; message: string; refused?: 'mismatch' | 'voided' };

export interface PaymentProvider {
  readonly name: string;
  authorize(req: AuthorizeRequest): Promise<AuthorizeResult>;
  /** True when the authorization was open and is now captured; false when it was voided (or captured) before. */
  capture(reference: string, orderId: number): Promise<boolean>;
  void(reference: string): Promise<void>;
  /**
   * Gives a payment's money back, once: an open authorization is voided, a captured payment refunded. The same key
   * again answers the same result (a retry, two concurrent voids of one order), never a second refund.
   */
  refund(reference: string, amountCents: number, idempotencyKey: string): Promise<RefundResult>;
  /** Authorizations neither captured nor voided (a gateway's "list uncaptured" call), with the key they were made under. */
  openAuthorizations(): Promise<{ reference: string; key: string; createdAt: Date }[]>;
}

export type RefundResult = { ok: true; action: 'void' | 'refund'; message: string } | { ok: false; message: string };

/** Approves 4242 4242 4242 4242 (and any other Luhn-valid number), declines 4000 0000 0000 0002 and bad numbers. */
export const TEST_CARDS = { approve: '4242424242424242', decline: '4000000000000002' } as const;

export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test';
  constructor(private readonly db: Db) {}

  async authorize(req: AuthorizeRequest): Promise<AuthorizeResult> {
    const [seen] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, this.name), eq(payments.idempotencyKey, req.idempotencyKey)));
    if (seen) {
      if (seen.amountCents !== req.amountCents || seen.requestHash !== req.requestHash)
        return { approved: false, message: 'Idempotency key reused with different parameters', refused: 'mismatch' };
      if (seen.status === 'declined') return { approved: false, message: seen.message };
      if (seen.status === 'voided') return { approved: false, message: 'Authorization was voided', refused: 'voided' };
      return { approved: true, reference: seen.reference!, reused: true };
    }
    const digits = req.card.number.replace(/[\s-]/g, '');
    const expiryOk = /^(0[1-9]|1[0-2])\/?(\d{2})$/.test(req.card.expiry.trim());
    const approved =
      /^\d+$/.test(digits) &&
      luhnOk(digits) &&
      digits !== TEST_CARDS.decline &&
      expiryOk &&
      /^\d{3,4}$/.test(req.card.cvc.trim());
    const reference = approved ? `test_${req.idempotencyKey.slice(0, 24)}_${Date.now().toString(36)}` : null;
    const [row] = await this.db
      .insert(payments)
      .values({
        provider: this.name,
        idempotencyKey: req.idempotencyKey,
        amountCents: req.amountCents,
        requestHash: req.requestHash,
        status: approved ? 'authorized' : 'declined',
        reference,
        cardLast4: digits.slice(-4),
        message: approved ? 'Approved' : 'Declined',
      })
      .onConflictDoNothing()
      .returning();
    if (!row) return this.authorize(req); // a concurrent attempt with the same key won; answer what it got
    return approved
      ? { approved: true, reference: reference!, reused: false }
      : { approved: false, message: 'Declined' };
  }

  // Only an open authorization moves: a voided one is never captured, a captured one never voided.
  async capture(reference: string, orderId: number): Promise<boolean> {
    const done = await this.db
      .update(payments)
      .set({ status: 'captured', orderId })
      .where(
        and(eq(payments.provider, this.name), eq(payments.reference, reference), eq(payments.status, 'authorized')),
      )
      .returning({ id: payments.paymentId });
    return done.length > 0;
  }

  async void(reference: string): Promise<void> {
    await this.db
      .update(payments)
      .set({ status: 'voided' })
      .where(
        and(eq(payments.provider, this.name), eq(payments.reference, reference), eq(payments.status, 'authorized')),
      );
  }

  async refund(reference: string, amountCents: number, idempotencyKey: string): Promise<RefundResult> {
    const mine = and(eq(payments.provider, this.name), eq(payments.reference, reference));
    const voided = await this.db
      .update(payments)
      .set({ status: 'voided', refundKey: idempotencyKey })
      .where(and(mine, eq(payments.status, 'authorized')))
      .returning({ id: payments.paymentId });
    if (voided.length) return { ok: true, action: 'void', message: 'Voided' };
    const refunded = await this.db
      .update(payments)
      .set({
        status: 'refunded',
        refundKey: idempotencyKey,
        refundedCents: sql`${payments.refundedCents} + ${amountCents}`,
      })
      .where(and(mine, eq(payments.status, 'captured'), gte(payments.amountCents, amountCents)))
      .returning({ id: payments.paymentId });
    if (refunded.length) return { ok: true, action: 'refund', message: 'Refunded' };
    const [row] = await this.db.select().from(payments).where(mine);
    if (!row) return { ok: false, message: 'The card payment is not known to the payment provider.' };
    if (row.refundKey === idempotencyKey && (row.status === 'refunded' || row.status === 'voided'))
      return { ok: true, action: row.status === 'refunded' ? 'refund' : 'void', message: 'Already done' };
    // Voided without a refund key (the order was refused, or the recovery job): no money was ever taken.
    if (row.status === 'voided' && !row.refundKey) return { ok: true, action: 'void', message: 'Already voided' };
    return { ok: false, message: 'The card payment has already been refunded.' };
  }

  async openAuthorizations(): Promise<{ reference: string; key: string; createdAt: Date }[]> {
    const rows = await this.db
      .select({ reference: payments.reference, key: payments.idempotencyKey, createdAt: payments.createdAt })
      .from(payments)
      .where(and(eq(payments.provider, this.name), eq(payments.status, 'authorized')));
    return rows.flatMap((r) => (r.reference ? [{ reference: r.reference, key: r.key, createdAt: r.createdAt }] : []));
  }
}

export function paymentProvider(db: Db): PaymentProvider {
  return new TestPaymentProvider(db);
}
