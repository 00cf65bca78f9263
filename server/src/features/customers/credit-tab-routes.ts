// The customer editor's Credits tab (issue 15): the store-credit ledger and its balance; addCreditEntry is its one writer.
import { asc, count, desc, eq } from 'drizzle-orm';
import { CUSTOMER_MSG } from '@parts/common/customers';
import { creditAddAnswerSchema, creditAddSchema, creditListSchema, tabQuerySchema } from '@parts/common/customer-tabs';
import { centsToDecimal, formatCents } from '@parts/common/money';
import { hasPermission, PERMISSION_MSG, STORE_CREDIT_CAP_CENTS } from '@parts/common/permissions';
import type { Db } from '#src/db/client';
import { customerCredits } from '#src/db/schema/index';
import { HttpError } from '#src/http/errors';
import { staffOf } from '#src/http/route-access';
import type { App, Deps } from '#src/http/types';
import { addCreditEntry, creditBalance } from '#src/features/payments/credit';
import { auditActor, recordAudit } from '#src/features/audit/audit';
import { requireCustomerRow } from './queries';
import { customerIdSnake, pages } from './route-helpers';

export async function creditTabRoutes(app: App, deps: Deps) {
  const { db } = deps;
  app.get(
    '/api/customer_credit',
    {
      config: { access: 'staff', changesState: false },
      schema: {
        tags: ['customers'],
        summary: "A customer's store-credit entries and balance",
        querystring: tabQuerySchema,
        response: { 200: creditListSchema },
      },
    },
    async (req) => {
      const q = req.query;
      await requireCustomerRow(db, q.customerId);
      const mine = eq(customerCredits.customerId, q.customerId);
      const dir = q.order === 'asc' ? asc : desc;
      const by =
        q.sort === 'amount'
          ? customerCredits.amountCents
          : q.sort === 'description'
            ? customerCredits.description
            : customerCredits.dateAdded;
      const [rows, [n], balance] = await Promise.all([
        db
          .select()
          .from(customerCredits)
          .where(mine)
          .orderBy(dir(by), dir(customerCredits.customerTransactionId))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(customerCredits).where(mine),
        creditBalance(db, q.customerId),
      ]);
      return {
        results: rows.map((r) => ({
          customer_transaction_id: r.customerTransactionId,
          date_added: r.dateAdded.toISOString(),
          description: r.description,
          amount: centsToDecimal(r.amountCents),
          amount_text: formatCents(r.amountCents),
        })),
        totalPages: pages(Number(n?.n ?? 0), q.limit),
        position: (q.page - 1) * q.limit,
        data: { balance: centsToDecimal(balance), balance_text: formatCents(balance) },
      };
    },
  );
  app.post(
    '/api/customer_credit/add',
    {
      config: { access: 'staff', permission: 'credit.give', changesState: true },
      schema: {
        tags: ['customers'],
        summary: 'Adds a credit or a debit (description, amount in dollars, type credit|debit)',
        querystring: customerIdSnake,
        body: creditAddSchema,
        response: { 200: creditAddAnswerSchema },
      },
    },
    async (req) => {
      const b = req.body;
      // Giving credit above the cap in one entry is a manager's power (decision 0037); taking it back is not capped.
      if (
        b.type === 'credit' &&
        b.amount > STORE_CREDIT_CAP_CENTS &&
        !hasPermission(staffOf(req), 'credit.unlimited')
      ) {
        const message = PERMISSION_MSG.creditCap(formatCents(STORE_CREDIT_CAP_CENTS));
        throw new HttpError(403, message, { amount: message });
      }
      const actor = await auditActor(req, staffOf(req));
      const { balanceCents } = await db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        const entry = await addCreditEntry(tx, {
          customerId: req.query.customer_id,
          amountCents: b.type === 'debit' ? -b.amount : b.amount,
          description: b.description,
        });
        const given = b.type === 'credit';
        await recordAudit(tx, actor, {
          action: given ? 'credit.give' : 'credit.take',
          targetType: 'customer',
          targetId: req.query.customer_id,
          summary: `${given ? 'Gave' : 'Took'} ${formatCents(b.amount)} store credit ${given ? 'to' : 'from'} customer #${req.query.customer_id}: ${b.description}`,
          detail: { amount_cents: given ? b.amount : -b.amount, balance_cents: entry.balanceCents },
        });
        return entry;
      });
      return {
        success: CUSTOMER_MSG.creditAdded,
        balance: centsToDecimal(balanceCents),
        balance_text: formatCents(balanceCents),
      };
    },
  );
}
