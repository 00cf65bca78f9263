import { useId } from 'react';
import type { FitmentPart } from '@parts/common/fitment';
import { useFlags } from '../../app/flags-context';
import { Button } from '../../ui/Button';
import { FacetSelect } from './FacetSelect';
import { useVehicleActions, type VehicleActions } from './useVehicleActions';
import { hasVehicle } from './vehicle-rules';
import { VehicleFacets } from './VehicleFacets';
import { VehicleWidget } from './VehicleWidget';
import './application.css';

export const APPLICATION_HEADING = 'Application';
export const RESET_VEHICLE = 'Reset Vehicle';

/**
 * The product page's vehicle module (spec 000 section 2): the chosen vehicle's facets with their remove buttons and
 * Reset Vehicle, or the vehicle selector when none is chosen; a maybe that names choices asks for them here.
 */
export function ApplicationModule({ fitment }: { fitment: FitmentPart }) {
  const id = useId();
  const { flags } = useFlags();
  const actions = useVehicleActions();
  if (!flags.fitment.ymm_enabled) return null;
  const vehicle = flags.vehicle;

  return (
    <section className="application" aria-labelledby={id}>
      <h2 id={id} className="application__title">
        {APPLICATION_HEADING}
      </h2>
      {hasVehicle(vehicle) ? (
        <>
          <p className="application__vehicle">{vehicle.label}</p>
          <VehicleFacets vehicle={vehicle} actions={actions} universalToggle={false} />
          {fitment.result === 'maybe' && fitment.choices.length > 0 && (
            <FitChoices fitment={fitment} actions={actions} />
          )}
          <Button variant="secondary" size="sm" onClick={() => void actions.reset()} disabled={actions.busy}>
            {RESET_VEHICLE}
          </Button>
        </>
      ) : (
        <VehicleWidget headingLevel={3} />
      )}
    </section>
  );
}

/**
 * One select per missing facet, offering every value the vehicle is built with and marking those this part fits;
 * choosing one saves it, and the verdict follows ("Doesn't Fit Your Vehicle" for another value).
 */
function FitChoices({ fitment, actions }: { fitment: FitmentPart; actions: VehicleActions }) {
  return (
    <div className="application__choices" role="group" aria-label="More about your vehicle">
      <p className="application__ask">Tell us more about your vehicle to check this part:</p>
      {fitment.choices.map((c) => (
        <FacetSelect
          key={c.field}
          label={c.label}
          value=""
          options={c.options.map((o) => ({ id: o.id, name: o.fits ? `${o.name} (fits)` : o.name }))}
          disabled={actions.busy}
          onChange={(v) => v && void actions.save({ [c.field]: v })}
        />
      ))}
    </div>
  );
}
