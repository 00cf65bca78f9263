// The product editor's kit (decision 0097): the parts the product is sold as, each with a quantity. Find a part by
// name or number, add it, set the quantities, save; an empty kit makes the product an ordinary part again. The product
// page lists the components and each component names the kit.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { kitSavedSchema, type KitComponent } from '@parts/common/product-editor';
import { api, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast/toast-context';
import { productListQuery, refreshCatalog } from './product-queries';

type Line = KitComponent & { quantityText: string };

export function ProductKit({ productId, components }: { productId: number; components: KitComponent[] }) {
  const client = useQueryClient();
  const toast = useToast();
  const [lines, setLines] = useState<Line[]>(() => components.map((c) => ({ ...c, quantityText: String(c.quantity) })));
  const [term, setTerm] = useState('');
  const [search, setSearch] = useState('');
  const [error, setError] = useState('');
  const found = useQuery({ ...productListQuery({ q: search, limit: 8 }), enabled: search.length > 0 });
  const save = useMutation({
    mutationFn: () =>
      api(`/admin/api/catalog/products/${productId}/kit/save`, {
        json: { components: lines.map((l) => ({ product_id: l.product_id, quantity: l.quantityText })) },
        schema: kitSavedSchema,
      }),
    onSuccess: async (a) => {
      setError('');
      setLines(a.components.map((c) => ({ ...c, quantityText: String(c.quantity) })));
      toast.success(a.changes ? 'Kit saved.' : 'Nothing changed.', { staff: true });
      await refreshCatalog(client);
    },
    onError: (err) => setError(errorMessage(err)),
  });
  const candidates = (found.data?.items ?? []).filter(
    (p) => p.product_id !== productId && !lines.some((l) => l.product_id === p.product_id),
  );
  return (
    <section aria-labelledby="kit-h" className="catalog-apps">
      <h2 id="kit-h">Kit components ({lines.length})</h2>
      {lines.length === 0 ? (
        <p>Not a kit. Add parts to sell this product as a kit of them.</p>
      ) : (
        <ul className="catalog-kit">
          {lines.map((l, i) => (
            <li key={l.product_id} className="catalog-row">
              <span className="catalog-kit__name">
                {l.brand} {l.part_number}
                <span className="admin-table__sub">{l.name}</span>
              </span>
              <TextField
                label={`Quantity of ${l.part_number}`}
                inputMode="numeric"
                className="catalog-kit__qty"
                value={l.quantityText}
                onChange={(e) =>
                  setLines((all) => all.map((x, j) => (j === i ? { ...x, quantityText: e.target.value } : x)))
                }
              />
              <Button
                type="button"
                variant="ghost"
                aria-label={`Remove ${l.part_number} from the kit`}
                onClick={() => setLines((all) => all.filter((_, j) => j !== i))}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
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
                onClick={() =>
                  setLines((all) => [
                    ...all,
                    {
                      product_id: p.product_id,
                      name: p.name,
                      brand: p.brand,
                      part_number: p.part_number,
                      quantity: 1,
                      quantityText: '1',
                    },
                  ])
                }
              >
                Add
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
      <Button type="button" busy={save.isPending} onClick={() => save.mutate()}>
        Save kit
      </Button>
    </section>
  );
}
