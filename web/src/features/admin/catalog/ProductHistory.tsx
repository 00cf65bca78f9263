// The editor's History (issue 26): the product's change log, newest first — who, when, field, old → new.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductChange } from '@parts/common/catalog-admin';
import { formatStoreTime } from '@parts/common/store-time';
import { useFlags } from '../../../app/flags-context';
import { StaffTable } from '../../pos/shared/StaffTable';
import { productHistoryQuery } from './product-queries';

export function ProductHistory({ productId }: { productId: number }) {
  const { flags } = useFlags();
  const [page, setPage] = useState(1);
  const query = useQuery({ ...productHistoryQuery(productId, page), placeholderData: keepPreviousData });
  return (
    <section aria-labelledby="history-h" className="catalog-history">
      <h2 id="history-h">History</h2>
      <StaffTable<ProductChange>
        rows={query.data?.items}
        error={query.error}
        onRetry={() => void query.refetch()}
        loadingLabel="Loading the history"
        emptyText="No changes yet."
        busy={query.isFetching && query.isPlaceholderData}
        className="admin-table"
        caption="Changes to this product, newest first"
        head={
          <>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Field</th>
            <th scope="col">Was</th>
            <th scope="col">Now</th>
          </>
        }
        row={(r) => (
          <tr key={r.change_id}>
            <td data-label="When">{formatStoreTime(r.created_at, flags.store.time_zone)}</td>
            <td data-label="Who">
              {r.user_name}
              {r.bulk_change_id !== null && <span className="admin-table__sub">bulk change #{r.bulk_change_id}</span>}
            </td>
            <td data-label="Field">{r.field}</td>
            <td data-label="Was">{r.old_value || '—'}</td>
            <td data-label="Now">{r.new_value || '—'}</td>
          </tr>
        )}
        pager={{
          page: query.data?.page ?? 1,
          totalPages: query.data?.total_pages ?? 1,
          onPage: setPage,
          label: 'History pages',
        }}
      />
    </section>
  );
}
