// Imports → Product CSV: upload → a preview of what would be created, updated and rejected (each reject with its line
// and field) → confirm, which applies it once; and the export of the catalogue or a filtered list (decision 0069).
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import {
  importReportSchema,
  productExportQuerySchema,
  type ImportReport,
  type ProductExportQuery,
} from '@parts/common/catalog-import';
import { api, errorMessage } from '../../../ui/api';
import { downloadFile } from '../../../ui/download';
import { PageHeading } from '../../../ui/PageHeading';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { requestResolver } from '../../../ui/form/request-resolver';
import { ProgressBar } from '../../../ui/ProgressBar';
import { uploadFile } from '../../../ui/upload';
import { searchOf } from '../admin-queries';
import { ImportHistory } from './ImportHistory';
import { ImportReportView } from './ImportReportView';
import { importKeys } from './import-queries';
import './imports.css';

/** The export form's fields as typed; empty means all. */
type ExportValues = { brand_code: string; status: '' | 'enabled' | 'disabled' };

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

/** The export of the whole catalogue, a brand or a status, saved as products.csv (checked by the route's schema). */
function ExportForm() {
  const form = useForm<ExportValues, unknown, ProductExportQuery>({
    resolver: requestResolver(productExportQuerySchema, (v: ExportValues) => ({
      brand_code: v.brand_code.trim() || undefined,
      status: v.status || undefined,
    })),
    defaultValues: { brand_code: '', status: '' },
  });
  const download = useMutation({
    mutationFn: (q: ProductExportQuery) =>
      downloadFile(`/admin/api/imports/products/export${searchOf(q)}`, 'products.csv'),
  });
  const errors = form.formState.errors;
  return (
    <form
      className="admin-filters import-form"
      aria-label="Export products"
      noValidate
      onSubmit={(e) => void form.handleSubmit((q) => download.mutate(q))(e)}
    >
      <TextField
        label="Brand code"
        placeholder="All"
        error={errors.brand_code?.message}
        {...form.register('brand_code')}
      />
      <SelectField
        label="Status"
        options={[
          { value: '', label: 'All' },
          { value: 'enabled', label: 'Enabled' },
          { value: 'disabled', label: 'Disabled' },
        ]}
        {...form.register('status')}
      />
      <div className="import-form__actions">
        <button type="submit" className="btn btn--secondary btn--md" disabled={download.isPending}>
          Export CSV
        </button>
      </div>
      {download.error && (
        <p className="error-state" role="alert">
          {errorMessage(download.error)}
        </p>
      )}
    </form>
  );
}
