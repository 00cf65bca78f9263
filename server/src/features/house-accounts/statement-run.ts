// The automatic monthly statements (issue 28, decision 0068): on each account's statement day (or the first run after
// it that month) last month's statement is made and emailed through the mail outbox. Idempotent across restarts and
// processes: the account_statements row (unique per account and period) is inserted first in the same transaction as
// the outbox message, so of two processes running at once exactly one inserts it and queues the email; the other's
// insert does nothing and it moves on. Runs when the server is ready and then every hour.
import { and, eq } from 'drizzle-orm';
import { statementPeriodDue } from '@parts/common/house-account';
import { storeToday } from '@parts/common/store-time';
import type { Db } from '#src/db/client';
import { accountStatements, houseAccounts } from '#src/db/schema/index';
import type { App, Deps } from '#src/http/types';
import { queueMail } from '#src/features/mail/mailer';
import { storeTimeZone } from '#src/features/checkout/store-time-zone';
import { statementOf, statementText } from './statement';

export const STATEMENT_RUN_INTERVAL_MS = 60 * 60_000;

/** Makes every statement due on `today` (the store's date); answers how many this run made. */
export async function runStatements(db: Db, today?: string): Promise<number> {
  const day = today ?? storeToday(await storeTimeZone(db));
  const accounts = await db.select().from(houseAccounts).where(eq(houseAccounts.enabled, true));
  let made = 0;
  for (const a of accounts) {
    const period = statementPeriodDue(day, a.statementDay);
    if (!period) continue;
    const [done] = await db
      .select({ id: accountStatements.statementId })
      .from(accountStatements)
      .where(and(eq(accountStatements.customerId, a.customerId), eq(accountStatements.period, period)));
    if (done) continue;
    const created = await db.transaction(async (raw) => {
      const t = raw as unknown as Db;
      const s = await statementOf(t, a.customerId, period);
      // Claim the period first: a second process waits on the unique index, then inserts nothing and stops here.
      const [row] = await t
        .insert(accountStatements)
        .values({ customerId: a.customerId, period, closingCents: s.closing_cents })
        .onConflictDoNothing()
        .returning({ id: accountStatements.statementId });
      if (!row) return false;
      if (s.email) {
        const emailId = await queueMail(t, {
          kind: 'account_statement',
          to: s.email,
          subject: `Your statement for ${s.month}`,
          text: statementText(s),
          customerId: s.customer_id,
        });
        await t.update(accountStatements).set({ emailId }).where(eq(accountStatements.statementId, row.id));
      }
      return true;
    });
    if (created) made++;
  }
  return made;
}

/** Runs the statements once the server is ready and then every hour; the timer does not keep the process alive. */
export function startStatementRun(app: App, deps: Deps): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    running ??= runStatements(deps.db)
      .then((n) => {
        if (n > 0) app.log.info({ statements: n }, 'monthly statements made and queued');
      })
      .catch((err: unknown) => app.log.error({ err }, 'the statement run failed; it runs again in an hour'))
      .finally(() => (running = undefined));
    return running;
  };
  app.addHook('onReady', async () => {
    // The first run finishes before the server takes requests (as the payment recovery's does), so a statement due
    // today is in the outbox before anything reads it, not racing the first requests.
    await tick();
    timer = setInterval(() => void tick(), STATEMENT_RUN_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
