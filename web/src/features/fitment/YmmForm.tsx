import { useRef } from 'react';
import { flushSync } from 'react-dom';
import type { VinAnswer } from '@parts/common/fitment';
import { useFlags } from '../../app/flags-context';
import { ChoiceSelects } from './ChoiceSelects';
import { FacetSelect } from './FacetSelect';
import { facetPaths, type Chosen } from './fitment-api';
import { useFacetList } from './fitment-queries';
import type { VehicleActions } from './useVehicleActions';
import { chosenOf } from './vehicle-rules';
import { useVehicleForm, VehicleFormActions } from './vehicle-form';
import { VinLookup, type VinOutcome } from './VinLookup';

/** Year → Make → Model (each waits for the one before), then the optional choices; Submit saves, Reset clears. */
export function YmmForm({ actions }: { actions: VehicleActions }) {
  const { flags } = useFlags();
  const cfg = flags.fitment;
  const { chosen, setChosen, ready, submit, reset } = useVehicleForm({
    initial: () => (flags.vehicle.hasYmm ? chosenOf(flags.vehicle) : {}),
    vehicle: flags.vehicle,
    actions,
    isReady: (c) => Boolean(c.Year && c.MakeID && c.ModelID),
  });
  const makeRef = useRef<HTMLSelectElement>(null);
  const modelRef = useRef<HTMLSelectElement>(null);
  const year = chosen.Year ?? '';
  const make = chosen.MakeID ?? '';
  const model = chosen.ModelID ?? '';
  const popularSort = cfg.ymm_popular_sort === '1';

  const years = useFacetList(facetPaths.years());
  const makes = useFacetList(year ? facetPaths.makes(year) : null);
  const models = useFacetList(year && make ? facetPaths.models(year, make) : null);
  const base: Chosen = { Year: year, MakeID: make, ModelID: model };
  const { Year: _y, MakeID: _m, ModelID: _md, ...choices } = chosen;

  // The server decoded the VIN: fill in what it names, then ask only for the rest (or save when nothing is left).
  const onVin = async (answer: VinAnswer): Promise<VinOutcome> => {
    if (answer.facets.length === 0) return { error: answer.message };
    const next: Chosen = {};
    for (const f of answer.facets) next[f.api_field] = f.api_value;
    flushSync(() => setChosen(next));
    if (answer.ask.length === 0) {
      await actions.save(next, {});
      return { note: answer.message };
    }
    if (answer.ask[0] === 'MakeID') makeRef.current?.focus();
    else if (answer.ask[0] === 'ModelID') modelRef.current?.focus();
    return { note: answer.message };
  };

  return (
    <>
      <form className="vehicle-form" onSubmit={submit}>
        <div className="vehicle-form__grid">
          <FacetSelect
            label="Year"
            value={year}
            onChange={(v) => setChosen({ Year: v })}
            options={years.data?.options}
            loading={years.loading}
            error={years.error}
            onRetry={years.reload}
          />
          <FacetSelect
            label="Make"
            selectRef={makeRef}
            value={make}
            onChange={(v) => setChosen({ Year: year, MakeID: v })}
            options={makes.data?.options}
            loading={makes.loading}
            error={makes.error}
            onRetry={makes.reload}
            disabled={!year}
            popularSort={popularSort}
          />
          <FacetSelect
            label="Model"
            selectRef={modelRef}
            value={model}
            onChange={(v) => setChosen({ Year: year, MakeID: make, ModelID: v })}
            options={models.data?.options}
            loading={models.loading}
            error={models.error}
            onRetry={models.reload}
            disabled={!year || !make}
            popularSort={popularSort}
          />
        </div>
        {cfg.enable_choices && ready && (
          <ChoiceSelects
            key={`${year}-${make}-${model}`}
            base={base}
            chosen={choices}
            onChange={(next) => setChosen({ ...base, ...next })}
            cfg={cfg}
          />
        )}
        <VehicleFormActions ready={ready} busy={actions.busy} onReset={reset} />
      </form>
      {cfg.vehicle_lookup_enabled && <VinLookup onDecoded={onVin} />}
    </>
  );
}
