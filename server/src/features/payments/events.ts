// Checkout events (issue 13, decision 0018): a terminal outcome reaches the browser whichever server process it is
// connected to. On a PostgreSQL server the event goes through NOTIFY on channel pos_checkout and every process LISTENs
// on one dedicated connection; on PGlite (one process) an in-process emitter carries it.
import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { TerminalEvent } from '@parts/common/pos-checkout';
import type { Database } from '#src/db/client';

const CHANNEL = 'pos_checkout';

export interface CheckoutEvents {
  publish(event: TerminalEvent): Promise<void>;
  /** Calls `fn` for each event of this order; answers the unsubscribe. */
  subscribe(orderId: number, fn: (event: TerminalEvent) => void): () => void;
  close(): Promise<void>;
}

export function checkoutEvents(database: Database, databaseUrl?: string): CheckoutEvents {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const emit = (event: TerminalEvent) => local.emit(`order:${event.orderId}`, event);
  let listener: pg.Client | undefined;
  let ready: Promise<void> | undefined;
  const url = database.kind === 'postgres' ? (databaseUrl ?? database.url) : undefined;
  if (url) {
    const client = new pg.Client({ connectionString: url, keepAlive: true });
    listener = client;
    client.on('error', (err) => console.error(`pos_checkout listener lost: ${err.message}`));
    client.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        emit(JSON.parse(msg.payload) as TerminalEvent);
      } catch {
        /* a malformed payload is not ours */
      }
    });
    ready = client
      .connect()
      .then(() => client.query(`listen ${CHANNEL}`))
      .then(() => undefined);
    ready.catch((err: Error) => console.error(`pos_checkout listener failed: ${err.message}`));
  }
  return {
    async publish(event) {
      if (listener) {
        await ready;
        await database.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
      } else emit(event);
    },
    subscribe(orderId, fn) {
      local.on(`order:${orderId}`, fn);
      return () => local.off(`order:${orderId}`, fn);
    },
    async close() {
      local.removeAllListeners();
      if (listener) await listener.end().catch(() => undefined);
    },
  };
}
