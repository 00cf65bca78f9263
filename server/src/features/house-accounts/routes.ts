// House accounts' staff calls (issue 28, decision 0058): the account on a customer (read by the counter and the
// editor's tab, saved by a manager), payments on account, the monthly statement (JSON for the printable page, and
// emailed through the mail outbox) and the aging report of every account.
import { z } from 'zod';
import {
  accountPaymentAnswerSchema,
  accountPaymentInput,
  agingReportSchema,
  HOUSE_MSG,
  houseAccountInput,
  houseAccountSchema,
  statementQuery,
  statementSchema,
} from '@parts/common/house-account';
import { id } from '@parts/common/input';
import { HttpError } from '#src/http/errors';
import { staffOf } from '#src/http/route-access';
import type { App, Deps } from '#src/http/types';
import { sendMail } from '#src/features/mail/mailer';
import { houseAccountView, saveHouseAccount } from './account';
import { payOnAccount } from './pay-on-account';
import { agingReport, statementOf, statementText } from './statement';
import { startStatementRun } from './statement-run';

const tags = ['house accounts', 'staff'];
const customerQuery = z.object({ customerId: id('customerId') });
const successSchema = z.object({ success: z.string() });

export async function houseAccountRoutes(app: App, deps: Deps): Promise<void> {
  startStatementRun(app, deps);
  const { db, config } = deps;

  app.get(
    '/pos/account/get',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        tags,
        summary: "A customer's house account: settings, balance, available credit, aging and open invoices",
        querystring: customerQuery,
        response: { 200: houseAccountSchema },
      },
    },
    async (req) => houseAccountView(db, req.query.customerId),
  );

  app.post(
    '/pos/account/save',
    {
      config: { access: 'staff', permission: 'accounts.manage', changesState: true },
      schema: {
        tags,
        summary: 'Opens or updates the house account (credit_limit, terms_days, statement_day, po_required, on_hold)',
        querystring: customerQuery,
        body: houseAccountInput,
        response: { 200: successSchema.extend({ account: houseAccountSchema }) },
      },
    },
    async (req) => {
      await saveHouseAccount(db, req.query.customerId, req.body);
      return { success: HOUSE_MSG.saved, account: await houseAccountView(db, req.query.customerId) };
    },
  );

  app.post(
    '/pos/account/pay',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        tags,
        summary:
          'A payment on account (amount, tender cash|check|card, check_number, optional invoice_ids, idempotency_key): oldest invoices first or the chosen ones',
        querystring: customerQuery,
        body: accountPaymentInput,
        response: { 200: accountPaymentAnswerSchema },
      },
    },
    async (req) => {
      const r = await payOnAccount(db, req.query.customerId, req.body, staffOf(req).userId);
      return {
        success: HOUSE_MSG.paid,
        payment_id: r.paymentId,
        allocations: r.allocations.map((a) => ({ invoice_id: a.invoiceId, order_id: a.orderId, cents: a.cents })),
        account: await houseAccountView(db, req.query.customerId),
      };
    },
  );

  app.get(
    '/pos/account/statement',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        tags,
        summary: "A month's statement (?customerId, optional month Y-m): opening balance, invoices, payments, aging",
        querystring: statementQuery,
        response: { 200: statementSchema },
      },
    },
    async (req) => statementOf(db, req.query.customerId, req.query.month),
  );

  app.post(
    '/pos/account/statement/email',
    {
      config: { access: 'staff', changesState: true },
      schema: {
        tags,
        summary: "Emails the month's statement to the customer (through the mail outbox)",
        querystring: statementQuery,
        response: { 200: successSchema },
      },
    },
    async (req) => {
      const s = await statementOf(db, req.query.customerId, req.query.month);
      if (!s.email) throw new HttpError(400, HOUSE_MSG.noEmail);
      await sendMail(db, config, {
        kind: 'account_statement',
        to: s.email,
        subject: `Your statement for ${s.month}`,
        text: statementText(s),
        customerId: s.customer_id,
      });
      return { success: HOUSE_MSG.statementSent };
    },
  );

  app.get(
    '/pos/account/aging',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        tags,
        summary: 'The aging of every house account (current, 1–30, 31–60, 61–90, over 90) on the store’s today',
        response: { 200: agingReportSchema },
      },
    },
    async () => agingReport(db),
  );
}
