// Fitment → Coverage (issue 26, decision 0084): the "holes" — popular vehicles with no enabled part that fits in a
// major category — as bars per category and a ranked table (CSV too); the enabled parts with no applications that are
// not universal, each linked to its editor; and coverage before → after each import, as bars and a table.
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  COVERAGE_VEHICLES_DEFAULT,
  IMPORT_KINDS,
  VEHICLE_SOURCES,
  type CoverageAnswer,
  type CoverageHistory,
} from '@parts/common/coverage';
import { formatStoreTime } from '@parts/common/store-time';
import { useFlags } from '../../../app/flags-context';
import { ErrorState } from '../../../ui/ErrorState';
import { PageHeading } from '../../../ui/PageHeading';
import { Spinner } from '../../../ui/Spinner';
import { StaffTable } from '../../pos/shared/StaffTable';
import { searchOf } from '../admin-queries';
import { ReportChart } from '../reports/ReportChart';
import type { ChartSpec } from '../reports/draw-chart';
import { coverageHistoryQuery, coverageQuery, unfittedQuery } from './coverage-queries';
import '../reports/reports.css';
import './coverage.css';

const VEHICLE_COUNTS = [25, 50, 100, 200];
/** Rows of the holes table on the page; the CSV has every hole. */
const SHOWN = 100;
const count = (v: number) => v.toLocaleString('en-US');

function holesChart(data: CoverageAnswer): ChartSpec {
  return {
    labels: data.categories.map((c) => c.name),
    values: data.categories.map((c) => c.holes),
    format: count,
    horizontal: true,
  };
}

function historyChart(h: CoverageHistory): ChartSpec {
  const rows = h.items.slice(0, 12).reverse();
  return {
    labels: rows.map((r) => `${IMPORT_KINDS[r.import_kind]} #${r.import_id}`),
    values: rows.map((r) => r.holes_after),
    format: count,
    horizontal: false,
    compare: { values: rows.map((r) => r.holes_before), label: 'Holes before', mainLabel: 'Holes after' },
  };
}

export default function CoveragePage() {
  const { flags } = useFlags();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('vehicles'));
  const vehicles = VEHICLE_COUNTS.includes(asked) ? asked : COVERAGE_VEHICLES_DEFAULT;
  const category = Number(params.get('category')) || 0;
  const set = (patch: Record<string, string>) =>
    setParams({ vehicles: String(vehicles), category: String(category), ...patch }, { replace: true });
  const report = useQuery({ ...coverageQuery(vehicles), placeholderData: keepPreviousData });
  const data = report.data;
  const spec = useMemo(() => (data ? holesChart(data) : null), [data]);
  const holes = data ? data.holes.filter((h) => !category || h.category_id === category) : [];
  const csv = `/admin/api/fitment/coverage/holes.csv${searchOf({ vehicles, token: flags.staff?.admin_token })}`;
  return (
    <>
      <PageHeading
        title="Fitment coverage"
        description="Where the catalogue has no part for the vehicles your customers drive, and the parts no vehicle finds."
      />
      <form className="admin-filters" onSubmit={(e) => e.preventDefault()} aria-label="Choose what to check">
        <label className="field">
          <span className="field__label">Popular vehicles</span>
          <select
            className="field__input"
            value={vehicles}
            onChange={(e) => set({ vehicles: e.target.value, category: '0' })}
          >
            {VEHICLE_COUNTS.map((n) => (
              <option key={n} value={n}>
                Top {n}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">Category</span>
          <select className="field__input" value={category} onChange={(e) => set({ category: e.target.value })}>
            <option value={0}>All major categories</option>
            {data?.categories.map((c) => (
              <option key={c.category_id} value={c.category_id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <a className="btn btn--secondary btn--md report-csv" href={csv} download>
          Download holes (CSV)
        </a>
      </form>

      <h2 className="report-title">Holes by category</h2>
      {report.isPending && <Spinner label="Checking coverage" />}
      {report.error && <ErrorState message={report.error.message} onRetry={() => void report.refetch()} />}
      {data && (
        <section aria-busy={report.isFetching} className="report-body">
          <p className="report-summary">
            {count(data.holes.length)} holes over {data.vehicles} popular vehicles × {data.categories.length} major
            categories: {count(data.covered)} of {count(data.pairs)} covered (
            {data.pairs ? Math.round((data.covered * 100) / data.pairs) : 100}%). Vehicles: your list in Settings →
            Fitment, then by sales, saved garage vehicles and searches, then popular models.
          </p>
          {(data.unknown_vehicles.length > 0 || data.unknown_categories.length > 0) && (
            <p className="coverage-warning" role="status">
              {data.unknown_vehicles.length > 0 && `Not in the vehicle list: ${data.unknown_vehicles.join(', ')}. `}
              {data.unknown_categories.length > 0 && `No such category: ${data.unknown_categories.join(', ')}.`}
            </p>
          )}
          {spec && data.categories.length > 0 && (
            <ReportChart spec={spec} label="Holes per major category: a bar chart of the table below." />
          )}
          <div className="report-table">
            <table className="admin-table">
              <caption className="visually-hidden">Holes, most wanted first</caption>
              <thead>
                <tr>
                  <th scope="col" className="num">
                    Rank
                  </th>
                  <th scope="col">Vehicle</th>
                  <th scope="col">Category</th>
                  <th scope="col">Why listed</th>
                  <th scope="col" className="num">
                    Demand
                  </th>
                </tr>
              </thead>
              <tbody>
                {holes.slice(0, SHOWN).map((h) => (
                  <tr key={`${h.base_vehicle_id}-${h.category_id}`}>
                    <td data-label="Rank" className="num">
                      {h.rank}
                    </td>
                    <th scope="row" data-label="Vehicle">
                      {h.vehicle}
                    </th>
                    <td data-label="Category">{h.category}</td>
                    <td data-label="Why listed">{VEHICLE_SOURCES[h.source]}</td>
                    <td data-label="Demand" className="num">
                      {h.demand}
                      {h.demand > 0 && (
                        <span className="admin-table__sub">
                          {h.orders} sales, {h.garages} garages, {h.searches} searches
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {holes.length === 0 && (
            <p>No holes: every popular vehicle has a part in {category ? 'this' : 'each'} category.</p>
          )}
          {holes.length > SHOWN && (
            <p className="report-summary">
              The first {SHOWN} of {count(holes.length)} are shown; the CSV has them all.
            </p>
          )}
        </section>
      )}

      <ImportHistory timeZone={flags.store.time_zone} />
      <Unfitted />
    </>
  );
}

function ImportHistory({ timeZone }: { timeZone: string }) {
  const query = useQuery(coverageHistoryQuery());
  const data = query.data;
  const spec = useMemo(() => (data && data.items.length ? historyChart(data) : null), [data]);
  return (
    <section aria-labelledby="coverage-history">
      <h2 className="report-title" id="coverage-history">
        Coverage after each import
      </h2>
      {query.isPending && <Spinner label="Loading the import history" />}
      {query.error && <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />}
      {data && data.items.length === 0 && (
        <p>No ACES, PIES or product CSV import has been committed yet; each one will show its change here.</p>
      )}
      {data && data.items.length > 0 && (
        <>
          {spec && (
            <ReportChart spec={spec} label="Holes before and after each import: the table below has the figures." />
          )}
          <div className="report-table">
            <table className="admin-table">
              <caption className="visually-hidden">Coverage before and after each import, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Import</th>
                  <th scope="col">When</th>
                  <th scope="col" className="num">
                    Holes
                  </th>
                  <th scope="col" className="num">
                    Covered pairs
                  </th>
                  <th scope="col" className="num">
                    Parts without applications
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((r) => (
                  <tr key={r.snapshot_id}>
                    <th scope="row" data-label="Import">
                      {IMPORT_KINDS[r.import_kind]} #{r.import_id}
                      <span className="admin-table__sub">{r.file_name}</span>
                    </th>
                    <td data-label="When">{formatStoreTime(r.created_at, timeZone)}</td>
                    <td data-label="Holes" className="num">
                      {count(r.holes_before)} → {count(r.holes_after)}
                    </td>
                    <td data-label="Covered pairs" className="num">
                      {count(r.covered_before)} → {count(r.covered_after)}
                    </td>
                    <td data-label="Parts without applications" className="num">
                      {count(r.unfitted_before)} → {count(r.unfitted_after)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

function Unfitted() {
  const [page, setPage] = useState(1);
  const query = useQuery({ ...unfittedQuery(page), placeholderData: keepPreviousData });
  return (
    <section aria-labelledby="coverage-unfitted">
      <h2 className="report-title" id="coverage-unfitted">
        Parts with no applications
      </h2>
      <p className="report-summary">
        Enabled, not universal, and without a single application: no vehicle search finds them.
        {query.data && ` ${count(query.data.total_items)} parts.`}
      </p>
      <StaffTable
        rows={query.data?.items}
        error={query.error}
        onRetry={() => void query.refetch()}
        loadingLabel="Loading the parts without applications"
        emptyText="Every enabled part has an application or is universal."
        busy={query.isFetching && query.isPlaceholderData}
        className="admin-table"
        caption="Parts with no applications, by brand and part number"
        head={
          <>
            <th scope="col">Part</th>
            <th scope="col">Brand</th>
            <th scope="col">Part number</th>
            <th scope="col">Category</th>
          </>
        }
        row={(r) => (
          <tr key={r.product_id}>
            <td data-label="Part">
              <Link to={`/admin/catalog/products/${r.product_id}`}>{r.name}</Link>
            </td>
            <td data-label="Brand">{r.brand}</td>
            <td data-label="Part number">{r.part_number}</td>
            <td data-label="Category">{r.category || '—'}</td>
          </tr>
        )}
        pager={{
          page: query.data?.page ?? 1,
          totalPages: query.data?.total_pages ?? 1,
          onPage: setPage,
          label: 'Parts without applications pages',
        }}
      />
    </section>
  );
}
