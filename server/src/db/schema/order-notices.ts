// The messages an order-history entry sent (issue 14, decision 0024): each email or text the order-history modal sends
// goes through the outbox (email) or the SMS provider (text), and its outbox row is recorded with the history row.
import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { orderHistory } from './cart';
import { emailOutbox } from './mail';

export const orderHistoryMessages = pgTable(
  'order_history_messages',
  {
    orderHistoryId: integer('order_history_id')
      .notNull()
      .references(() => orderHistory.orderHistoryId, { onDelete: 'cascade' }),
    emailId: integer('email_id')
      .notNull()
      .references(() => emailOutbox.emailId),
  },
  (t) => [
    primaryKey({ columns: [t.orderHistoryId, t.emailId] }),
    index('order_history_messages_email_idx').on(t.emailId),
  ],
);
