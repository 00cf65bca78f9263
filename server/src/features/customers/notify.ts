// Telling a customer about a history note: by email through the outbox, by text through the SMS provider. The
// notification rules (email and phone present and valid, texting consent or the override) are checked by the schema
// (common/src/customers.ts notificationSchema) before this runs.
import type { Deps } from '#src/http/types';
import { sendMail } from '#src/features/mail/mailer';
import { loadSettings } from '#src/features/settings/queries';
import { sendSms } from '#src/features/sms/sms';

interface Notification {
  notifyByEmail: boolean;
  notifyByText: boolean;
  email: string;
  phone: string;
}

export async function notifyCustomer(
  { db, config }: Pick<Deps, 'db' | 'config'>,
  customer: { customerId: number; firstname: string },
  n: Notification,
  subject: string,
  body: string,
): Promise<string[]> {
  const { store_name } = await loadSettings(db);
  const text = `Hello ${customer.firstname},\n\n${body}\n\n${store_name}`;
  const sent: string[] = [];
  if (n.notifyByEmail) {
    await sendMail(db, config, {
      kind: 'customer_history',
      to: n.email,
      subject: `${subject} — ${store_name}`,
      text,
      customerId: customer.customerId,
    });
    sent.push('email');
  }
  if (n.notifyByText) {
    await sendSms(db, {
      kind: 'customer_history',
      to: n.phone,
      body: `${store_name}: ${body}`,
      customerId: customer.customerId,
    });
    sent.push('text');
  }
  return sent;
}
