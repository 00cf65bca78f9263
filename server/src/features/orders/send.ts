// Sending a receipt (GET /pos/order/send): by email through the outbox (decision 0008) and/or by text through the SMS
// provider (features/sms), each address checked by its one rule before anything is sent.
import type { ReceiptOrder } from '@parts/common/receipt';
import { RECEIPT_MSG } from '@parts/common/receipt';
import type { Config } from '#src/config';
import type { Db } from '#src/db/client';
import { sendMail } from '#src/features/mail/mailer';
import { sendSms } from '#src/features/sms/sms';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function receiptTitle(o: ReceiptOrder): string {
  return o.is_quote ? `Quote #${o.order_id}` : `Receipt for order #${o.order_id}`;
}

/** The receipt as plain text: what a thermal printer would print, line for line. */
export function receiptText(o: ReceiptOrder): string {
  const paid = o.transactions.filter((t) => t.status === 'approved');
  const lines = [
    o.store.name,
    o.store.address,
    o.store.telephone,
    '',
    receiptTitle(o),
    o.date_added_long,
    o.customer ? `Customer: ${o.customer}` : '',
    o.cashier ? `Cashier: ${o.cashier}` : '',
    '',
    ...o.products.map(
      (p) =>
        `${p.quantity} x ${p.name}${p.mpn ? ` (${[p.aaia, p.mpn].filter(Boolean).join(' ')})` : ''}  ${p.total_text}`,
    ),
    '',
    ...o.totals.map((t) => `${t.title}: ${t.text}`),
    '',
    ...(o.is_quote
      ? ['This is a quote, not a sale. Prices are held as shown on the date above.']
      : [
          ...paid.map((t) => `${t.transaction_label}: ${t.amount_text}`),
          `Amount paid: ${o.amount_paid_text}`,
          o.paid_in_full ? `Change due: ${o.change_due_text}` : `Outstanding balance: ${o.balance_due_text}`,
        ]),
    '',
    'Thank you for your business.',
  ];
  return lines.filter((l, i) => l !== '' || (i > 0 && lines[i - 1] !== '')).join('\n');
}

function receiptHtml(o: ReceiptOrder): string {
  return `<pre style="font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 14px">${esc(receiptText(o))}</pre>`;
}

/** The short text for SMS: who, which order, the money. */
export function receiptSms(o: ReceiptOrder): string {
  if (o.is_quote) return `${o.store.name}: quote #${o.order_id}, total ${o.order_total_text}. Thank you!`;
  return `${o.store.name}: receipt for order #${o.order_id}. Total ${o.order_total_text}, paid ${o.amount_paid_text}${o.paid_in_full ? '' : `, balance ${o.balance_due_text}`}. Thank you!`;
}

export interface SendResult {
  success: string;
  email_id?: number;
  sms_id?: number;
}

/** Sends to each address given (already checked by sendInput); answers what went where. */
export async function sendReceipt(
  db: Db,
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM'>,
  o: ReceiptOrder,
  to: { email: string; telephone: string },
): Promise<SendResult> {
  const said: string[] = [];
  const out: SendResult = { success: '' };
  if (to.email) {
    const mail = await sendMail(db, config, {
      kind: o.is_quote ? 'quote' : 'receipt',
      to: to.email,
      subject: receiptTitle(o),
      text: receiptText(o),
      html: receiptHtml(o),
      customerId: o.customer_id ?? undefined,
      orderId: o.order_id,
    });
    out.email_id = mail.emailId;
    said.push(RECEIPT_MSG.sentEmail(to.email));
  }
  if (to.telephone) {
    const sms = await sendSms(db, {
      kind: o.is_quote ? 'quote' : 'receipt',
      to: to.telephone,
      body: receiptSms(o),
      customerId: o.customer_id ?? undefined,
      orderId: o.order_id,
    });
    out.sms_id = sms.outboxId;
    said.push(RECEIPT_MSG.sentText(to.telephone));
  }
  out.success = said.join(' ');
  return out;
}
