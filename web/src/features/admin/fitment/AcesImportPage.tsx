// Imports → ACES (issue 26, decision 0073): upload a supplier's file with a progress bar, read its validation report
// (what the commit would add, delete and reject, and the warnings), commit it, and see every import in the history
// with its rejects as CSV.
import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACES_FINDING_KINDS,
  ACES_FINDING_LABELS,
  type AcesImport,
  type AcesValidation,
} from '@parts/common/fitment-admin';
import { formatStoreTime } from '@parts/common/store-time';
import { useFlags } from '../../../app/flags-context';
import { errorMessage } from '../../../ui/api';
import { PageHeading } from '../../../ui/PageHeading';
import { ProgressBar } from '../../../ui/ProgressBar';
import { StaffTable } from '../../pos/shared/StaffTable';
import { acesHistoryQuery, acesKeys, commitAces, uploadAces } from './aces-queries';

export default function AcesImportPage() {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState(0);
  const [report, setReport] = useState<AcesValidation | null>(null);
  const check = useMutation({
    mutationFn: (f: File) => uploadAces(f, setSent),
    onSuccess: (answer) => {
      setReport(answer);
      void client.invalidateQueries({ queryKey: acesKeys.all });
    },
  });
  const commit = useMutation({
    mutationFn: commitAces,
    onSuccess: (done) => {
      setReport((r) => (r ? { ...r, import: done } : r));
      void client.invalidateQueries({ queryKey: acesKeys.all });
    },
  });
  return (
    <>
      <PageHeading
        title="ACES import"
        description="Upload a supplier's ACES file, check its validation report, then commit it."
      />
      <form
        className="admin-filters"
        aria-label="Upload an ACES file"
        onSubmit={(e) => {
          e.preventDefault();
          if (!file) return;
          setSent(0);
          setReport(null);
          commit.reset();
          check.mutate(file);
        }}
      >
        <label className="field">
          <span className="field__label">ACES file (XML)</span>
          <input
            className="field__input"
            type="file"
            accept=".xml,application/xml,text/xml"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        <button type="submit" className="btn btn--primary btn--md" disabled={!file || check.isPending}>
          Upload and check
        </button>
      </form>
      {check.isPending && (
        <ProgressBar label={sent < 1 ? 'Uploading' : 'Checking the file'} value={sent < 1 ? sent : undefined} />
      )}
      {check.error && (
        <p role="alert" className="form-error">
          {errorMessage(check.error)}
        </p>
      )}
      {report && (
        <ValidationReport
          report={report}
          committing={commit.isPending}
          commitError={commit.error}
          onCommit={() => commit.mutate(report.import.import_id)}
        />
      )}
      <History />
    </>
  );
}

function ValidationReport({
  report,
  committing,
  commitError,
  onCommit,
}: {
  report: AcesValidation;
  committing: boolean;
  commitError: Error | null;
  onCommit: () => void;
}) {
  const imp = report.import;
  if (imp.status === 'refused')
    return (
      <section aria-labelledby="aces-report" className="admin-report">
        <h2 id="aces-report">{imp.file_name} cannot be imported</h2>
        <p role="alert">{imp.error}</p>
        <p>Nothing was changed.</p>
      </section>
    );
  const committed = imp.status === 'committed';
  return (
    <section aria-labelledby="aces-report" className="admin-report">
      <h2 id="aces-report">
        {committed ? 'Imported' : 'Validation report'}: {imp.file_name}
      </h2>
      <p>
        {imp.submission_type} submission, {imp.records} App records: {committed ? '' : 'the commit would add '}
        {imp.added} applications{committed ? ' added' : ''}, {committed ? '' : 'delete '}
        {imp.deleted}
        {committed ? ' deleted' : ''}, and reject {imp.rejected} Apps.
      </p>
      <table className="admin-table">
        <caption>Findings by kind</caption>
        <thead>
          <tr>
            <th scope="col">Kind</th>
            <th scope="col" className="num">
              Apps
            </th>
          </tr>
        </thead>
        <tbody>
          {ACES_FINDING_KINDS.map((k) => (
            <tr key={k}>
              <td data-label="Kind">{ACES_FINDING_LABELS[k]}</td>
              <td data-label="Apps" className="num">
                {imp.counts[k] ?? 0}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {report.findings.length > 0 && (
        <table className="admin-table">
          <caption>
            Findings by line
            {report.more > 0 ? ` (the first ${report.findings.length}; the rejects download has all)` : ''}
          </caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">App</th>
              <th scope="col">Finding</th>
            </tr>
          </thead>
          <tbody>
            {report.findings.map((f) => (
              <tr key={`${f.line}-${f.kind}`}>
                <td data-label="Line" className="num">
                  {f.line}
                </td>
                <td data-label="App">{f.app_id}</td>
                <td data-label="Finding">
                  {f.message}
                  <span className="admin-table__sub">
                    {ACES_FINDING_LABELS[f.kind]} — {f.rejected ? 'rejected' : 'warning, imported as sent'}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {!committed && (
        <button type="button" className="btn btn--primary btn--md" disabled={committing} onClick={onCommit}>
          {committing ? 'Importing…' : `Commit: import ${imp.added} applications`}
        </button>
      )}
      {committing && <ProgressBar label="Importing" />}
      {commitError && (
        <p role="alert" className="form-error">
          {errorMessage(commitError)}
        </p>
      )}
    </section>
  );
}

function History() {
  const { flags } = useFlags();
  const [page, setPage] = useState(1);
  const query = useQuery({ ...acesHistoryQuery(page), placeholderData: keepPreviousData });
  const token = flags.staff?.admin_token ?? '';
  return (
    <section aria-labelledby="aces-history">
      <h2 id="aces-history">Import history</h2>
      <StaffTable<AcesImport>
        rows={query.data?.items}
        error={query.error}
        onRetry={() => void query.refetch()}
        loadingLabel="Loading the import history"
        emptyText="No ACES file has been uploaded yet."
        busy={query.isFetching && query.isPlaceholderData}
        className="admin-table"
        caption="ACES imports, newest first"
        head={
          <>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">File</th>
            <th scope="col" className="num">
              Added
            </th>
            <th scope="col" className="num">
              Deleted
            </th>
            <th scope="col" className="num">
              Rejected
            </th>
          </>
        }
        row={(r) => (
          <tr key={r.import_id}>
            <td data-label="When">{formatStoreTime(r.created_at, flags.store.time_zone)}</td>
            <td data-label="Who">{r.user_name}</td>
            <td data-label="File">
              {r.file_name}
              <span className="admin-table__sub">
                {r.status === 'refused' ? `refused: ${r.error ?? ''}` : `${r.status}, ${r.submission_type}`}
              </span>
            </td>
            <td data-label="Added" className="num">
              {r.added}
            </td>
            <td data-label="Deleted" className="num">
              {r.deleted}
            </td>
            <td data-label="Rejected" className="num">
              {r.rejected > 0 ? (
                <a
                  href={`/admin/api/fitment/aces/imports/${r.import_id}/rejects.csv?token=${encodeURIComponent(token)}`}
                  download
                >
                  {r.rejected} (CSV)
                </a>
              ) : (
                0
              )}
            </td>
          </tr>
        )}
        pager={{
          page: query.data?.page ?? 1,
          totalPages: query.data?.total_pages ?? 1,
          onPage: setPage,
          label: 'Import history pages',
        }}
      />
    </section>
  );
}
