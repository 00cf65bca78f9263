import { useState, type FormEvent } from 'react';
import { ENGINE_FIELDS, facetListSchema } from '@parts/common/fitment';
import { useFlags } from '../../app/flags-context';
import { Button } from '../../ui/Button';
import { FacetSelect } from './FacetSelect';
import { facetPaths, type Chosen } from './fitment-api';
import { useCachedGet } from './useCachedGet';
import type { VehicleActions } from './useVehicleActions';
import { chosenOf, hasVehicle, pick } from './vehicle-rules';

/** Engine Manufacturer → Family → Size (spec 000 section 4: the manufacturer loads families, then sizes). */
export function EngineForm({ actions }: { actions: VehicleActions }) {
  const { flags } = useFlags();
  const [chosen, setChosen] = useState<Chosen>(() => (flags.vehicle.hasEngine ? pick(chosenOf(flags.vehicle), ENGINE_FIELDS) : {}));
  const mfr = chosen.EngineMfrID ?? '';
  const family = chosen.EngineFamilyID ?? '';
  const size = chosen.EngineSizeID ?? '';
  const ready = Boolean(mfr && family && size);

  const mfrs = useCachedGet(facetPaths.engineMfrs(), facetListSchema);
  const families = useCachedGet(mfr ? facetPaths.engineFamilies(mfr) : null, facetListSchema);
  const sizes = useCachedGet(mfr && family ? facetPaths.engineSizes(mfr, family) : null, facetListSchema);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ready && !actions.busy) void actions.save(chosen, { replace: true });
  };

  const reset = () => {
    setChosen({});
    if (hasVehicle(flags.vehicle)) void actions.reset();
  };

  return (
    <form className="vehicle-form" onSubmit={submit}>
      <div className="vehicle-form__grid">
        <FacetSelect label="Manufacturer" value={mfr} onChange={(v) => setChosen({ EngineMfrID: v })} options={mfrs.data?.options} loading={mfrs.loading} error={mfrs.error} onRetry={mfrs.reload} />
        <FacetSelect
          label="Family"
          value={family}
          onChange={(v) => setChosen({ EngineMfrID: mfr, EngineFamilyID: v })}
          options={families.data?.options}
          loading={families.loading}
          error={families.error}
          onRetry={families.reload}
          disabled={!mfr}
        />
        <FacetSelect
          label="Size"
          value={size}
          onChange={(v) => setChosen({ EngineMfrID: mfr, EngineFamilyID: family, EngineSizeID: v })}
          options={sizes.data?.options}
          loading={sizes.loading}
          error={sizes.error}
          onRetry={sizes.reload}
          disabled={!mfr || !family}
        />
      </div>
      <div className="vehicle-form__actions">
        <Button type="submit" disabled={!ready} busy={actions.busy}>
          Submit
        </Button>
        <Button variant="secondary" onClick={reset} disabled={actions.busy}>
          Reset
        </Button>
      </div>
    </form>
  );
}
