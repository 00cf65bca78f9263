// A report's figures as a table (decision 0077): the chart's accessible twin, with the columns the report has.
import { formatCents } from '@parts/common/money';
import { REPORTS, type ReportAnswer } from '@parts/common/reports';

const money = (c: number | null) => (c === null ? '—' : formatCents(c));

export function ReportTable({ data, caption }: { data: ReportAnswer; caption: string }) {
  const sales = data.report.startsWith('sales_');
  const margins = sales && data.report !== 'sales_payment';
  const listing = data.report === 'voids' || data.report === 'overrides';
  const when = listing ? 'When' : data.report === 'searches' ? 'Last searched' : null;
  const note = data.report === 'voids' ? 'Register' : listing || data.report === 'kiosk_videos' ? 'Note' : null;
  const first = REPORTS.find((r) => r.id === data.report)!.label;
  return (
    <div className="report-table">
      <table className="admin-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            <th scope="col" className="num">
              {data.count_label}
            </th>
            {data.money && (
              <th scope="col" className="num">
                {data.report === 'overrides' ? 'Change' : 'Amount'}
              </th>
            )}
            {margins && (
              <>
                <th scope="col" className="num">
                  Cost
                </th>
                <th scope="col" className="num">
                  Gross margin
                </th>
              </>
            )}
            {when && <th scope="col">{when}</th>}
            {listing && <th scope="col">Staff</th>}
            {note && <th scope="col">{note}</th>}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((r) => (
            <tr key={r.key}>
              <th scope="row" data-label={first}>
                {r.label}
              </th>
              <td data-label={data.count_label} className="num">
                {r.count}
              </td>
              {data.money && (
                <td data-label="Amount" className="num">
                  {money(r.amount_cents)}
                </td>
              )}
              {margins && (
                <>
                  <td data-label="Cost" className="num">
                    {money(r.cost_cents)}
                  </td>
                  <td data-label="Gross margin" className="num">
                    {money(r.margin_cents)}
                  </td>
                </>
              )}
              {when && <td data-label={when}>{r.when}</td>}
              {listing && <td data-label="Staff">{r.who || '—'}</td>}
              {note && <td data-label={note}>{r.note || '—'}</td>}
            </tr>
          ))}
        </tbody>
        {data.money && (
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td className="num">{data.total_count}</td>
              <td className="num">{money(data.total_cents)}</td>
              {margins && (
                <>
                  <td />
                  <td className="num">{money(data.total_margin_cents)}</td>
                </>
              )}
              {when && <td />}
              {listing && <td />}
              {note && <td />}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
