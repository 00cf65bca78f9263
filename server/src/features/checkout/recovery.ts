// Crash safety around the order transaction (issue 9, decision 0013). A card is authorized before the transaction and
// captured after it; a process that stops in between leaves an open authorization. This job settles them: one whose
// order committed is captured, one without an order (or whose order was cancelled or voided) is voided — as soon as no
// request holds its claim (in-flight.ts), not after a grace period. It also sends outbox messages a stopped process left
// unsent (SMTP only). It runs when the server is ready and then every minute.
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { orders } from '#src/db/schema/index';
import type { App, Deps } from '#src/http/types';
import { deliverPending } from '#src/features/mail/mailer';
import { closeClaims, whenOrphaned } from './in-flight';
import { paymentProvider, type PaymentProvider } from './payment';

/** Outbox messages older than this that are still unsent are sent by the job (a process stopped before sending). */
export const OUTBOX_GRACE_MS = 10 * 60_000;
export const RECOVERY_INTERVAL_MS = 60_000;

/**
 * Settles every open authorization no request is working on (decision 0038): a checkout holds the claim on its key
 * (in-flight.ts) from before authorizing until it captures or voids, so one whose claim can be taken is orphaned — its
 * process died — however recent. One whose order committed is captured; one without a live order voided.
 */
export async function recoverPayments(
  db: Db,
  provider: PaymentProvider,
): Promise<{ captured: number; voided: number; inFlight: number }> {
  const open = await provider.openAuthorizations();
  let captured = 0;
  let voided = 0;
  let inFlight = 0;
  for (const auth of open) {
    const settled = await whenOrphaned(db, auth.key, async () => {
      const [order] = await db
        .select({ orderId: orders.orderId, status: orders.status })
        .from(orders)
        .where(eq(orders.paymentReference, auth.reference));
      if (order && order.status !== 'cancelled' && order.status !== 'voided') {
        if (await provider.capture(auth.reference, order.orderId)) captured++;
      } else {
        await provider.void(auth.reference);
        voided++;
      }
    });
    if (!settled) inFlight++;
  }
  return { captured, voided, inFlight };
}

async function runOnce(deps: Deps, provider: PaymentProvider, log: FastifyBaseLogger) {
  try {
    const r = await recoverPayments(deps.db, provider);
    if (r.captured || r.voided) log.warn(r, 'payment recovery settled open card authorizations');
    await deliverPending(deps.db, deps.config, new Date(Date.now() - OUTBOX_GRACE_MS));
  } catch (err) {
    log.error({ err }, 'payment recovery failed; it runs again in a minute');
  }
}

/** Runs the job once the server is ready and then periodically; the timer does not keep the process alive. */
export function startRecovery(app: App, deps: Deps): void {
  const provider = paymentProvider(deps.db);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= runOnce(deps, provider, app.log).finally(() => (running = undefined));
    return running;
  };
  app.addHook('onReady', async () => {
    await tick();
    timer = setInterval(() => void tick(), RECOVERY_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
    await closeClaims(deps.db);
  });
}
