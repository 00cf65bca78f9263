import { ENGINE_FIELDS } from '@parts/common/fitment';
import { useFlags } from '../../app/flags-context';
import { FacetSelect } from './FacetSelect';
import { facetPaths } from './fitment-api';
import { useFacetList } from './fitment-queries';
import type { VehicleActions } from './useVehicleActions';
import { chosenOf, pick } from './vehicle-rules';
import { useVehicleForm, VehicleFormActions } from './vehicle-form';

/** Engine Manufacturer → Family → Size (spec 000 section 4: the manufacturer loads families, then sizes). */
export function EngineForm({ actions }: { actions: VehicleActions }) {
  const { flags } = useFlags();
  // The engine tab picks a whole new vehicle (replace), even over a saved Year/Make/Model.
  const { chosen, setChosen, ready, submit, reset } = useVehicleForm({
    initial: () => (flags.vehicle.hasEngine ? pick(chosenOf(flags.vehicle), ENGINE_FIELDS) : {}),
    vehicle: flags.vehicle,
    actions,
    isReady: (c) => Boolean(c.EngineMfrID && c.EngineFamilyID && c.EngineSizeID),
    replace: true,
  });
  const mfr = chosen.EngineMfrID ?? '';
  const family = chosen.EngineFamilyID ?? '';
  const size = chosen.EngineSizeID ?? '';

  const mfrs = useFacetList(facetPaths.engineMfrs());
  const families = useFacetList(mfr ? facetPaths.engineFamilies(mfr) : null);
  const sizes = useFacetList(mfr && family ? facetPaths.engineSizes(mfr, family) : null);

  return (
    <form className="vehicle-form" onSubmit={submit}>
      <div className="vehicle-form__grid">
        <FacetSelect
          label="Manufacturer"
          value={mfr}
          onChange={(v) => setChosen({ EngineMfrID: v })}
          options={mfrs.data?.options}
          loading={mfrs.loading}
          error={mfrs.error}
          onRetry={mfrs.reload}
        />
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
      <VehicleFormActions ready={ready} busy={actions.busy} onReset={reset} />
    </form>
  );
}
