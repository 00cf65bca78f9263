// The product editor's kit (decision 0097): the parts the product is sold as, each with a quantity. Find a part by
// name or number, add it, set the quantities, save; an empty kit makes the product an ordinary part again. The product
// page lists the components and each component names the kit.
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { kitSavedSchema, kitSaveSchema, type KitComponent, type KitSaveInput } from '@parts/common/product-editor';
import { api, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { useToast } from '../../../ui/toast/toast-context';
import { productListQuery, refreshCatalog } from './product-queries';

type Part = Omit<KitComponent, 'quantity'>;
const formOf = (components: KitComponent[]): KitSaveInput => ({
  components: components.map((c) => ({ product_id: c.product_id, quantity: String(c.quantity) })),
});

export function ProductKit({ productId, components }: { productId: number; components: KitComponent[] }) {
  const client = useQueryClient();
  const toast = useToast();
  // The form holds what the save sends (part and quantity); the names shown beside each line are kept here.
  const [parts, setParts] = useState(() => new Map<number, Part>(components.map((c) => [c.product_id, c])));
  const form = useForm<KitSaveInput>({
    resolver: zodResolver(kitSaveSchema, undefined, { raw: true }),
    defaultValues: formOf(components),
  });
  const lines = useFieldArray({ control: form.control, name: 'components' });
  const errors = form.formState.errors;
  const [term, setTerm] = useState('');
  const [search, setSearch] = useState('');
  const found = useQuery({ ...productListQuery({ q: search, limit: 8 }), enabled: search.length > 0 });
  const save = useMutation({
    mutationFn: (v: KitSaveInput) =>
      api(`/admin/api/catalog/products/${productId}/kit/save`, { json: v, schema: kitSavedSchema }),
    onSuccess: async (a) => {
      setParts(new Map(a.components.map((c) => [c.product_id, c])));
      form.reset(formOf(a.components));
      toast.success(a.changes ? 'Kit saved.' : 'Nothing changed.', { staff: true });
      await refreshCatalog(client);
    },
    onError: (err) => showServerErrors(form.setError, err, []),
  });
  const candidates = (found.data?.items ?? []).filter(
    (p) => p.product_id !== productId && !lines.fields.some((l) => l.product_id === p.product_id),
  );
  return (
    <section aria-labelledby="kit-h" className="catalog-apps">
      <h2 id="kit-h">Kit components ({lines.fields.length})</h2>
      <form
        id="kit-form"
        noValidate
        aria-label="Kit"
        onSubmit={(e) => void form.handleSubmit((v) => save.mutate(v))(e)}
      >
        {lines.fields.length === 0 ? (
          <p>Not a kit. Add parts to sell this product as a kit of them.</p>
        ) : (
          <ul className="catalog-kit">
            {lines.fields.map((l, i) => {
              const part = parts.get(l.product_id as number);
              const number = part?.part_number ?? String(l.product_id);
              return (
                <li key={l.id} className="catalog-row">
                  <span className="catalog-kit__name">
                    {part?.brand} {number}
                    <span className="admin-table__sub">{part?.name}</span>
                  </span>
                  <TextField
                    label={`Quantity of ${number}`}
                    inputMode="numeric"
                    className="catalog-kit__qty"
                    error={errors.components?.[i]?.quantity?.message}
                    {...form.register(`components.${i}.quantity`)}
                  />
                  <Button
                    type="button"
                    variant="ghost"
                    aria-label={`Remove ${number} from the kit`}
                    onClick={() => lines.remove(i)}
                  >
                    Remove
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </form>
      <form
        className="catalog-row"
        role="search"
        aria-label="Find a part for the kit"
        onSubmit={(e) => {
          e.preventDefault();
          setSearch(term.trim());
        }}
      >
        <TextField
          label="Find a part (name, part number, UPC)"
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
        />
        <Button type="submit" variant="secondary">
          Find
        </Button>
      </form>
      {found.isFetching && <p role="status">Searching…</p>}
      {found.error && <p role="alert">{errorMessage(found.error)}</p>}
      {search && found.data && (
        <ul className="catalog-apps__list" aria-label="Parts found">
          {candidates.length === 0 && <li>No other part matches “{search}”.</li>}
          {candidates.map((p) => (
            <li key={p.product_id}>
              {p.brand} {p.part_number} · {p.name}{' '}
              <Button
                type="button"
                variant="link"
                aria-label={`Add ${p.part_number} to the kit`}
                onClick={() => {
                  setParts((known) => new Map(known).set(p.product_id, p));
                  lines.append({ product_id: p.product_id, quantity: '1' });
                }}
              >
                Add
              </Button>
            </li>
          ))}
        </ul>
      )}
      {errors.root?.server && (
        <p className="field__error" role="alert">
          {errors.root.server.message}
        </p>
      )}
      {/* Below the part search (a form of its own, so not nested): submits the kit's form by its id. */}
      <Button type="submit" form="kit-form" busy={save.isPending}>
        Save kit
      </Button>
    </section>
  );
}
