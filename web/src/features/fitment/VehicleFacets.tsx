import { useId } from 'react';
import type { SessionVehicle } from '@parts/common/fitment';
import type { VehicleActions } from './useVehicleActions';

/** The chosen vehicle as chips ("Model: F-150"), each with its remove button, and optionally Show Universal Parts. */
export function VehicleFacets({
  vehicle,
  actions,
  universalToggle = true,
}: {
  vehicle: SessionVehicle;
  actions: VehicleActions;
  universalToggle?: boolean;
}) {
  const id = useId();
  return (
    <div className="vehicle-facets">
      <ul className="facet-chips" aria-label="Your vehicle">
        {vehicle.facets.map((f) => (
          <li key={f.api_field} className="facet-chip">
            <span className="facet-chip__text">
              <span className="facet-chip__field">{f.label_field}:</span> {f.label_value}
            </span>
            <button
              type="button"
              className="facet-chip__remove"
              aria-label={`Remove ${f.label_field}`}
              title={`Remove ${f.label_field}`}
              disabled={actions.busy}
              onClick={() => void actions.remove(f.api_field)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      {universalToggle && (
        <div className="vehicle-facets__universal">
          <input
            id={id}
            type="checkbox"
            checked={vehicle.show_universal}
            disabled={actions.busy}
            onChange={() => void actions.toggleUniversal()}
          />
          <label htmlFor={id}>Show Universal Parts</label>
        </div>
      )}
    </div>
  );
}
