// Catalogue → Products → a product (issue 26): every field the storefront shows and the counter uses, saved at once
// (each changed field goes to the change log, shown under History). Cost shows only with catalog.seeCost; price fields
// are read-only without catalog.prices. Applications are listed, added by year/make/model and removed here, and so
// are interchange numbers, pictures, options and kit components (each saved by its own button, decision 0097).
import { useParams, useNavigate, Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applicationRemovedSchema,
  productSavedSchema,
  productSaveSchema,
  type ProductEdit,
  type ProductSaveInput,
} from '@parts/common/catalog-admin';
import { api, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { PageHeading } from '../../../ui/PageHeading';
import { SelectField } from '../../../ui/SelectField';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { useToast } from '../../../ui/toast/toast-context';
import { ListError } from '../../pos/shared/StaffTable';
import { AddApplication } from './AddApplication';
import { ProductHistory } from './ProductHistory';
import { ProductImages } from './ProductImages';
import { ProductKit } from './ProductKit';
import { ProductOptions } from './ProductOptions';
import { ProductInterchange } from './ProductInterchange';
import { ProductPriceLists } from './ProductPriceLists';
import { productEditQuery, refreshCatalog } from './product-queries';
import './catalog.css';

export default function ProductEditorPage() {
  const { productId = 'new' } = useParams();
  const query = useQuery(productEditQuery(productId));
  if (query.error) return <ListError onRetry={() => void query.refetch()} />;
  if (!query.data) return <Spinner label="Loading the product" />;
  return <ProductForm key={productId} data={query.data} />;
}

const FIELDS = [
  'name',
  'description',
  'manufacturer_id',
  'part_number',
  'sku',
  'upc',
  'category_id',
  'series_id',
  'price',
  'cost',
  'core_charge',
  'labor_minutes',
  'weight_grams',
  'length_mm',
  'width_mm',
  'height_mm',
  'minimum',
  'position',
  'specials',
  'stock',
] as const;

function ProductForm({ data }: { data: ProductEdit }) {
  const client = useQueryClient();
  const toast = useToast();
  const navigate = useNavigate();
  const p = data.product;
  const form = useForm<ProductSaveInput>({
    resolver: zodResolver(productSaveSchema, undefined, { raw: true }),
    defaultValues: {
      ...p,
      product_id: p.product_id ?? undefined,
      category_ids: p.category_ids.map(String),
      specials: p.specials.map((s) => ({ ...s, customer_group_id: String(s.customer_group_id) })),
      tiers: p.tiers.map((t) => ({ ...t, customer_group_id: String(t.customer_group_id) })),
    },
  });
  const { register } = form;
  const errors = form.formState.errors;
  const save = useMutation({
    mutationFn: (v: ProductSaveInput) =>
      api('/admin/api/catalog/products/save', { json: v, schema: productSavedSchema }),
    onSuccess: async (a) => {
      toast.success(a.changes ? `Saved (${a.changes} change${a.changes === 1 ? '' : 's'}).` : 'Nothing changed.', {
        staff: true,
      });
      await refreshCatalog(client);
      if (p.product_id === null) void navigate(`/admin/catalog/products/${a.product_id}`);
    },
    onError: (err) => showServerErrors(form.setError, err, FIELDS),
  });
  const removeApp = useMutation({
    mutationFn: (applicationId: number) =>
      api(`/admin/api/catalog/products/${p.product_id}/applications/remove`, {
        json: { application_id: applicationId },
        schema: applicationRemovedSchema,
      }),
    onSuccess: async () => {
      toast.success('Application removed.', { staff: true });
      await refreshCatalog(client);
    },
    onError: (err) => toast.error(errorMessage(err), { staff: true }),
  });
  const prices = !data.may_change_prices;
  const title = p.product_id === null ? 'Add product' : p.name;
  return (
    <div className="catalog-page">
      <PageHeading title={title} description={p.product_id === null ? undefined : `${p.part_number} · SKU ${p.sku}`}>
        <p>
          <Link to="/admin/catalog/products">Back to the products</Link>
          {p.product_id !== null && (
            <>
              {' · '}
              <a href={`/product/product?product_id=${p.product_id}`} target="_blank" rel="noreferrer">
                View in the store
              </a>
            </>
          )}
        </p>
      </PageHeading>
      <form
        className="catalog-editor"
        noValidate
        aria-label="Product"
        onSubmit={(e) => void form.handleSubmit((v) => save.mutate(v))(e)}
      >
        <fieldset className="catalog-fieldset">
          <legend>The part</legend>
          <div className="catalog-grid">
            <TextField label="Name" required error={errors.name?.message} {...register('name')} />
            <SelectField
              label="Brand"
              required
              placeholder="Choose"
              options={data.brands.map((b) => ({ value: String(b.id), label: b.name }))}
              error={errors.manufacturer_id?.message}
              {...register('manufacturer_id')}
            />
            <TextField label="Part number" required error={errors.part_number?.message} {...register('part_number')} />
            <TextField label="SKU" required error={errors.sku?.message} {...register('sku')} />
            <TextField label="UPC" error={errors.upc?.message} {...register('upc')} />
            <SelectField
              label="Category"
              required
              placeholder="Choose"
              options={data.categories.map((c) => ({ value: String(c.id), label: c.name }))}
              error={errors.category_id?.message}
              {...register('category_id')}
            />
            <SelectField
              label="Series"
              placeholder="None"
              options={data.series.map((s) => ({ value: String(s.id), label: s.name }))}
              error={errors.series_id?.message}
              {...register('series_id')}
            />
            <SelectField
              label="Status"
              options={[
                { value: 'enabled', label: 'Enabled (on the storefront)' },
                { value: 'disabled', label: 'Disabled' },
              ]}
              {...register('status')}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor="product-description">
              Description
            </label>
            <textarea id="product-description" className="field__input" rows={5} {...register('description')} />
          </div>
          <label className="catalog-check">
            <input type="checkbox" {...register('universal')} /> Universal (fits every vehicle)
          </label>
          <label className="catalog-check">
            <input type="checkbox" {...register('hazardous')} /> Hazardous material (ships under hazmat rules)
          </label>
          <details className="catalog-more">
            <summary>More categories</summary>
            <div className="catalog-checks">
              {data.categories.map((c) => (
                <label key={c.id} className="catalog-check">
                  <input type="checkbox" value={String(c.id)} {...register('category_ids')} /> {c.name}
                </label>
              ))}
            </div>
          </details>
        </fieldset>
        <fieldset className="catalog-fieldset" disabled={prices}>
          <legend>Price</legend>
          {prices && <p className="field__hint">Changing prices needs the permission to change prices.</p>}
          <div className="catalog-grid">
            <TextField
              label="Price"
              required
              inputMode="decimal"
              error={errors.price?.message}
              {...register('price')}
            />
            {data.may_see_cost && (
              <TextField label="Cost" inputMode="decimal" error={errors.cost?.message} {...register('cost')} />
            )}
            <TextField
              label="Core charge"
              inputMode="decimal"
              error={errors.core_charge?.message}
              {...register('core_charge')}
            />
          </div>
        </fieldset>
        <ProductPriceLists
          control={form.control}
          register={register}
          errors={errors}
          groups={data.customer_groups}
          disabled={prices}
        />
        <fieldset className="catalog-fieldset">
          <legend>Counter and shipping</legend>
          <div className="catalog-grid">
            <TextField
              label="Labor time (minutes)"
              inputMode="numeric"
              hint="The labor rate is each store's (Store → Stores)."
              error={errors.labor_minutes?.message}
              {...register('labor_minutes')}
            />
            <TextField
              label="Weight (grams)"
              inputMode="numeric"
              error={errors.weight_grams?.message}
              {...register('weight_grams')}
            />
            <TextField
              label="Package length (mm)"
              inputMode="numeric"
              error={errors.length_mm?.message}
              {...register('length_mm')}
            />
            <TextField
              label="Package width (mm)"
              inputMode="numeric"
              error={errors.width_mm?.message}
              {...register('width_mm')}
            />
            <TextField
              label="Package height (mm)"
              inputMode="numeric"
              error={errors.height_mm?.message}
              {...register('height_mm')}
            />
            <TextField
              label="Minimum quantity"
              inputMode="numeric"
              error={errors.minimum?.message}
              {...register('minimum')}
            />
            <TextField label="Position (Front, Rear…)" error={errors.position?.message} {...register('position')} />
          </div>
        </fieldset>
        <fieldset className="catalog-fieldset">
          <legend>Stock per store and warehouse</legend>
          <div className="catalog-grid">
            {data.locations.map((l, i) => (
              <TextField
                key={l.id}
                label={`${l.name}${l.kind === 'warehouse' ? ' (warehouse)' : ''}`}
                inputMode="numeric"
                error={errors.stock?.[i]?.quantity?.message}
                {...register(`stock.${i}.quantity`)}
              />
            ))}
          </div>
        </fieldset>
        {errors.root?.server && (
          <p className="field__error" role="alert">
            {errors.root.server.message}
          </p>
        )}
        <div className="catalog-actions">
          <Button type="submit" busy={save.isPending}>
            {p.product_id === null ? 'Add product' : 'Save'}
          </Button>
        </div>
      </form>
      {p.product_id !== null && <ProductImages productId={p.product_id} images={data.images} />}
      {p.product_id !== null && (
        <ProductOptions productId={p.product_id} options={data.options} mayChangePrices={data.may_change_prices} />
      )}
      {p.product_id !== null && <ProductKit productId={p.product_id} components={data.kit} />}
      {p.product_id !== null && (
        <section aria-labelledby="apps-h" className="catalog-apps">
          <h2 id="apps-h">Applications ({data.applications.length})</h2>
          {p.universal && <p>Universal: it fits every vehicle, whatever its applications.</p>}
          {data.applications.length === 0 ? (
            <p>No applications yet. Add one below, or load them with an ACES import (Imports).</p>
          ) : (
            <ul className="catalog-apps__list" tabIndex={0} aria-labelledby="apps-h">
              {data.applications.map((a) => (
                <li key={a.application_id}>
                  {a.vehicle}
                  {a.notes && <span className="admin-table__sub">{a.notes}</span>}{' '}
                  <Button
                    type="button"
                    variant="link"
                    aria-label={`Remove ${a.vehicle}`}
                    busy={removeApp.isPending && removeApp.variables === a.application_id}
                    onClick={() => removeApp.mutate(a.application_id)}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <AddApplication productId={p.product_id} />
        </section>
      )}
      {p.product_id !== null && <ProductInterchange productId={p.product_id} numbers={data.interchange} />}
      {p.product_id !== null && <ProductHistory productId={p.product_id} />}
    </div>
  );
}
