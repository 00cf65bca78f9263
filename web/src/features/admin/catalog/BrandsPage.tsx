// Catalogue → Brands (issue 26, decision 0083): brands with their Auto Care code, logo, order and on/off, searched
// by name or code, 20 a page; each brand's series (its product lines, each in one category) in a panel of its own
// (BrandSeries.tsx).
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { brandInput, brandSavedAnswer, type AdminBrand, type BrandInput } from '@parts/common/taxonomy-admin';
import { api } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { PageHeading } from '../../../ui/PageHeading';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { useDebounced } from '../../../ui/useDebounced';
import { useToast } from '../../../ui/toast/toast-context';
import { StaffTable } from '../../pos/shared/StaffTable';
import { PictureField } from '../content/PictureField';
import { SeriesPanel } from './BrandSeries';
import { brandsQuery, taxonomyKeys } from './taxonomy-queries';
import '../content/content.css';
import './catalog.css';

function BrandForm({ brand, onDone }: { brand?: AdminBrand; onDone: () => void }) {
  const client = useQueryClient();
  const toast = useToast();
  const [pictureUrl, setPictureUrl] = useState(brand?.image_url ?? null);
  const form = useForm<z.input<typeof brandInput>, unknown, BrandInput>({
    resolver: zodResolver(brandInput),
    defaultValues: brand
      ? {
          manufacturer_id: brand.manufacturer_id,
          name: brand.name,
          aaia: brand.aaia,
          image: brand.image,
          sort_order: brand.sort_order,
          status: brand.status,
        }
      : { name: '', aaia: '', image: '', sort_order: 0, status: true },
  });
  const errors = form.formState.errors;
  const save = useMutation({
    mutationFn: (v: BrandInput) => api('/admin/api/catalog/brand/save', { json: v, schema: brandSavedAnswer }),
    onSuccess: async (a) => {
      toast.success(a.success, { staff: true });
      await client.invalidateQueries({ queryKey: taxonomyKeys.brands });
      onDone();
    },
    onError: (err) => showServerErrors(form.setError, err, ['name', 'aaia', 'image', 'sort_order']),
  });
  const title = brand ? `Edit “${brand.name}”` : 'New brand';
  return (
    <form
      className="admin-form admin-panel taxonomy-form"
      noValidate
      aria-label={title}
      onSubmit={(e) => void form.handleSubmit((v) => save.mutate(v))(e)}
    >
      <h2>{title}</h2>
      <div className="admin-form__row">
        <TextField label="Name" required error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="AAIA brand code"
          required
          maxLength={4}
          autoCapitalize="characters"
          hint={
            brand && brand.product_count > 0
              ? 'Keys this brand’s parts and supplier files: fixed while it has parts.'
              : 'Four capital letters from the Auto Care brand table.'
          }
          readOnly={!!brand && brand.product_count > 0}
          error={errors.aaia?.message}
          {...form.register('aaia', { setValueAs: (v: string) => v.toUpperCase() })}
        />
        <TextField
          label="Order"
          inputMode="numeric"
          hint="Lower comes first."
          error={errors.sort_order?.message}
          {...form.register('sort_order')}
        />
      </div>
      <PictureField
        label="Logo"
        folder="brands"
        url={pictureUrl}
        error={errors.image?.message}
        onUploaded={(path, url) => {
          form.setValue('image', path, { shouldValidate: true });
          setPictureUrl(url);
        }}
      />
      <div className="admin-form__checks">
        <label>
          <input type="checkbox" {...form.register('status')} /> Shown on the storefront (brand lists and menu)
        </label>
      </div>
      {errors.root?.server && (
        <p role="alert" className="form-alert">
          {errors.root.server.message}
        </p>
      )}
      <div className="admin-form__actions">
        <Button type="submit" busy={save.isPending}>
          Save brand
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export default function BrandsPage() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim(), 300);
  const query = useQuery({ ...brandsQuery({ page, q: q || undefined }), placeholderData: keepPreviousData });
  const [editing, setEditing] = useState<AdminBrand | 'new' | null>(null);
  const [seriesOf, setSeriesOf] = useState<AdminBrand | null>(null);
  return (
    <>
      <PageHeading title="Brands" description="Brands, their Auto Care codes and logos, and their series." />
      {editing !== null ? (
        <BrandForm
          key={editing === 'new' ? 'new' : editing.manufacturer_id}
          brand={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <p>
          <Button onClick={() => setEditing('new')}>Add brand</Button>
        </p>
      )}
      {seriesOf && <SeriesPanel key={seriesOf.manufacturer_id} brand={seriesOf} onClose={() => setSeriesOf(null)} />}
      <form className="admin-filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <TextField
          label="Search brands"
          hint="Part of the name or the code."
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </form>
      <StaffTable<AdminBrand>
        rows={query.data?.items}
        error={query.error}
        onRetry={() => void query.refetch()}
        loadingLabel="Loading brands"
        emptyText="No brand matches."
        busy={query.isFetching && query.isPlaceholderData}
        className="admin-table taxonomy-table"
        caption="Brands in the store order"
        head={
          <>
            <th scope="col">Logo</th>
            <th scope="col">Brand</th>
            <th scope="col">Code</th>
            <th scope="col" className="num">
              Order
            </th>
            <th scope="col" className="num">
              Parts
            </th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </>
        }
        row={(b) => (
          <tr key={b.manufacturer_id}>
            <td data-label="Logo">
              <img src={b.image_url} alt="" width={64} height={32} className="taxonomy-table__logo" />
            </td>
            <td data-label="Brand">{b.name}</td>
            <td data-label="Code">
              <code>{b.aaia}</code>
            </td>
            <td data-label="Order" className="num">
              {b.sort_order}
            </td>
            <td data-label="Parts" className="num">
              {b.product_count}
            </td>
            <td data-label="Status">{b.status ? 'Shown' : 'Hidden'}</td>
            <td>
              <Button size="sm" variant="secondary" onClick={() => setEditing(b)}>
                Edit <span className="visually-hidden">{b.name}</span>
              </Button>{' '}
              <Button size="sm" variant="ghost" onClick={() => setSeriesOf(b)}>
                Series ({b.series_count}) <span className="visually-hidden">of {b.name}</span>
              </Button>
            </td>
          </tr>
        )}
        pager={{
          page: query.data?.page ?? 1,
          totalPages: query.data?.total_pages ?? 1,
          onPage: setPage,
          label: 'Brand pages',
        }}
      />
    </>
  );
}
