// Catalogue → Brands → a brand's series (issue 26, decisions 0083 and 0102): 20 a page in the owner's order (the order
// number, then the name), searched by name. The order is a number, so a series moves across pages by its number; after
// a save the panel opens the page the series now stands on, so the owner sees where it went.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE } from '@parts/common/admin';
import {
  seriesInput,
  seriesSavedAnswer,
  type AdminBrand,
  type AdminSeries,
  type SeriesInput,
} from '@parts/common/taxonomy-admin';
import { api } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { useDebounced } from '../../../ui/useDebounced';
import { useToast } from '../../../ui/toast/toast-context';
import { StaffTable } from '../../pos/shared/StaffTable';
import { categoriesQuery, seriesQuery, taxonomyKeys } from './taxonomy-queries';

function SeriesForm({
  brand,
  series,
  onDone,
}: {
  brand: AdminBrand;
  series?: AdminSeries;
  /** Closed: with the saved series' place in the order (1 first), or nothing on Cancel. */
  onDone: (saved?: { series: AdminSeries; position: number }) => void;
}) {
  const client = useQueryClient();
  const toast = useToast();
  const categories = useQuery(categoriesQuery());
  const leaves = (categories.data?.categories ?? []).filter((c) => c.parent_id !== null);
  const form = useForm<z.input<typeof seriesInput>, unknown, SeriesInput>({
    resolver: zodResolver(seriesInput),
    defaultValues: {
      series_id: series?.series_id,
      manufacturer_id: brand.manufacturer_id,
      category_id: series ? String(series.category_id) : '',
      name: series?.name ?? '',
      sort_order: series?.sort_order ?? 0,
    },
  });
  const errors = form.formState.errors;
  const save = useMutation({
    mutationFn: (v: SeriesInput) => api('/admin/api/catalog/series/save', { json: v, schema: seriesSavedAnswer }),
    onSuccess: async (a) => {
      toast.success(a.success, { staff: true });
      // The brand list's "Series (n)" counts them too.
      await Promise.all([
        client.invalidateQueries({ queryKey: taxonomyKeys.series(brand.manufacturer_id) }),
        client.invalidateQueries({ queryKey: taxonomyKeys.brands }),
      ]);
      onDone(a);
    },
    onError: (err) => showServerErrors(form.setError, err, ['name', 'category_id', 'sort_order']),
  });
  const title = series ? `Edit the series “${series.name}”` : `New ${brand.name} series`;
  return (
    <form
      className="admin-form admin-panel taxonomy-form"
      noValidate
      aria-label={title}
      onSubmit={(e) => void form.handleSubmit((v) => save.mutate(v))(e)}
    >
      <h3>{title}</h3>
      <div className="admin-form__row">
        <TextField label="Series name" required error={errors.name?.message} {...form.register('name')} />
        <SelectField
          label="Category"
          required
          placeholder={categories.isPending ? 'Loading…' : 'Choose a category'}
          options={leaves.map((c) => ({ value: String(c.category_id), label: c.name }))}
          error={errors.category_id?.message}
          {...form.register('category_id')}
        />
        <TextField
          label="Order"
          inputMode="numeric"
          hint="Lower comes first; equal ones go by name."
          error={errors.sort_order?.message}
          {...form.register('sort_order')}
        />
      </div>
      {errors.root?.server && (
        <p role="alert" className="form-alert">
          {errors.root.server.message}
        </p>
      )}
      <div className="admin-form__actions">
        <Button type="submit" busy={save.isPending}>
          Save series
        </Button>
        <Button type="button" variant="ghost" onClick={() => onDone()}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function SeriesPanel({ brand, onClose }: { brand: AdminBrand; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const debounced = useDebounced(search.trim(), 300);
  // A cleared search (after a save, or the field emptied) asks for the whole list at once, not 300 ms later: the page
  // picked for the saved series is a page of the whole list.
  const q = search.trim() === '' ? '' : debounced;
  const query = useQuery({
    ...seriesQuery({ manufacturer_id: brand.manufacturer_id, page, q: q || undefined }),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<AdminSeries | 'new' | null>(null);
  const [lastSaved, setLastSaved] = useState<number | null>(null);
  const done = (saved?: { series: AdminSeries; position: number }) => {
    setEditing(null);
    if (!saved) return;
    // Show the whole list at the page the series now stands on (its order number may have moved it).
    setSearch('');
    setPage(Math.ceil(saved.position / ADMIN_PAGE_SIZE));
    setLastSaved(saved.series.series_id);
  };
  const total = query.data?.total_items;
  return (
    <section className="admin-panel" aria-labelledby="series-heading">
      <h2 id="series-heading">
        {brand.name} series{total !== undefined && !q ? ` (${total})` : ''}
      </h2>
      {editing !== null ? (
        <SeriesForm
          key={editing === 'new' ? 'new' : editing.series_id}
          brand={brand}
          series={editing === 'new' ? undefined : editing}
          onDone={done}
        />
      ) : (
        <p>
          <Button onClick={() => setEditing('new')}>Add series</Button>{' '}
          <Button variant="ghost" onClick={onClose}>
            Close series
          </Button>
        </p>
      )}
      <form className="admin-filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <TextField
          label={`Search ${brand.name} series`}
          hint="Part of the name."
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </form>
      <StaffTable<AdminSeries>
        rows={query.data?.items}
        error={query.error}
        onRetry={() => void query.refetch()}
        loadingLabel="Loading series"
        emptyText={q ? 'No series matches.' : 'No series yet.'}
        busy={query.isFetching && query.isPlaceholderData}
        className="admin-table"
        caption={`${brand.name} series in the store order, page ${query.data?.page ?? page} of ${query.data?.total_pages ?? 1}`}
        head={
          <>
            <th scope="col">Series</th>
            <th scope="col">Category</th>
            <th scope="col" className="num">
              Order
            </th>
            <th scope="col" className="num">
              Parts
            </th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </>
        }
        row={(s) => (
          <tr key={s.series_id} className={s.series_id === lastSaved ? 'is-saved' : undefined}>
            <td data-label="Series">{s.name}</td>
            <td data-label="Category">{s.category_name}</td>
            <td data-label="Order" className="num">
              {s.sort_order}
            </td>
            <td data-label="Parts" className="num">
              {s.product_count}
            </td>
            <td>
              <Button size="sm" variant="secondary" onClick={() => setEditing(s)}>
                Edit <span className="visually-hidden">{s.name}</span>
              </Button>
            </td>
          </tr>
        )}
        pager={{
          page: query.data?.page ?? page,
          totalPages: query.data?.total_pages ?? 1,
          onPage: setPage,
          label: `${brand.name} series pages`,
        }}
      />
    </section>
  );
}
