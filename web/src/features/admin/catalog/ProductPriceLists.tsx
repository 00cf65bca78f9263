// The editor's price lists (issue 26): specials with dates (a special without dates is the group's standing price),
// quantity tiers and instant rebates, each a list of rows the owner adds and removes.
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { ProductEdit, ProductSaveInput } from '@parts/common/catalog-admin';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';

interface Props {
  control: Control<ProductSaveInput>;
  register: UseFormRegister<ProductSaveInput>;
  errors: FieldErrors<ProductSaveInput>;
  groups: ProductEdit['customer_groups'];
  disabled: boolean;
}

export function ProductPriceLists({ control, register, errors, groups, disabled }: Props) {
  const specials = useFieldArray({ control, name: 'specials' });
  const tiers = useFieldArray({ control, name: 'tiers' });
  const rebates = useFieldArray({ control, name: 'rebates' });
  const groupOptions = groups.map((g) => ({ value: String(g.id), label: g.name }));
  const firstGroup = groups[0]?.id ?? 1;
  return (
    <fieldset className="catalog-fieldset" disabled={disabled}>
      <legend>Specials, customer-group prices, tiers and rebates</legend>
      <h3>Specials</h3>
      <p className="field__hint">A special without dates is the group&apos;s standing price.</p>
      {specials.fields.map((f, i) => (
        <div key={f.id} className="catalog-row">
          <SelectField label="Customer group" options={groupOptions} {...register(`specials.${i}.customer_group_id`)} />
          <TextField
            label="Special price"
            inputMode="decimal"
            error={errors.specials?.[i]?.price?.message}
            {...register(`specials.${i}.price`)}
          />
          <TextField label="From" type="date" {...register(`specials.${i}.date_start`)} />
          <TextField label="Until (last day)" type="date" {...register(`specials.${i}.date_end`)} />
          <Button type="button" variant="ghost" onClick={() => specials.remove(i)}>
            Remove special
          </Button>
        </div>
      ))}
      <Button
        type="button"
        variant="secondary"
        onClick={() => specials.append({ customer_group_id: firstGroup, price: '', date_start: '', date_end: '' })}
      >
        Add special
      </Button>
      <h3>Quantity tiers and group prices</h3>
      <p className="field__hint">A tier from quantity 1 is the group&apos;s price (Installer, Wholesale…).</p>
      {tiers.fields.map((f, i) => (
        <div key={f.id} className="catalog-row">
          <SelectField label="Customer group" options={groupOptions} {...register(`tiers.${i}.customer_group_id`)} />
          <TextField
            label="From quantity"
            inputMode="numeric"
            error={errors.tiers?.[i]?.quantity?.message}
            {...register(`tiers.${i}.quantity`)}
          />
          <TextField
            label="Unit price"
            inputMode="decimal"
            error={errors.tiers?.[i]?.price?.message}
            {...register(`tiers.${i}.price`)}
          />
          <Button type="button" variant="ghost" onClick={() => tiers.remove(i)}>
            Remove tier
          </Button>
        </div>
      ))}
      <Button
        type="button"
        variant="secondary"
        onClick={() => tiers.append({ customer_group_id: firstGroup, quantity: '2', price: '' })}
      >
        Add tier
      </Button>
      <h3>Instant rebates</h3>
      {rebates.fields.map((f, i) => (
        <div key={f.id} className="catalog-row">
          <TextField
            label="Rebate name"
            error={errors.rebates?.[i]?.name?.message}
            {...register(`rebates.${i}.name`)}
          />
          <TextField
            label="Amount off"
            inputMode="decimal"
            error={errors.rebates?.[i]?.amount?.message}
            {...register(`rebates.${i}.amount`)}
          />
          <TextField label="Until (last day)" type="date" {...register(`rebates.${i}.date_end`)} />
          <Button type="button" variant="ghost" onClick={() => rebates.remove(i)}>
            Remove rebate
          </Button>
        </div>
      ))}
      <Button type="button" variant="secondary" onClick={() => rebates.append({ name: '', amount: '', date_end: '' })}>
        Add rebate
      </Button>
    </fieldset>
  );
}
