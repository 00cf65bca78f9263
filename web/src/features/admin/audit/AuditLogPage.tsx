// The audit log (issue 27, decision 0062): risky actions, newest first, 20 a page, by action family and period.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditListQuery, AuditRow } from '@parts/common/audit';
import { formatStoreTime } from '@parts/common/store-time';
import { useFlags } from '../../../app/flags-context';
import { PageHeading } from '../../../ui/PageHeading';
import { StaffTable } from '../../pos/shared/StaffTable';
import { auditQuery } from '../admin-queries';

const FAMILIES: Record<string, string> = {
  order: 'Orders',
  payment: 'Payments and refunds',
  price: 'Price overrides',
  credit: 'Store credit',
  return: 'Returns and fees',
  till: 'Drawer and day close',
  product: 'Products',
  import: 'Imports',
  setting: 'Settings',
  user: 'Staff and permissions',
};

export default function AuditLogPage() {
  const { flags } = useFlags();
  const tz = flags.store.time_zone;
  const [filter, setFilter] = useState<Partial<AuditListQuery>>({ page: 1 });
  const query = useQuery({ ...auditQuery(filter), placeholderData: keepPreviousData });
  const counts = query.data?.counts ?? {};
  const families = [...new Set([...Object.keys(FAMILIES), ...Object.keys(counts)])];
  return (
    <>
      <PageHeading
        title="Audit log"
        description="Voids, refunds, price overrides, deletes, setting and permission changes and imports."
      />
      <form className="admin-filters" onSubmit={(e) => e.preventDefault()} aria-label="Filter the audit log">
        <label className="field">
          <span className="field__label">Action</span>
          <select
            className="field__input"
            value={filter.action ?? ''}
            onChange={(e) => setFilter({ ...filter, action: e.target.value || undefined, page: 1 })}
          >
            <option value="">All actions</option>
            {families.map((f) => (
              <option key={f} value={f}>
                {FAMILIES[f] ?? f} {counts[f] === undefined ? '' : `(${counts[f]})`}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field__label">From</span>
          <input
            type="date"
            className="field__input"
            value={filter.from ?? ''}
            onChange={(e) => setFilter({ ...filter, from: e.target.value || undefined, page: 1 })}
          />
        </label>
        <label className="field">
          <span className="field__label">To</span>
          <input
            type="date"
            className="field__input"
            value={filter.to ?? ''}
            onChange={(e) => setFilter({ ...filter, to: e.target.value || undefined, page: 1 })}
          />
        </label>
      </form>
      <StaffTable<AuditRow>
        rows={query.data?.items}
        error={query.error}
        onRetry={() => void query.refetch()}
        loadingLabel="Loading the audit log"
        emptyText="No results!"
        busy={query.isFetching && query.isPlaceholderData}
        className="admin-table"
        caption="Audit log, newest first"
        head={
          <>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Register</th>
          </>
        }
        row={(r) => (
          <tr key={r.audit_id}>
            <td data-label="When">{formatStoreTime(r.created_at, tz)}</td>
            <td data-label="Who">{r.user_name}</td>
            <td data-label="What">
              {r.summary}
              <span className="admin-table__sub">{r.action}</span>
            </td>
            <td data-label="Register">
              {r.location_name ?? '—'}
              {r.ip && <span className="admin-table__sub">{r.ip}</span>}
            </td>
          </tr>
        )}
        pager={{
          page: query.data?.page ?? 1,
          totalPages: query.data?.total_pages ?? 1,
          onPage: (page) => setFilter({ ...filter, page }),
          label: 'Audit log pages',
        }}
      />
    </>
  );
}
