// Crash safety around the order transaction (issue 9, decision 0013). A card is authorized before the transaction and
// captured after it; a process that stops in between leaves an open authorization. This job settles them: one whose
// order committed is captured, one without an order (or whose order was cancelled or voided) is voided. It also sends outbox
// messages a stopped process left unsent (SMTP only). It runs when the server is ready and then every minute.
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { orders } from '#src/db/schema/index';
import type { App, Deps } from '#src/http/types';
import { deliverPending } from '#src/features/mail/mailer';
import { paymentProvider, type PaymentProvider } from './payment';

/** Longer than any checkout takes between authorizing and committing, so an order still being placed is left alone. */
export const RECOVERY_GRACE_MS = 10 * 60_000;
export const RECOVERY_INTERVAL_MS = 60_000;

export async function recoverPayments(
  db: Db,
  provider: PaymentProvider,
  now = new Date(),
): Promise<{ captured: number; voided: number }> {
  const open = await provider.openAuthorizations(new Date(now.getTime() - RECOVERY_GRACE_MS));
  let captured = 0;
  let voided = 0;
  for (const auth of open) {
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
  }
  return { captured, voided };
}

async function runOnce(deps: Deps, provider: PaymentProvider, log: FastifyBaseLogger) {
  try {
    const r = await recoverPayments(deps.db, provider);
    if (r.captured || r.voided) log.warn(r, 'payment recovery settled open card authorizations');
    await deliverPending(deps.db, deps.config, new Date(Date.now() - RECOVERY_GRACE_MS));
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
  });
}
