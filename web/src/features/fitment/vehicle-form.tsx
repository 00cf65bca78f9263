// What the Year/Make/Model and Engine forms share: the chosen facets, Submit (save once ready) and Reset.
import { useState, type FormEvent } from 'react';
import type { SessionVehicle } from '@parts/common/fitment';
import { Button } from '../../ui/Button';
import type { Chosen } from './fitment-api';
import type { VehicleActions } from './useVehicleActions';
import { hasVehicle } from './vehicle-rules';

export function useVehicleForm(opts: {
  initial: () => Chosen;
  vehicle: SessionVehicle;
  actions: VehicleActions;
  isReady: (c: Chosen) => boolean;
  replace?: boolean;
}) {
  const [chosen, setChosen] = useState<Chosen>(opts.initial);
  const ready = opts.isReady(chosen);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ready && !opts.actions.busy) void opts.actions.save(chosen, { replace: opts.replace });
  };
  // Reset clears the form and, when a vehicle is saved, the saved vehicle too.
  const reset = () => {
    setChosen({});
    if (hasVehicle(opts.vehicle)) void opts.actions.reset();
  };
  return { chosen, setChosen, ready, submit, reset };
}

export function VehicleFormActions({ ready, busy, onReset }: { ready: boolean; busy: boolean; onReset: () => void }) {
  return (
    <div className="vehicle-form__actions">
      <Button type="submit" disabled={!ready} busy={busy}>
        Submit
      </Button>
      <Button variant="secondary" onClick={onReset} disabled={busy}>
        Reset
      </Button>
    </div>
  );
}
