// What the POS checkout's parts share (issue 13, decision 0018): the context each call runs with, which tenders go
// through a terminal, a transaction helper and reading one transaction again.
import { eq } from 'drizzle-orm';
import type { Db } from '#src/db/client';
import { orderTransactions } from '#src/db/schema/index';
import type { TransactionRow } from './balance';
import type { CheckoutEvents } from './events';
import type { TerminalProvider } from './terminal';

export interface PayContext {
  db: Db;
  events: CheckoutEvents;
  provider: TerminalProvider;
  /**
   * How long a terminal request may go unanswered beyond the customer's own time before it counts as a lost answer
   * (TERMINAL_CALL_TIMEOUT_MS; its default when absent): the sale is then recovered by status queries
   * (terminal-requests.ts). Contexts that only void need none.
   */
  callTimeoutMs?: number;
  /** Starts watching a pending smart-terminal request until it ends (the routes' poller). */
  watch?: (transactionId: number) => void;
}

export const TERMINAL_TYPES: readonly string[] = ['card_device', 'smart_terminal'];
export const tx = <T>(db: Db, fn: (t: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));

export async function freshRow(db: Db, transactionId: number): Promise<TransactionRow | undefined> {
  const [r] = await db.select().from(orderTransactions).where(eq(orderTransactions.transactionId, transactionId));
  return r;
}
