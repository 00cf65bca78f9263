// The product editor's "Add an application" (issue 26, decision 0085): year, make and model from the storefront's own
// facet lists (fitment-queries), then the trims, bodies, bed lengths and engines that vehicle is built with, position,
// quantity and a note. The server checks the qualifiers against the vehicle, logs the application and the fit table
// follows, so the storefront fits the part at once.
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applicationAddedSchema, applicationAddSchema, type ApplicationAddInput } from '@parts/common/catalog-admin';
import type { FacetList } from '@parts/common/fitment';
import { api } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { useToast } from '../../../ui/toast/toast-context';
import { facetPaths } from '../../fitment/fitment-api';
import { useFacetList } from '../../fitment/fitment-queries';
import { refreshCatalog, vehicleQualifiersQuery } from './product-queries';

const EMPTY: ApplicationAddInput = {
  year: '',
  make_id: '',
  model_id: '',
  sub_model_id: '',
  body_type_id: '',
  bed_length_id: '',
  engine_id: '',
  position: '',
  quantity: '1',
  notes: '',
};
const FIELDS = Object.keys(EMPTY) as (keyof ApplicationAddInput)[];
const QUALIFIERS = ['sub_model_id', 'body_type_id', 'bed_length_id', 'engine_id'] as const;

const options = (list: { id: number; name: string }[] | undefined) =>
  (list ?? []).map((o) => ({ value: String(o.id), label: o.name }));
const facetOptions = (list: FacetList | undefined) => options(list?.options);

export function AddApplication({ productId }: { productId: number }) {
  const client = useQueryClient();
  const toast = useToast();
  const form = useForm<ApplicationAddInput>({
    resolver: zodResolver(applicationAddSchema, undefined, { raw: true }),
    defaultValues: EMPTY,
  });
  const { register, setValue, control } = form;
  const errors = form.formState.errors;
  const watched = useWatch({ control, name: ['year', 'make_id', 'model_id'] });
  const [year, makeId, modelId] = [0, 1, 2].map((i) => String(watched[i] ?? '')) as [string, string, string];
  const years = useFacetList(facetPaths.years());
  const makes = useFacetList(year ? facetPaths.makes(year) : null);
  const models = useFacetList(year && makeId ? facetPaths.models(year, makeId) : null);
  const chosen = Boolean(year && makeId && modelId);
  const qualifiers = useQuery({ ...vehicleQualifiersQuery(year, makeId, modelId), enabled: chosen });
  const q = chosen ? qualifiers.data : undefined;
  /** A new year, make or model starts what follows it over. */
  const clear = (...fields: (keyof ApplicationAddInput)[]) => {
    for (const f of fields) setValue(f, '');
  };
  const add = useMutation({
    mutationFn: (v: ApplicationAddInput) =>
      api(`/admin/api/catalog/products/${productId}/applications/add`, { json: v, schema: applicationAddedSchema }),
    onSuccess: async (a) => {
      toast.success(`Added ${a.vehicle}.`, { staff: true });
      form.reset({ ...EMPTY, year, make_id: makeId });
      await refreshCatalog(client);
    },
    onError: (err) => showServerErrors(form.setError, err, FIELDS),
  });
  const listError =
    years.error ?? makes.error ?? models.error ?? (qualifiers.error ? 'Could not load the vehicle.' : null);
  return (
    <form
      className="catalog-fieldset catalog-add-app"
      noValidate
      aria-labelledby="add-app-h"
      onSubmit={(e) => void form.handleSubmit((v) => add.mutate(v))(e)}
    >
      <h3 id="add-app-h">Add an application</h3>
      <div className="catalog-grid">
        <SelectField
          label="Year"
          required
          placeholder="Choose"
          options={facetOptions(years.data)}
          error={errors.year?.message}
          {...register('year', { onChange: () => clear('make_id', 'model_id', ...QUALIFIERS) })}
        />
        <SelectField
          label="Make"
          required
          placeholder={year ? 'Choose' : 'Choose the year first'}
          disabled={!year}
          options={facetOptions(makes.data)}
          error={errors.make_id?.message}
          {...register('make_id', { onChange: () => clear('model_id', ...QUALIFIERS) })}
        />
        <SelectField
          label="Model"
          required
          placeholder={makeId ? 'Choose' : 'Choose the make first'}
          disabled={!makeId}
          options={facetOptions(models.data)}
          error={errors.model_id?.message}
          {...register('model_id', { onChange: () => clear(...QUALIFIERS) })}
        />
        <SelectField
          label="Trim"
          placeholder="Any trim"
          disabled={!q}
          options={options(q?.sub_models)}
          error={errors.sub_model_id?.message}
          {...register('sub_model_id')}
        />
        <SelectField
          label="Body"
          placeholder="Any body"
          disabled={!q}
          options={options(q?.body_types)}
          error={errors.body_type_id?.message}
          {...register('body_type_id')}
        />
        {(q?.bed_lengths.length ?? 0) > 0 && (
          <SelectField
            label="Bed length"
            placeholder="Any bed length"
            options={options(q?.bed_lengths)}
            error={errors.bed_length_id?.message}
            {...register('bed_length_id')}
          />
        )}
        <SelectField
          label="Engine"
          placeholder="Any engine"
          disabled={!q}
          options={options(q?.engines)}
          error={errors.engine_id?.message}
          {...register('engine_id')}
        />
        <TextField label="Position (Front, Rear…)" error={errors.position?.message} {...register('position')} />
        <TextField
          label="Quantity per vehicle"
          inputMode="numeric"
          error={errors.quantity?.message}
          {...register('quantity')}
        />
        <TextField label="Note" error={errors.notes?.message} {...register('notes')} />
      </div>
      {listError && (
        <p className="field__error" role="alert">
          {listError}
        </p>
      )}
      {errors.root?.server && (
        <p className="field__error" role="alert">
          {errors.root.server.message}
        </p>
      )}
      <Button type="submit" busy={add.isPending}>
        Add application
      </Button>
    </form>
  );
}
