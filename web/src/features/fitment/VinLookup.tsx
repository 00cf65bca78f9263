import { useId, useState, type FormEvent } from 'react';
import { vinAnswerSchema, type VinAnswer } from '@parts/common/fitment';
import { api, errorMessage } from '../../ui/api';
import { Button } from '../../ui/Button';

export interface VinOutcome {
  error?: string;
  /** What was filled in, read out to screen readers. */
  note?: string;
}

/**
 * "Use a VIN instead": the VIN is checked here first (length, letters, check digit, model-year code); a good one is
 * decoded by the server (offline NHTSA vPIC data) and the form is handed the vehicle as far as the store knows it.
 */
export function VinLookup({ onDecoded }: { onDecoded: (answer: VinAnswer) => Promise<VinOutcome> }) {
  const id = useId();
  const [vin, setVin] = useState('');
  const [outcome, setOutcome] = useState<VinOutcome>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    try {
      // The check-digit rules are fetched only by shoppers who use them; a mistyped VIN never reaches the server.
      const decoded = (await import('@parts/common/vin')).decodeVin(vin);
      if (!decoded.ok) setOutcome({ error: decoded.error });
      else
        setOutcome(
          await onDecoded(
            await api(`/ymm/json/vin?${new URLSearchParams({ VIN: decoded.vin }).toString()}`, {
              schema: vinAnswerSchema,
            }),
          ),
        );
    } catch (err) {
      setOutcome({ error: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <details className="vin-lookup">
      <summary className="vin-lookup__summary">Use a VIN instead</summary>
      <form className="vin-lookup__form" onSubmit={(e) => void submit(e)} noValidate>
        <div className="vin-lookup__row">
          <div className="vin-lookup__field">
            <label htmlFor={id} className="facet-select__label">
              VIN
            </label>
            <input
              id={id}
              className="field__input vin-lookup__input"
              value={vin}
              onChange={(e) => setVin(e.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={24}
              placeholder="17 characters"
              aria-invalid={outcome.error ? true : undefined}
              aria-describedby={outcome.error ? `${id}-error` : undefined}
            />
          </div>
          <Button type="submit" variant="secondary" busy={busy}>
            Look up
          </Button>
        </div>
        {outcome.error && (
          <p id={`${id}-error`} className="facet-select__error" role="alert">
            {outcome.error}
          </p>
        )}
        {outcome.note && !outcome.error && (
          <p className="vehicle-form__note" role="status">
            {outcome.note}
          </p>
        )}
      </form>
    </details>
  );
}
