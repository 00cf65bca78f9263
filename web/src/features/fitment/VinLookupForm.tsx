// The VIN form behind "Use a VIN instead": react-hook-form on vinLookupInput (common/vin), the schema GET /ymm/json/vin
// validates (decision 0066): a mistyped VIN never reaches the server. A lazy chunk: the header's vehicle picker is on
// every storefront page, and the form library and the check-digit rules load only when a shopper opens the lookup.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { z } from 'zod';
import { vinAnswerSchema, type VinAnswer } from '@parts/common/fitment';
import { vinLookupInput } from '@parts/common/vin';
import { api } from '../../ui/api';
import { Button } from '../../ui/Button';
import { showServerErrors } from '../../ui/form/server-errors';

export interface VinOutcome {
  error?: string;
  /** What was filled in, read out to screen readers. */
  note?: string;
}

type VinInput = z.input<typeof vinLookupInput>;
type VinRequest = z.output<typeof vinLookupInput>;

export default function VinLookupForm({ onDecoded }: { onDecoded: (answer: VinAnswer) => Promise<VinOutcome> }) {
  const id = useId();
  const [note, setNote] = useState<string | undefined>();
  const { register, handleSubmit, setError, formState } = useForm<VinInput, unknown, VinRequest>({
    resolver: zodResolver(vinLookupInput),
    defaultValues: { VIN: '' },
  });
  const lookup = useMutation({
    mutationFn: async ({ VIN }: VinRequest) =>
      onDecoded(await api(`/ymm/json/vin?${new URLSearchParams({ VIN }).toString()}`, { schema: vinAnswerSchema })),
    onMutate: () => setNote(undefined),
    onSuccess: (outcome) => {
      if (outcome.error !== undefined) setError('VIN', { type: 'server', message: outcome.error });
      else setNote(outcome.note);
    },
    onError: (err) => showServerErrors(setError, err, ['VIN']),
  });
  const error = formState.errors.VIN?.message ?? formState.errors.root?.server?.message;

  return (
    <form
      className="vin-lookup__form"
      onSubmit={(e) => void handleSubmit((v) => !lookup.isPending && lookup.mutate(v))(e)}
      noValidate
    >
      <div className="vin-lookup__row">
        <div className="vin-lookup__field">
          <label htmlFor={id} className="facet-select__label">
            VIN
          </label>
          <input
            id={id}
            className="field__input vin-lookup__input"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={24}
            placeholder="17 characters"
            aria-invalid={error !== undefined ? true : undefined}
            aria-describedby={error !== undefined ? `${id}-error` : undefined}
            {...register('VIN')}
          />
        </div>
        <Button type="submit" variant="secondary" busy={lookup.isPending}>
          Look up
        </Button>
      </div>
      {error !== undefined && (
        <p id={`${id}-error`} className="facet-select__error" role="alert">
          {error}
        </p>
      )}
      {note !== undefined && error === undefined && (
        <p className="vehicle-form__note" role="status">
          {note}
        </p>
      )}
    </form>
  );
}
