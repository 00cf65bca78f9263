import { vehicleKey } from '@parts/common/fitment';
import { useState } from 'react';
import { useFlags } from '../../app/flags-context';
import { Button } from '../../ui/Button';
import { EngineForm } from './EngineForm';
import { Tabs } from './Tabs';
import { useVehicleActions } from './useVehicleActions';
import { hasVehicle } from './vehicle-rules';
import { VehicleFacets } from './VehicleFacets';
import { YmmForm } from './YmmForm';
import './fitment.css';

export interface VehicleWidgetProps {
  /** Off inside a modal that already carries the heading as its title. */
  showHeading?: boolean;
  headingId?: string;
  headingLevel?: 2 | 3;
  /** Runs when the vehicle changed and the page stays as it is (ymm_page_refresh off, no redirect). */
  onDone?: () => void;
  /** Show the form even when a vehicle is chosen (the header's "change"); otherwise it waits behind Change vehicle. */
  formOpen?: boolean;
  /** Never reload or redirect after a save (a dialog that goes on with the vehicle, then calls onDone). */
  stayOnPage?: boolean;
}

/**
 * The vehicle selector (spec 000 section 2): the chosen vehicle with its facets and Show Universal Parts, then a
 * Year/Make/Model tab and, when engine_family_enabled, an Engine tab. Hidden when ymm_enabled is off.
 */
export function VehicleWidget({
  showHeading = true,
  headingId,
  headingLevel = 2,
  onDone,
  formOpen = false,
  stayOnPage = false,
}: VehicleWidgetProps) {
  const { flags } = useFlags();
  const cfg = flags.fitment;
  const vehicle = flags.vehicle;
  const [changing, setChanging] = useState(formOpen);
  // After a save the panel folds back to "Your vehicle" (when the page is not reloaded, ymm_page_refresh "0").
  const actions = useVehicleActions(
    () => {
      setChanging(formOpen);
      onDone?.();
    },
    { stayOnPage },
  );
  const [tab, setTab] = useState(() =>
    vehicle.hasEngine && !vehicle.hasYmm && cfg.engine_family_enabled ? 'engine' : 'ymm',
  );
  if (!cfg.ymm_enabled) return null;

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const tabs = [
    { id: 'ymm', label: cfg.ymm_tab_label },
    ...(cfg.engine_family_enabled ? [{ id: 'engine', label: cfg.engine_family_tab_label }] : []),
  ];
  const current = tabs.some((t) => t.id === tab) ? tab : 'ymm';
  const key = vehicleKey(vehicle);
  const form =
    current === 'engine' ? <EngineForm key={key} actions={actions} /> : <YmmForm key={key} actions={actions} />;
  const chosen = hasVehicle(vehicle);
  const showForm = !chosen || changing;

  return (
    <div className="vehicle-widget">
      {showHeading && (
        <Heading id={headingId} className="vehicle-widget__heading">
          {cfg.ymm_heading}
        </Heading>
      )}
      {chosen && (
        <div className="vehicle-widget__current">
          <p className="vehicle-widget__label">
            Your vehicle: <strong>{vehicle.label}</strong>
          </p>
          <VehicleFacets vehicle={vehicle} actions={actions} />
          {!formOpen && (
            <Button
              variant="link"
              className="vehicle-widget__change"
              aria-expanded={changing}
              onClick={() => setChanging(!changing)}
            >
              Change vehicle
            </Button>
          )}
        </div>
      )}
      {showForm &&
        (tabs.length > 1 ? (
          <Tabs tabs={tabs} selected={current} onSelect={setTab} label={cfg.ymm_heading}>
            {form}
          </Tabs>
        ) : (
          form
        ))}
    </div>
  );
}
