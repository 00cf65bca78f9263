// The drawer counted by denomination: one labelled box per bill and coin, and the total as it is typed.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { countedCents, DENOMINATIONS, type DenominationCounts } from '@parts/common/till';
import { TextField } from '../../../ui/TextField';

export interface CountForm {
  counts: Record<string, string | number | undefined>;
}

/** What the boxes hold, in cents (a box that is not a whole number counts as none until it is fixed). */
export function typedCents(counts: CountForm['counts'] | undefined): number {
  const parsed: DenominationCounts = {};
  for (const [k, v] of Object.entries(counts ?? {})) {
    const t = String(v ?? '').trim();
    parsed[k] = /^\d{1,6}$/.test(t) ? Number(t) : 0;
  }
  return countedCents(parsed);
}

export function CountFields<F extends CountForm>({
  register,
  errors,
  idPrefix,
}: {
  register: UseFormRegister<F>;
  errors: FieldErrors<F>;
  idPrefix: string;
}) {
  const reg = register as unknown as UseFormRegister<CountForm>;
  const errs = (errors as FieldErrors<CountForm>).counts as Record<string, { message?: string }> | undefined;
  return (
    <div className="till-counts" data-testid={`${idPrefix}-counts`}>
      {DENOMINATIONS.map((d) => (
        <TextField
          key={d.cents}
          label={d.label}
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          error={errs?.[String(d.cents)]?.message}
          {...reg(`counts.${d.cents}`)}
        />
      ))}
    </div>
  );
}
