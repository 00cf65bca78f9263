// The owner's reports (issue 27, decision 0077): pick a report and a period of store days; see it as bars and as a
// table (the table is the accessible form of the chart), and download it as CSV. The choice lives in the address
// (?report&from&to), so a report can be bookmarked or sent.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatCents } from '@parts/common/money';
import { REPORTS, type ReportAnswer, type ReportId } from '@parts/common/reports';
import { storeToday } from '@parts/common/store-time';
import { useFlags } from '../../../app/flags-context';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeading } from '../../../ui/PageHeading';
import { Spinner } from '../../../ui/Spinner';
import { reportQuery, searchOf } from '../admin-queries';
import { ReportChart } from './ReportChart';
import { ReportTable } from './ReportTable';
import type { ChartSpec } from './draw-chart';
import './reports.css';

const isReport = (v: string | null): v is ReportId => REPORTS.some((r) => r.id === v);

function chartOf(data: ReportAnswer): ChartSpec {
  const rows = data.rows.slice(0, 30);
  const money = data.money && data.report !== 'overrides';
  return {
    labels: rows.map((r) => (r.label.length > 32 ? `${r.label.slice(0, 31)}…` : r.label)),
    values: rows.map((r) => (money ? (r.amount_cents ?? 0) / 100 : r.count)),
    format: money
      ? (v) => `$${v.toLocaleString('en-US', { maximumFractionDigits: 0 })}`
      : (v) => v.toLocaleString('en-US'),
    horizontal: data.report !== 'sales_day',
  };
}

export default function ReportsPage() {
  const { flags } = useFlags();
  const today = storeToday(flags.store.time_zone);
  const [params, setParams] = useSearchParams();
  const wanted = params.get('report');
  const report: ReportId = isReport(wanted) ? wanted : 'sales_day';
  const from = params.get('from') || today;
  const to = params.get('to') || today;
  const query = useQuery({ ...reportQuery({ report, from, to }), placeholderData: keepPreviousData });
  const set = (patch: Record<string, string>) => setParams({ report, from, to, ...patch }, { replace: true });
  const data = query.data;
  const spec = useMemo(() => (data ? chartOf(data) : null), [data]);
  const title = REPORTS.find((r) => r.id === report)!.title;
  const csv = `/admin/api/reports/csv${searchOf({ report, from, to, token: flags.staff?.admin_token })}`;
  const period = from === to ? from : `${from} to ${to}`;
  return (
    <>
      <PageHeading
        title="Reports"
        description="How the store is doing: sales, the counter and what shoppers look for."
      />
      <form className="admin-filters" onSubmit={(e) => e.preventDefault()} aria-label="Choose a report">
        <label className="field">
          <span className="field__label">Report</span>
          <select className="field__input" value={report} onChange={(e) => set({ report: e.target.value })}>
            {['Sales', 'Counter', 'Shoppers'].map((g) => (
              <optgroup key={g} label={g}>
                {REPORTS.filter((r) => r.group === g).map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.title}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">From</span>
          <input
            type="date"
            className="field__input"
            value={from}
            max={to}
            onChange={(e) => set({ from: e.target.value || today })}
          />
        </label>
        <label className="field">
          <span className="field__label">To</span>
          <input
            type="date"
            className="field__input"
            value={to}
            min={from}
            onChange={(e) => set({ to: e.target.value || today })}
          />
        </label>
        <a className="btn btn--secondary btn--md report-csv" href={csv} download>
          Download CSV
        </a>
      </form>
      <h2 className="report-title">
        {title}, {period}
      </h2>
      {query.isPending && <Spinner label="Loading the report" />}
      {query.error && <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />}
      {data && (
        <section aria-busy={query.isFetching} className="report-body">
          <p className="report-summary">
            {data.total_count} {data.count_label.toLowerCase()}
            {data.total_cents !== null && `, ${formatCents(data.total_cents)}`}
            {data.total_margin_cents !== null &&
              `, gross margin ${formatCents(data.total_margin_cents)} on parts of known cost`}
            . Days in the store's time ({data.time_zone}).
          </p>
          {data.rows.length === 0 ? (
            <p>Nothing in this period.</p>
          ) : (
            <>
              {spec && <ReportChart spec={spec} label={`${title}, ${period}: a bar chart of the table below.`} />}
              <ReportTable data={data} caption={`${title}, ${period}`} />
            </>
          )}
        </section>
      )}
    </>
  );
}
