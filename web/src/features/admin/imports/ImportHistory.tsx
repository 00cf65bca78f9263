// The import history of one kind, newest first, 20 a page: who, when, file, and what it did.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ImportReport } from '@parts/common/catalog-import';
import { formatStoreTime } from '@parts/common/store-time';
import { useFlags } from '../../../app/flags-context';
import { StaffTable } from '../../pos/shared/StaffTable';
import { historyQuery } from './import-queries';

const STATUS: Record<ImportReport['status'], string> = {
  preview: 'Previewed',
  dry_run: 'Dry run',
  applied: 'Imported',
  failed: 'Refused',
};

export function ImportHistory({ kind }: { kind: 'pies' | 'products' }) {
  const { flags } = useFlags();
  const [page, setPage] = useState(1);
  const query = useQuery({ ...historyQuery(kind, page), placeholderData: keepPreviousData });
  return (
    <StaffTable<ImportReport>
      rows={query.data?.items}
      error={query.error}
      onRetry={() => void query.refetch()}
      loadingLabel="Loading the import history"
      emptyText="No imports yet."
      busy={query.isFetching && query.isPlaceholderData}
      className="admin-table"
      caption="Import history, newest first"
      head={
        <>
          <th scope="col">When</th>
          <th scope="col">Who</th>
          <th scope="col">File</th>
          <th scope="col">Result</th>
        </>
      }
      row={(r) => (
        <tr key={r.import_id}>
          <td data-label="When">{formatStoreTime(r.started_at, flags.store.time_zone)}</td>
          <td data-label="Who">{r.staff_name}</td>
          <td data-label="File">
            {r.file_name}
            <span className="admin-table__sub">{STATUS[r.status]}</span>
          </td>
          <td data-label="Result">
            {r.status === 'failed'
              ? r.message
              : `${r.created} created, ${r.updated} updated, ${r.unchanged} unchanged, ${r.rejected} rejected`}
            {r.rejects.length > 0 && (
              <span className="admin-table__sub">
                {r.rejects
                  .slice(0, 3)
                  .map((x) => `line ${x.line}: ${x.message}`)
                  .join('; ')}
              </span>
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
  );
}
