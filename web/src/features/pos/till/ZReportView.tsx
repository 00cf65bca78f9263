// The Z report (issue 28): sales, returns, voids, tenders, taxes, core charges, payments on account, cash and
// over/short, the card batch.
// The same markup is the screen and the paper: 80 mm roll or A4 (till.css picks the page by the paper chosen).
import { formatCents } from '@parts/common/money';
import { formatStoreTime } from '@parts/common/store-time';
import type { ZReport } from '@parts/common/till';

function Line({ label, cents, count, testId }: { label: string; cents: number; count?: number; testId?: string }) {
  return (
    <tr>
      <th scope="row">
        {label}
        {count !== undefined && <span className="z-count"> ({count})</span>}
      </th>
      <td className="num" data-testid={testId}>
        {formatCents(cents)}
      </td>
    </tr>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="z-section">
      <h2>{title}</h2>
      <table className="z-table">
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

export function ZReportView({ report }: { report: ZReport }) {
  const at = (iso: string) => formatStoreTime(iso, report.time_zone, 'dateTime');
  const c = report.cash;
  return (
    <article className="z-report" aria-labelledby="z-title">
      <header className="z-head">
        <h1 id="z-title">{report.status === 'closed' ? 'Z report' : 'Day so far (X report)'}</h1>
        <p data-testid="z-store">
          {report.store}
          {report.register && `, ${report.register}`}
        </p>
        <p>
          Day {report.day_id} · {report.business_date}
        </p>
        <p>
          Opened {at(report.opened_at)}
          {report.opened_by && ` by ${report.opened_by}`}
        </p>
        {report.closed_at && (
          <p>
            Closed {at(report.closed_at)}
            {report.closed_by && ` by ${report.closed_by}`}
          </p>
        )}
      </header>
      <Section title="Sales">
        <Line label="Sales" count={report.sales.count} cents={report.sales.total_cents} testId="z-sales" />
        <Line label="Returns" count={report.returns.count} cents={report.returns.cents} testId="z-returns" />
        <Line label="Voids" count={report.voids.count} cents={report.voids.cents} testId="z-voids" />
        <Line label="Core charges" count={report.core_charges.count} cents={report.core_charges.cents} />
        <Line label="Core credits" count={report.core_credits.count} cents={-report.core_credits.cents} />
      </Section>
      <Section title="Taxes">
        {report.taxes.length === 0 && <Line label="No tax" cents={0} />}
        {report.taxes.map((t) => (
          <Line key={t.title} label={t.title} cents={t.cents} />
        ))}
        <Line label="Total tax" cents={report.sales.tax_cents} />
      </Section>
      <Section title="Tenders">
        {report.tenders.length === 0 && <Line label="No payments" cents={0} />}
        {report.tenders.map((t) => (
          <Line
            key={t.type}
            label={`${t.name}, net of ${formatCents(t.voided_cents)} back`}
            count={t.count}
            cents={t.net_cents}
          />
        ))}
      </Section>
      {report.account_payments.length > 0 && (
        <Section title="Payments on account">
          {report.account_payments.map((p) => (
            <Line key={p.tender} label={p.name} count={p.count} cents={p.cents} />
          ))}
        </Section>
      )}
      <Section title="Cash drawer">
        <Line label={c.float_cents === null ? 'Float (not counted)' : 'Float'} cents={c.float_cents ?? 0} />
        <Line label="Cash taken" cents={c.cash_sales_cents} />
        <Line label="Change given" cents={-c.change_given_cents} />
        <Line label="Cash refunds" cents={-c.cash_refunds_cents} />
        <Line label="Cash on account" cents={c.account_cash_cents} />
        <Line label="Paid in" cents={c.paid_in_cents} />
        <Line label="Paid out" cents={-c.paid_out_cents} />
        <Line label="Expected cash" cents={c.expected_cents} testId="z-expected" />
        {c.counted_cents !== null && <Line label="Counted" cents={c.counted_cents} testId="z-counted" />}
        {c.over_short_cents !== null && <Line label="Over/short" cents={c.over_short_cents} testId="z-over-short" />}
      </Section>
      {c.over_short_reason && <p className="z-note">Reason: {c.over_short_reason}</p>}
      {c.signed_off_by && <p className="z-note">Signed off by {c.signed_off_by}</p>}
      {report.movements.length > 0 && (
        <Section title="Paid in and out">
          {report.movements.map((m) => (
            <Line
              key={m.movement_id}
              label={`${m.kind === 'paid_in' ? 'In' : 'Out'}: ${m.reason}${m.by ? ` (${m.by})` : ''}`}
              cents={m.kind === 'paid_in' ? m.amount_cents : -m.amount_cents}
            />
          ))}
        </Section>
      )}
      {report.batch && (
        <Section title={`Card batch ${report.batch.batch_id}`}>
          <tr>
            <td colSpan={2} className="z-readers">
              {report.batch.readers.length
                ? `Readers at this register: ${report.batch.readers.join(', ')}`
                : 'No card readers at this register.'}
            </td>
          </tr>
          {report.batch.lines.map((l) => (
            <Line
              key={l.card_type}
              label={l.card_type === 'card_device' ? 'Card reader' : 'Smart terminal'}
              count={l.sale_count}
              cents={l.net_cents}
            />
          ))}
          <Line label="Provider batch" cents={report.batch.provider_net_cents} />
          <Line label="Our card tenders" cents={report.batch.ledger_net_cents} />
          <Line label="Difference" cents={report.batch.difference_cents} testId="z-batch-diff" />
          {report.batch.keyed_net_cents !== 0 && (
            <Line
              label="Cards keyed in (not on a reader: not in the batch)"
              cents={report.batch.keyed_net_cents}
              testId="z-batch-keyed"
            />
          )}
        </Section>
      )}
    </article>
  );
}
