// The paged tables of the staff screens (spec 001 s7 "POS lists"): the customer list, the order list and the customer
// editor's Orders and Returns tabs. One component draws what they share: the error with Try again, the spinner while
// the first page loads, the empty text, the table with its hidden caption, and the page buttons.
import type { ReactNode } from 'react';
import { MSG } from '@parts/common/messages';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { Pager } from './Pager';

/** The list could not be read: the spec's text and a retry. */
export function ListError({ onRetry }: { onRetry: () => void }) {
  return (
    <p role="alert" className="customers-error">
      {MSG.somethingWentWrong}{' '}
      <Button size="sm" variant="link" onClick={onRetry}>
        Try again
      </Button>
    </p>
  );
}

/** A header cell for the row actions column: named for screen readers only. */
export function ActionsHeader() {
  return (
    <th scope="col">
      <span className="visually-hidden">Actions</span>
    </th>
  );
}

interface StaffTableProps<T> {
  /** The rows of the page; undefined while the first page loads. */
  rows: T[] | undefined;
  error: unknown;
  onRetry: () => void;
  /** The spinner's label ("Loading orders"). */
  loadingLabel: string;
  emptyText: string;
  /** A later page is loading: the table stays and says it is busy. */
  busy?: boolean;
  className?: string;
  caption: ReactNode;
  /** The header cells (th). */
  head: ReactNode;
  row: (item: T) => ReactNode;
  pager: { page: number; totalPages: number; buttons?: number; onPage: (page: number) => void; label: string };
  /** The editor tabs: a section so named, with `summary` above the table and the page buttons shown even on an empty page. */
  region?: { label: string; summary?: ReactNode };
}

export function StaffTable<T>({
  rows,
  error,
  onRetry,
  loadingLabel,
  emptyText,
  busy,
  className = 'customers-table',
  caption,
  head,
  row,
  pager,
  region,
}: StaffTableProps<T>) {
  if (error !== null && error !== undefined) return <ListError onRetry={onRetry} />;
  if (!rows) return <Spinner label={loadingLabel} />;
  const table =
    rows.length === 0 ? (
      <p className="customers-empty">{emptyText}</p>
    ) : (
      <div className="customers-table-wrap" aria-busy={busy || undefined}>
        <table className={className}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>{head}</tr>
          </thead>
          <tbody>{rows.map(row)}</tbody>
        </table>
      </div>
    );
  if (region) {
    return (
      <section aria-label={region.label}>
        {region.summary}
        {table}
        <Pager {...pager} />
      </section>
    );
  }
  if (rows.length === 0) return table;
  return (
    <>
      {table}
      <Pager {...pager} />
    </>
  );
}
