// Catalogue → Reviews (issue 26, decision 0082): shoppers' reviews, awaiting approval first, 20 a page, filtered by
// status; approve, reject, and the store's reply shown under the review on the product page.
import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminReviewPageSchema,
  REVIEW_STATUSES,
  reviewActionAnswer,
  type AdminReviewRow,
  type ReviewReplyInput,
  type ReviewStatus,
} from '@parts/common/review-admin';
import { api, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { PageHeading } from '../../../ui/PageHeading';
import { SelectField } from '../../../ui/SelectField';
import { apiQuery } from '../../../ui/query/api-query';
import { useToast } from '../../../ui/toast/toast-context';
import { StaffTable } from '../../pos/shared/StaffTable';
import { searchOf } from '../admin-queries';
import { ReviewReplyForm } from './ReviewReplyForm';

const LABEL: Record<ReviewStatus, string> = {
  pending: 'Awaiting approval',
  approved: 'Approved',
  rejected: 'Rejected',
};
type Filter = { page: number; status?: ReviewStatus };
type Action = { kind: 'approve' | 'reject'; review_id: number } | { kind: 'reply'; input: ReviewReplyInput };

export default function ReviewsPage() {
  const client = useQueryClient();
  const toast = useToast();
  const [filter, setFilter] = useState<Filter>({ page: 1 });
  const [replying, setReplying] = useState<number | null>(null);
  const query = useQuery({
    ...apiQuery(['admin', 'reviews', filter], `/admin/api/catalog/reviews${searchOf(filter)}`, adminReviewPageSchema),
    placeholderData: keepPreviousData,
  });
  const act = useMutation({
    mutationFn: (a: Action) =>
      api(`/admin/api/catalog/reviews/${a.kind}`, {
        json: a.kind === 'reply' ? a.input : { review_id: a.review_id },
        schema: reviewActionAnswer,
      }),
    onSuccess: async (a) => {
      toast.success(a.success, { staff: true });
      setReplying(null);
      await client.invalidateQueries({ queryKey: ['admin', 'reviews'] });
    },
    onError: (err) => toast.error(errorMessage(err), { staff: true }),
  });
  const busy = (r: AdminReviewRow, kind: Action['kind']) =>
    act.isPending &&
    act.variables.kind === kind &&
    (act.variables.kind === 'reply' ? act.variables.input.review_id : act.variables.review_id) === r.review_id;
  const counts = query.data?.counts ?? {};
  return (
    <>
      <PageHeading title="Reviews" description="Shoppers' reviews show on the product page once approved." />
      <form className="admin-filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <SelectField
          label="Status"
          value={filter.status ?? ''}
          options={[
            { value: '', label: 'All, awaiting approval first' },
            ...REVIEW_STATUSES.map((s) => ({ value: s, label: `${LABEL[s]} (${counts[s] ?? 0})` })),
          ]}
          onChange={(e) => setFilter({ page: 1, status: (e.target.value || undefined) as ReviewStatus | undefined })}
        />
      </form>
      <StaffTable<AdminReviewRow>
        rows={query.data?.items}
        error={query.error}
        onRetry={() => void query.refetch()}
        loadingLabel="Loading reviews"
        emptyText="No reviews here."
        busy={query.isFetching && query.isPlaceholderData}
        className="admin-table"
        caption="Reviews, awaiting approval first, newest first"
        head={
          <>
            <th scope="col">Product</th>
            <th scope="col">Review</th>
            <th scope="col" className="num">
              Rating
            </th>
            <th scope="col">Date</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </>
        }
        row={(r) => (
          <tr key={r.review_id}>
            <td data-label="Product">
              <a href={`/product/product?product_id=${r.product_id}`}>{r.product_name}</a>
            </td>
            <td data-label="Review">
              {/* One block: the phone layout lays a cell's children side by side. */}
              <div>
                <strong>{r.author}</strong>
                <span className="admin-table__sub">{r.text}</span>
                {r.reply && <span className="admin-table__sub">Reply: {r.reply}</span>}
                {replying === r.review_id && (
                  <ReviewReplyForm
                    review={r}
                    busy={busy(r, 'reply')}
                    onSave={(input) => act.mutate({ kind: 'reply', input })}
                    onCancel={() => setReplying(null)}
                  />
                )}
              </div>
            </td>
            <td data-label="Rating" className="num">
              {r.rating} / 5
            </td>
            <td data-label="Date">{r.date_added}</td>
            <td data-label="Status">{LABEL[r.status]}</td>
            <td>
              {r.status !== 'approved' && (
                <Button
                  size="sm"
                  busy={busy(r, 'approve')}
                  onClick={() => act.mutate({ kind: 'approve', review_id: r.review_id })}
                >
                  Approve <span className="visually-hidden">the review by {r.author}</span>
                </Button>
              )}{' '}
              {r.status !== 'rejected' && (
                <Button
                  size="sm"
                  variant="ghost"
                  busy={busy(r, 'reject')}
                  onClick={() => act.mutate({ kind: 'reject', review_id: r.review_id })}
                >
                  Reject <span className="visually-hidden">the review by {r.author}</span>
                </Button>
              )}{' '}
              <Button size="sm" variant="secondary" onClick={() => setReplying(r.review_id)}>
                {r.reply ? 'Edit reply' : 'Reply'} <span className="visually-hidden">to {r.author}</span>
              </Button>
            </td>
          </tr>
        )}
        pager={{
          page: query.data?.page ?? 1,
          totalPages: query.data?.total_pages ?? 1,
          onPage: (page) => setFilter({ ...filter, page }),
          label: 'Review pages',
        }}
      />
    </>
  );
}
