import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { facetListSchema } from '@parts/common/fitment';
import { useFlags } from '../../app/flags-context';
import { ChoiceSelects } from './ChoiceSelects';
import { FacetSelect } from './FacetSelect';
import { cachedGet, facetPaths, type Chosen } from './fitment-api';
import { useCachedGet } from './useCachedGet';
import type { VehicleActions } from './useVehicleActions';
import { chosenOf, findByName } from './vehicle-rules';
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

  const years = useCachedGet(facetPaths.years(), facetListSchema);
  const makes = useCachedGet(year ? facetPaths.makes(year) : null, facetListSchema);
  const models = useCachedGet(year && make ? facetPaths.models(year, make) : null, facetListSchema);
  const base: Chosen = { Year: year, MakeID: make, ModelID: model };
  const { Year: _y, MakeID: _m, ModelID: _md, ...choices } = chosen;


  const onVin = async (vinYear: number, vinMake: string | null): Promise<VinOutcome> => {
    const y = String(vinYear);
    const yearList = await cachedGet(facetPaths.years(), facetListSchema);
    if (!yearList.options.some((o) => String(o.id) === y)) return { error: `This VIN is a ${y} vehicle; we have no parts listed for ${y}.` };
    const match = findByName((await cachedGet(facetPaths.makes(y), facetListSchema)).options, vinMake);
    flushSync(() => setChosen(match ? { Year: y, MakeID: String(match.id) } : { Year: y }));
    (match ? modelRef : makeRef).current?.focus();
    return { note: match ? `${y} ${match.name} filled in: now choose the model.` : `${y} filled in: now choose the make.` };
  };

  return (
    <>
      <form className="vehicle-form" onSubmit={submit}>
        <div className="vehicle-form__grid">
          <FacetSelect label="Year" value={year} onChange={(v) => setChosen({ Year: v })} options={years.data?.options} loading={years.loading} error={years.error} onRetry={years.reload} />
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
          <ChoiceSelects key={`${year}-${make}-${model}`} base={base} chosen={choices} onChange={(next) => setChosen({ ...base, ...next })} cfg={cfg} />
        )}
        <VehicleFormActions ready={ready} busy={actions.busy} onReset={reset} />
      </form>
      {cfg.vehicle_lookup_enabled && <VinLookup onDecoded={onVin} />}
    </>
  );
}
