// The product editor's interchange numbers (issue 26, decision 0085): other brands' part numbers for the same part,
// listed with Remove, and added by brand and number. The storefront's search finds the part by them at once.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  interchangeAddSchema,
  interchangeListSchema,
  type Interchange,
  type InterchangeAddInput,
} from '@parts/common/catalog-admin';
import { api, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { useToast } from '../../../ui/toast/toast-context';
import { refreshCatalog } from './product-queries';

export function ProductInterchange({ productId, numbers }: { productId: number; numbers: Interchange[] }) {
  const client = useQueryClient();
  const toast = useToast();
  const form = useForm<InterchangeAddInput>({
    resolver: zodResolver(interchangeAddSchema, undefined, { raw: true }),
    defaultValues: { brand: '', part_number: '' },
  });
  const errors = form.formState.errors;
  const path = `/admin/api/catalog/products/${productId}/interchange`;
  const add = useMutation({
    mutationFn: (v: InterchangeAddInput) => api(`${path}/add`, { json: v, schema: interchangeListSchema }),
    onSuccess: async () => {
      toast.success('Interchange number added.', { staff: true });
      form.reset({ brand: form.getValues('brand'), part_number: '' });
      await refreshCatalog(client);
    },
    onError: (err) => showServerErrors(form.setError, err, ['brand', 'part_number']),
  });
  const remove = useMutation({
    mutationFn: (n: Interchange) =>
      api(`${path}/remove`, { json: { brand: n.brand, number_key: n.number_key }, schema: interchangeListSchema }),
    onSuccess: async () => {
      toast.success('Interchange number removed.', { staff: true });
      await refreshCatalog(client);
    },
    onError: (err) => toast.error(errorMessage(err), { staff: true }),
  });
  return (
    <section aria-labelledby="interchange-h" className="catalog-apps">
      <h2 id="interchange-h">Interchange numbers ({numbers.length})</h2>
      {numbers.length === 0 ? (
        <p>None yet. A shopper who types another brand&apos;s number finds this part once it is listed here.</p>
      ) : (
        <ul className="catalog-apps__list">
          {numbers.map((n) => {
            const shown = n.brand ? `${n.brand} ${n.part_number}` : n.part_number;
            return (
              <li key={`${n.brand}:${n.number_key}`}>
                {shown}{' '}
                <Button
                  type="button"
                  variant="link"
                  aria-label={`Remove ${shown}`}
                  busy={remove.isPending && remove.variables === n}
                  onClick={() => remove.mutate(n)}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <form
        className="catalog-fieldset catalog-add-app"
        noValidate
        aria-label="Add an interchange number"
        onSubmit={(e) => void form.handleSubmit((v) => add.mutate(v))(e)}
      >
        <div className="catalog-grid">
          <TextField label="Brand" error={errors.brand?.message} {...form.register('brand')} />
          <TextField
            label="Their part number"
            required
            error={errors.part_number?.message}
            {...form.register('part_number')}
          />
        </div>
        {errors.root?.server && (
          <p className="field__error" role="alert">
            {errors.root.server.message}
          </p>
        )}
        <Button type="submit" busy={add.isPending}>
          Add number
        </Button>
      </form>
    </section>
  );
}
