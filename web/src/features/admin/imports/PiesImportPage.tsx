// Imports → PIES: choose a supplier's PIES XML file, then a dry run (checks it, changes nothing) or the import, with
// the upload's progress, the result (created, updated, unchanged, rejected with lines) and the history (decision 0069).
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importReportSchema } from '@parts/common/catalog-import';
import { PageHeading } from '../../../ui/PageHeading';
import { ProgressBar } from '../../../ui/ProgressBar';
import { uploadFile } from '../../../ui/upload';
import { ImportHistory } from './ImportHistory';
import { ImportReportView } from './ImportReportView';
import { importKeys } from './import-queries';
import './imports.css';

export default function PiesImportPage() {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState<number | undefined>();
  const run = useMutation({
    mutationFn: (dryRun: boolean) =>
      uploadFile(`/admin/api/imports/pies/upload?dry_run=${dryRun ? 1 : 0}`, file!, {
        schema: importReportSchema,
        onProgress: setSent,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: importKeys.all }),
  });
  const start = (dryRun: boolean) => {
    setSent(0);
    run.mutate(dryRun);
  };
  return (
    <>
      <PageHeading
        title="PIES import"
        description="A supplier's PIES 6.5–7.2 XML file: new parts are created, known ones (brand + part number) updated."
      />
      <form className="admin-filters import-form" onSubmit={(e) => e.preventDefault()} aria-label="PIES file">
        <label className="field">
          <span className="field__label">PIES XML file</span>
          <input
            className="field__input"
            type="file"
            accept=".xml,application/xml,text/xml"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        <div className="import-form__actions">
          <button
            type="button"
            className="btn btn--secondary btn--md"
            disabled={!file || run.isPending}
            onClick={() => start(true)}
          >
            Dry run
          </button>
          <button
            type="button"
            className="btn btn--primary btn--md"
            disabled={!file || run.isPending}
            onClick={() => start(false)}
          >
            Import
          </button>
        </div>
      </form>
      {run.isPending && (
        <ProgressBar
          label={sent !== undefined && sent < 1 ? 'Uploading' : 'Importing'}
          value={sent !== undefined && sent < 1 ? sent : undefined}
        />
      )}
      {run.error && (
        <p className="error-state" role="alert">
          {run.error.message}
        </p>
      )}
      {run.data && <ImportReportView report={run.data} />}
      <h2 className="import-history__title">History</h2>
      <ImportHistory kind="pies" />
    </>
  );
}
