// Bulk changes (issue 26, decision 0071): on the picked rows or on every product of the current filter, move prices or
// costs by a percentage or an amount (rounded up to .99 or .49 when chosen), or set status, category or stock. Preview
// first (the first rows old → new and the totals), then apply once per key; the last bulk change can be undone.
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bulkAppliedSchema,
  bulkChangeSchema,
  bulkPreviewSchema,
  bulkUndoneSchema,
  type BulkChangeInput,
  type BulkPreview,
  type ProductEdit,
} from '@parts/common/catalog-admin';
import { formatCents } from '@parts/common/money';
import { formatStoreTime } from '@parts/common/store-time';
import { useFlags } from '../../../app/flags-context';
import { api, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { useToast } from '../../../ui/toast/toast-context';
import { bulkHistoryQuery, newKey, refreshCatalog, type ListParams } from './product-queries';

interface Props {
  picked: number[];
  filter: ListParams;
  matching: number;
  choices: ProductEdit;
  mayChangePrices: boolean;
  onApplied: () => void;
}

const FIELDS = ['kind', 'by', 'value', 'ending', 'status', 'category_id', 'location_id', 'quantity'] as const;

export function BulkPanel({ picked, filter, matching, choices, mayChangePrices, onApplied }: Props) {
  const client = useQueryClient();
  const toast = useToast();
  const { flags } = useFlags();
  const key = useRef(newKey());
  const [preview, setPreview] = useState<BulkPreview | null>(null);
  const form = useForm<BulkChangeInput>({
    resolver: zodResolver(bulkChangeSchema, undefined, { raw: true }),
    defaultValues: { kind: mayChangePrices ? 'price' : 'status', by: 'percent', value: '', ending: 'none' },
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const errors = form.formState.errors;
  const target = () => (picked.length ? { product_ids: picked } : { filter });
  const body = (v: BulkChangeInput) => ({ ...v, ...target() });

  const show = useMutation({
    mutationFn: (v: BulkChangeInput) =>
      api('/admin/api/catalog/bulk/preview', { json: body(v), schema: bulkPreviewSchema }),
    onSuccess: setPreview,
    onError: (err) => showServerErrors(form.setError, err, FIELDS),
  });
  const apply = useMutation({
    mutationFn: (v: BulkChangeInput) =>
      api('/admin/api/catalog/bulk/apply', {
        json: { ...body(v), idempotency_key: key.current },
        schema: bulkAppliedSchema,
      }),
    onSuccess: async (a) => {
      key.current = newKey();
      setPreview(null);
      toast.success(`Applied: ${a.summary}`, { staff: true });
      onApplied();
      await refreshCatalog(client);
    },
    onError: (err) => showServerErrors(form.setError, err, FIELDS),
  });
  const history = useQuery(bulkHistoryQuery());
  const last = history.data?.changes[0];
  const undo = useMutation({
    mutationFn: (id: number) =>
      api('/admin/api/catalog/bulk/undo', { json: { bulk_change_id: id }, schema: bulkUndoneSchema }),
    onSuccess: async (a) => {
      toast.success(`Undone: ${a.restored} products restored.`, { staff: true });
      await refreshCatalog(client);
    },
    onError: (err) => toast.error(errorMessage(err), { staff: true }),
  });

  const kinds = [
    ...(mayChangePrices ? [{ value: 'price', label: 'Price' }] : []),
    ...(mayChangePrices && flags.staff?.permissions.includes('catalog.seeCost')
      ? [{ value: 'cost', label: 'Cost' }]
      : []),
    { value: 'status', label: 'Status' },
    { value: 'category', label: 'Category' },
    { value: 'stock', label: 'Stock' },
  ];
  const money = kind === 'price' || kind === 'cost';
  return (
    <section className="catalog-bulk" aria-labelledby="bulk-h">
      <h2 id="bulk-h">Bulk change</h2>
      <p>
        {picked.length
          ? `On the ${picked.length} picked product${picked.length === 1 ? '' : 's'}.`
          : `On all ${matching} products of the current filter (pick rows to change only those).`}
      </p>
      <form
        className="admin-filters"
        noValidate
        onChange={() => setPreview(null)}
        onSubmit={(e) => void form.handleSubmit((v) => show.mutate(v))(e)}
        aria-label="Bulk change"
      >
        <SelectField label="Change" options={kinds} error={errors.kind?.message} {...form.register('kind')} />
        {money && (
          <>
            <SelectField
              label="By"
              options={[
                { value: 'percent', label: 'Percentage' },
                { value: 'amount', label: 'Amount in dollars' },
              ]}
              {...form.register('by')}
            />
            <TextField
              label="Change (5, -10, 1.50)"
              inputMode="decimal"
              error={errors.value?.message}
              {...form.register('value')}
            />
            <SelectField
              label="Round up to"
              options={[
                { value: 'none', label: 'No rounding' },
                { value: '99', label: 'Next .99' },
                { value: '49', label: 'Next .49' },
              ]}
              {...form.register('ending')}
            />
          </>
        )}
        {kind === 'status' && (
          <SelectField
            label="New status"
            placeholder="Choose"
            options={[
              { value: 'enabled', label: 'Enabled' },
              { value: 'disabled', label: 'Disabled' },
            ]}
            error={errors.status?.message}
            {...form.register('status')}
          />
        )}
        {kind === 'category' && (
          <SelectField
            label="Move to category"
            placeholder="Choose"
            options={choices.categories.map((c) => ({ value: String(c.id), label: c.name }))}
            error={errors.category_id?.message}
            {...form.register('category_id')}
          />
        )}
        {kind === 'stock' && (
          <>
            <SelectField
              label="Location"
              placeholder="Choose"
              options={choices.locations.map((l) => ({ value: String(l.id), label: l.name }))}
              error={errors.location_id?.message}
              {...form.register('location_id')}
            />
            <TextField
              label="Quantity"
              inputMode="numeric"
              error={errors.quantity?.message}
              {...form.register('quantity')}
            />
          </>
        )}
        <Button type="submit" variant="secondary" busy={show.isPending}>
          Preview
        </Button>
      </form>
      {errors.root?.server && (
        <p className="field__error" role="alert">
          {errors.root.server.message}
        </p>
      )}
      {preview && (
        <div className="catalog-preview" aria-live="polite">
          <p>
            <strong>{preview.summary}</strong>
            {preview.total_before_cents !== null && preview.total_after_cents !== null && (
              <>
                {' '}
                · total {formatCents(preview.total_before_cents)} → {formatCents(preview.total_after_cents)}
              </>
            )}
          </p>
          {preview.rows.length > 0 && (
            <div className="customers-table-wrap">
              <table className="admin-table">
                <caption className="visually-hidden">The first products it changes</caption>
                <thead>
                  <tr>
                    <th scope="col">Product</th>
                    <th scope="col">Now</th>
                    <th scope="col">After</th>
                  </tr>
                </thead>
                <tbody>
                  {preview.rows.map((r) => (
                    <tr key={r.product_id}>
                      <td data-label="Product">
                        {r.name}
                        <span className="admin-table__sub">{r.part_number}</span>
                      </td>
                      <td data-label="Now">{r.old_value}</td>
                      <td data-label="After">{r.new_value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {preview.changed > preview.rows.length && <p>…and {preview.changed - preview.rows.length} more.</p>}
          <Button
            type="button"
            busy={apply.isPending}
            disabled={preview.changed === 0}
            onClick={() => void form.handleSubmit((v) => apply.mutate(v))()}
          >
            Apply to {preview.changed} products
          </Button>
        </div>
      )}
      {last && (
        <p className="catalog-last">
          Last bulk change: {last.summary}, by {last.user_name},{' '}
          {formatStoreTime(last.created_at, flags.store.time_zone)}
          {last.undone_at ? (
            ` — undone by ${last.undone_by ?? ''}`
          ) : (
            <>
              {' '}
              <Button
                type="button"
                variant="secondary"
                busy={undo.isPending}
                onClick={() => undo.mutate(last.bulk_change_id)}
              >
                Undo it
              </Button>
            </>
          )}
        </p>
      )}
    </section>
  );
}
