import { useState } from 'react';
import { MSG } from '@parts/common/messages';
import { VehicleWidget } from '../../features/fitment/VehicleWidget';
import { CarIcon } from '../../ui/icons';
import { Modal } from '../../ui/Modal';
import { useFlags } from '../flags-context';

/** The header's "My Garage": the chosen vehicle ("2015 Ford F-150 XLT · change") or "Select Vehicle", opening the selector. */
export const VEHICLE_SLOT_ID = 'vehicle-selector-slot';

export function VehicleSlot() {
  const { flags } = useFlags();
  const [open, setOpen] = useState(false);
  if (!flags.fitment.ymm_enabled) return null;
  const label = flags.vehicle.label;

  return (
    <div id={VEHICLE_SLOT_ID} className={label ? 'vehicle-slot vehicle-slot--chosen' : 'vehicle-slot'}>
      <button type="button" className="vehicle-slot__button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <CarIcon />
        <span className="vehicle-slot__label">
          {label ? (
            <>
              {label} <span className="vehicle-slot__change">· change</span>
            </>
          ) : (
            MSG.fitSelectVehicle
          )}
        </span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={flags.fitment.ymm_heading}>
        <VehicleWidget showHeading={false} formOpen onDone={() => setOpen(false)} />
      </Modal>
    </div>
  );
}
