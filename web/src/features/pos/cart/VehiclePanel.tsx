import { useState } from 'react';
import { POS_CART_MSG } from '@parts/common/pos-cart';
import { useFlags } from '../../../app/flags-context';
import { Button } from '../../../ui/Button';
import { Modal } from '../../../ui/Modal';
import { useToast } from '../../../ui/toast/toast-context';
import { VehicleWidget } from '../../fitment/VehicleWidget';
import { addVehicle, failureText, removeVehicle, setVehicle, type PosContext } from './pos-cart-client';

/**
 * The cart's vehicle (spec 001 s2): one of the customer's saved vehicles, or a new one chosen with the store's
 * year/make/model selector (its VIN lookup included) and saved to the customer. The chosen vehicle is the session's, so
 * the cart lines and listings show their fit for it.
 */
export function VehiclePanel({
  ctx,
  hasCustomer,
  customerId = null,
  onChange,
}: {
  ctx: PosContext;
  hasCustomer: boolean;
  /** The cart's customer: their saved vehicles open in the customer editor (a new tab, the cart stays). */
  customerId?: number | null;
  onChange: () => void;
}) {
  const { flags, refresh } = useFlags();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState(false);
  const vehicle = flags.vehicle;

  const run = async (call: () => Promise<{ success: string }>) => {
    setBusy(true);
    try {
      toast.success((await call()).success);
      await refresh();
      onChange();
      return true;
    } catch (err) {
      toast.error(failureText(err, POS_CART_MSG.systemError), { staff: true });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const saveToCustomer = () =>
    void run(() => addVehicle({})).then((ok) => {
      if (ok) setAdding(false);
    });
  const openAdd = () => {
    // Spec 001 s5: a vehicle is saved to a customer, so one must be attached first.
    if (!hasCustomer) toast.error(POS_CART_MSG.customerRequired, { staff: true });
    else setAdding(true);
  };

  return (
    <section className="pos-panel" aria-labelledby="pos-vehicle-heading">
      <h2 id="pos-vehicle-heading" className="pos-panel__title">
        Vehicle
      </h2>
      <p className="pos-panel__current">
        {vehicle.label ? <strong>{vehicle.label}</strong> : <span className="pos-muted">No vehicle selected</span>}
      </p>
      {ctx.customer_vehicles.length > 0 && (
        <div className="field">
          <label htmlFor="pos-customer-vehicle" className="field__label">
            Customer’s vehicles
          </label>
          <select
            id="pos-customer-vehicle"
            className="field__input"
            value={ctx.vehicle_id ?? ''}
            disabled={busy}
            onChange={(e) => {
              const id = Number(e.target.value);
              if (id) void run(() => setVehicle(id));
            }}
          >
            <option value="">Choose a saved vehicle</option>
            {ctx.customer_vehicles.map((v) => (
              <option key={v.vehicle_id} value={v.vehicle_id}>
                {v.title || v.ymm}
                {v.vin ? ` (${v.vin})` : ''}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="pos-panel__actions">
        <Button size="sm" variant="secondary" onClick={openAdd}>
          Add Vehicle
        </Button>
        {vehicle.label && (
          <Button size="sm" variant="ghost" busy={busy} onClick={() => void run(removeVehicle)}>
            Remove vehicle
          </Button>
        )}
        {customerId !== null && (
          <a
            className="btn btn--ghost btn--sm"
            href={`/pos/customer/edit?customer_id=${customerId}&tab=vehicles`}
            target="_blank"
            rel="noopener"
          >
            Edit vehicles<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
      </div>
      <Modal
        open={adding}
        onClose={() => setAdding(false)}
        title="Add Vehicle"
        size="lg"
        footer={
          <>
            <Button variant="secondary" onClick={() => setAdding(false)}>
              Cancel
            </Button>
            <Button busy={busy} disabled={!vehicle.hasYmm} onClick={saveToCustomer}>
              Save to customer
            </Button>
          </>
        }
      >
        <p>Choose the year, make and model (or look it up by VIN): Submit saves it to the customer and this sale.</p>
        {/* Submit saves the vehicle to the customer at once (issue 31): the sale alone never gets a vehicle the
            customer's record lacks. */}
        <VehicleWidget showHeading={false} formOpen stayOnPage onDone={saveToCustomer} />
      </Modal>
    </section>
  );
}
