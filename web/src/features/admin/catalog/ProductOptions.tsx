// The product editor's options (decision 0097): the nine types of the storefront's options form, each with a name, a
// required flag and, for select, radio, checkbox and image, its values with a price change (+ or −, in dollars).
// Saved together with one button; the product page shows them at once.
import { useFieldArray, useForm, useWatch, type Control, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OPTION_TYPES } from '@parts/common/catalog';
import {
  OPTION_TYPE_LABELS,
  isChoiceOption,
  optionsSavedSchema,
  optionsSaveSchema,
  type EditorOption,
  type OptionsSaveInput,
} from '@parts/common/product-editor';
import { api } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { useToast } from '../../../ui/toast/toast-context';
import { OptionValuePicture } from './OptionValuePicture';
import { refreshCatalog } from './product-queries';

type Errors = ReturnType<typeof useForm<OptionsSaveInput>>['formState']['errors'];
const typeChoices = OPTION_TYPES.map((t) => ({ value: t, label: OPTION_TYPE_LABELS[t] }));

export function ProductOptions({
  productId,
  options,
  mayChangePrices,
}: {
  productId: number;
  options: EditorOption[];
  mayChangePrices: boolean;
}) {
  const client = useQueryClient();
  const toast = useToast();
  const form = useForm<OptionsSaveInput>({
    resolver: zodResolver(optionsSaveSchema, undefined, { raw: true }),
    defaultValues: { options },
  });
  const list = useFieldArray({ control: form.control, name: 'options' });
  const errors = form.formState.errors;
  const save = useMutation({
    mutationFn: (v: OptionsSaveInput) =>
      api(`/admin/api/catalog/products/${productId}/options/save`, { json: v, schema: optionsSavedSchema }),
    onSuccess: async (a) => {
      toast.success(a.changes ? 'Options saved.' : 'Nothing changed.', { staff: true });
      form.reset({ options: a.options });
      await refreshCatalog(client);
    },
    onError: (err) => showServerErrors(form.setError, err, []),
  });
  return (
    <section aria-labelledby="options-h" className="catalog-apps">
      <h2 id="options-h">Options ({list.fields.length})</h2>
      <form noValidate aria-label="Options" onSubmit={(e) => void form.handleSubmit((v) => save.mutate(v))(e)}>
        {list.fields.length === 0 && <p>No options: the part is sold as it is.</p>}
        {list.fields.map((f, i) => (
          <fieldset key={f.id} className="catalog-fieldset catalog-option">
            <legend>Option {i + 1}</legend>
            <div className="catalog-row">
              <TextField
                label="Option name"
                required
                error={errors.options?.[i]?.name?.message}
                {...form.register(`options.${i}.name`)}
              />
              <SelectField label="Type" options={typeChoices} {...form.register(`options.${i}.type`)} />
              <label className="catalog-check">
                <input type="checkbox" {...form.register(`options.${i}.required`)} /> Required
              </label>
              <Button type="button" variant="ghost" onClick={() => list.remove(i)}>
                Remove option
              </Button>
            </div>
            <OptionValues
              productId={productId}
              saved={options}
              index={i}
              control={form.control}
              register={form.register}
              errors={errors}
              mayChangePrices={mayChangePrices}
            />
          </fieldset>
        ))}
        <div className="catalog-actions">
          <Button
            type="button"
            variant="secondary"
            onClick={() =>
              list.append({
                type: 'select',
                name: '',
                required: false,
                value: '',
                values: [{ name: '', price: '0.00', price_prefix: '+' }],
              })
            }
          >
            Add option
          </Button>
          <Button type="submit" busy={save.isPending}>
            Save options
          </Button>
        </div>
        {errors.root?.server && (
          <p className="field__error" role="alert">
            {errors.root.server.message}
          </p>
        )}
      </form>
    </section>
  );
}

function OptionValues({
  productId,
  saved,
  index,
  control,
  register,
  errors,
  mayChangePrices,
}: {
  productId: number;
  /** The options as saved: a value's picture is shown and changed by its saved id. */
  saved: EditorOption[];
  index: number;
  control: Control<OptionsSaveInput>;
  register: UseFormRegister<OptionsSaveInput>;
  errors: Errors;
  mayChangePrices: boolean;
}) {
  const type = useWatch({ control, name: `options.${index}.type` });
  const values = useFieldArray({ control, name: `options.${index}.values` });
  const typed = useWatch({ control, name: `options.${index}.values` });
  const optionErrors = errors.options?.[index];
  // Only a value saved under an image choice option takes a picture (the server refuses the others).
  const savedValue = (id: unknown) =>
    saved
      .filter((o) => o.type === 'image')
      .flatMap((o) => o.values)
      .find((v) => v.product_option_value_id === id);
  if (!isChoiceOption(type))
    return (
      <TextField
        label="Starts with (optional)"
        hint={values.fields.length ? 'This type takes no values: remove them before saving.' : undefined}
        error={optionErrors?.value?.message ?? optionErrors?.values?.message}
        {...register(`options.${index}.value`)}
      />
    );
  return (
    <>
      {values.fields.map((v, j) => (
        <div key={v.id} className="catalog-value">
          <div className="catalog-row">
            <TextField
              label="Value"
              required
              error={optionErrors?.values?.[j]?.name?.message}
              {...register(`options.${index}.values.${j}.name`)}
            />
            <SelectField
              label="Price"
              options={[
                { value: '+', label: 'adds' },
                { value: '-', label: 'takes off' },
              ]}
              {...register(`options.${index}.values.${j}.price_prefix`)}
            />
            <TextField
              label="Amount ($)"
              inputMode="decimal"
              readOnly={!mayChangePrices}
              error={optionErrors?.values?.[j]?.price?.message}
              {...register(`options.${index}.values.${j}.price`)}
            />
            <Button type="button" variant="ghost" onClick={() => values.remove(j)}>
              Remove value
            </Button>
          </div>
          {type === 'image' && (
            <OptionValuePicture
              productId={productId}
              saved={savedValue(v.product_option_value_id)}
              name={typed[j]?.name ?? ''}
            />
          )}
        </div>
      ))}
      {optionErrors?.values?.message && (
        <p className="field__error" role="alert">
          {optionErrors.values.message}
        </p>
      )}
      <Button
        type="button"
        variant="secondary"
        onClick={() => values.append({ name: '', price: '0.00', price_prefix: '+' })}
      >
        Add value
      </Button>
    </>
  );
}
