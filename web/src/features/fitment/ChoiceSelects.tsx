import type { FacetField, FacetList } from '@parts/common/fitment';
import type { FitmentConfig } from '@parts/common/flags';
import { FacetSelect } from './FacetSelect';
import { facetPaths, type Chosen } from './fitment-api';
import { useChoices } from './fitment-queries';

type ChoiceSwitches = Pick<FitmentConfig, 'enable_sub_model' | 'enable_body_type' | 'enable_bed_length'>;

/** The choice facets the store turned off (enable_sub_model, enable_body_type, enable_bed_length) are not offered. */
export function enabledChoices(lists: readonly FacetList[], cfg: ChoiceSwitches): FacetList[] {
  const off = new Set<FacetField>();
  if (!cfg.enable_sub_model) off.add('SubModelID');
  if (!cfg.enable_body_type) off.add('BodyTypeID');
  if (!cfg.enable_bed_length) off.add('BedLengthID');
  return lists.filter((l) => !off.has(l.field) && l.options.length > 0);
}

export interface ChoiceSelectsProps {
  /** Year, MakeID and ModelID of the vehicle being chosen. Mount with a key of them: a new vehicle starts afresh. */
  base: Chosen;
  chosen: Chosen;
  /** Called with the choices to keep: the changed one and those listed before it (later lists depend on it). */
  onChange: (choices: Chosen) => void;
  cfg: ChoiceSwitches;
}

/** The optional facets (sub model, body type, bed length, engine) that split the chosen Year/Make/Model. */
export function ChoiceSelects({ base, chosen, onChange, cfg }: ChoiceSelectsProps) {
  const { data, error, loading, reload } = useChoices(facetPaths.choices({ ...chosen, ...base }));
  const lists = enabledChoices(data?.choices ?? [], cfg);

  if (error) {
    return (
      <p className="facet-select__error" role="alert">
        {error}{' '}
        <button type="button" className="btn btn--link" onClick={reload}>
          Retry
        </button>
      </p>
    );
  }
  if (lists.length === 0) {
    return loading ? (
      <p className="vehicle-form__note" role="status">
        Looking for the options of this vehicle…
      </p>
    ) : null;
  }

  const change = (field: FacetField, value: string) => {
    const before = lists
      .slice(
        0,
        lists.findIndex((l) => l.field === field),
      )
      .map((l) => l.field);
    const keep: Chosen = {};
    for (const f of before) if (chosen[f]) keep[f] = chosen[f];
    onChange(value ? { ...keep, [field]: value } : keep);
  };

  return (
    <fieldset className="vehicle-form__choices" aria-busy={loading || undefined}>
      <legend className="vehicle-form__legend">Narrow it down (optional)</legend>
      <div className="vehicle-form__grid">
        {lists.map((l) => (
          <FacetSelect
            key={l.field}
            label={l.label}
            value={chosen[l.field] ?? ''}
            options={l.options}
            optional
            onChange={(v) => change(l.field, v)}
          />
        ))}
      </div>
    </fieldset>
  );
}
