// Imports → Product CSV: upload → a preview of what would be created, updated and rejected (each reject with its line
// and field) → confirm, which applies it once; and the export of the catalogue or a filtered list (decision 0069).
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importReportSchema, type ImportReport } from '@parts/common/catalog-import';
import { api, callHeaders } from '../../../ui/api';
import { PageHeading } from '../../../ui/PageHeading';
import { ProgressBar } from '../../../ui/ProgressBar';
import { uploadFile } from '../../../ui/upload';
import { searchOf } from '../admin-queries';
import { ImportHistory } from './ImportHistory';
import { ImportReportView } from './ImportReportView';
import { importKeys } from './import-queries';
import './imports.css';

export default function ProductCsvPage() {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState<number | undefined>();
  const [report, setReport] = useState<ImportReport | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: importKeys.all });
  const preview = useMutation({
    mutationFn: () =>
      uploadFile('/admin/api/imports/products/upload', file!, { schema: importReportSchema, onProgress: setSent }),
    onSuccess: setReport,
    onSettled: refresh,
  });
  const confirm = useMutation({
    mutationFn: (importId: number) =>
      api('/admin/api/imports/products/confirm', {
        json: { import_id: importId },
        schema: importReportSchema,
      }),
    onSuccess: setReport,
    onSettled: refresh,
  });
  const error = preview.error ?? confirm.error;
  return (
    <>
      <PageHeading
        title="Product CSV"
        description="Create and update parts from a spreadsheet (brand_code + part_number are the key), or export them."
      />
      <form className="admin-filters import-form" onSubmit={(e) => e.preventDefault()} aria-label="Product CSV file">
        <label className="field">
          <span className="field__label">CSV file</span>
          <input
            className="field__input"
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setReport(null);
            }}
          />
        </label>
        <div className="import-form__actions">
          <button
            type="button"
            className="btn btn--secondary btn--md"
            disabled={!file || preview.isPending}
            onClick={() => {
              setSent(0);
              preview.mutate();
            }}
          >
            Preview
          </button>
          {report?.status === 'preview' && (
            <button
              type="button"
              className="btn btn--primary btn--md"
              disabled={confirm.isPending}
              onClick={() => confirm.mutate(report.import_id)}
            >
              Confirm import
            </button>
          )}
        </div>
      </form>
      {preview.isPending && (
        <ProgressBar
          label={sent !== undefined && sent < 1 ? 'Uploading' : 'Checking'}
          value={sent !== undefined && sent < 1 ? sent : undefined}
        />
      )}
      {confirm.isPending && <ProgressBar label="Importing" />}
      {error && (
        <p className="error-state" role="alert">
          {error.message}
        </p>
      )}
      {report && <ImportReportView report={report} />}
      <ExportForm />
      <h2 className="import-history__title">History</h2>
      <ImportHistory kind="products" />
    </>
  );
}

/** The export is fetched with the back office token (a plain link cannot send it) and saved as products.csv. */
function ExportForm() {
  const [brand, setBrand] = useState('');
  const [status, setStatus] = useState('');
  const [failed, setFailed] = useState('');
  const download = async () => {
    setFailed('');
    const path = `/admin/api/imports/products/export${searchOf({ brand_code: brand.trim(), status })}`;
    const res = await fetch(path, { headers: callHeaders(path) });
    if (!res.ok) return setFailed('The export failed. Try again.');
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = 'products.csv';
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <form
      className="admin-filters import-form"
      aria-label="Export products"
      onSubmit={(e) => {
        e.preventDefault();
        void download();
      }}
    >
      <label className="field">
        <span className="field__label">Brand code</span>
        <input className="field__input" value={brand} onChange={(e) => setBrand(e.target.value)} placeholder="All" />
      </label>
      <label className="field">
        <span className="field__label">Status</span>
        <select className="field__input" value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="">All</option>
          <option value="enabled">Enabled</option>
          <option value="disabled">Disabled</option>
        </select>
      </label>
      <div className="import-form__actions">
        <button type="submit" className="btn btn--secondary btn--md">
          Export CSV
        </button>
      </div>
      {failed && (
        <p className="error-state" role="alert">
          {failed}
        </p>
      )}
    </form>
  );
}
