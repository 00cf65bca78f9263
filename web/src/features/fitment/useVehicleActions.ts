import { useCallback, useState } from 'react';
import type { FacetField, SaveVehicleAnswer } from '@parts/common/fitment';
import { useFlags } from '../../app/flags-context';
import { errorMessage } from '../../ui/api';
import { useToast } from '../../ui/toast/toast-context';
import { removeFacet, saveVehicle, toggleUniversal, type Chosen } from './fitment-api';
import { afterSave, afterToggle, type AfterSave } from './vehicle-rules';

export interface VehicleActions {
  /** True from the call until the page has moved on (a reload keeps it true: the page is going away). */
  busy: boolean;
  save: (chosen: Chosen, opts?: { replace?: boolean }) => Promise<boolean>;
  reset: () => Promise<boolean>;
  remove: (field: FacetField) => Promise<boolean>;
  toggleUniversal: () => Promise<boolean>;
}

/**
 * Saving, narrowing, removing and resetting the session vehicle, then redirecting, reloading or updating the flags
 * as the answer says. A failure shows the server's text in an "Uh oh!" toast. `onUpdated` runs when the page stays.
 */
export function useVehicleActions(onUpdated?: () => void, opts: { stayOnPage?: boolean } = {}): VehicleActions {
  const { flags, refresh } = useFlags();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const pageRefresh = flags.fitment.ymm_page_refresh;
  const stay = opts.stayOnPage ?? false;

  const follow = useCallback(
    async (step: AfterSave) => {
      // A dialog that goes on with the chosen vehicle (the counter's Add Vehicle) stays on its page.
      if (step.kind === 'redirect' && !stay) window.location.assign(step.to);
      else if (step.kind === 'reload' && !stay) window.location.reload();
      else {
        await refresh();
        setBusy(false);
        onUpdated?.();
      }
    },
    [refresh, onUpdated, stay],
  );

  const run = useCallback(
    async (call: () => Promise<AfterSave>) => {
      setBusy(true);
      try {
        await follow(await call());
        return true;
      } catch (err) {
        toast.error(errorMessage(err));
        setBusy(false);
        return false;
      }
    },
    [follow, toast],
  );

  const viaAnswer = (call: () => Promise<SaveVehicleAnswer>) => async () => afterSave(await call());

  return {
    busy,
    save: (chosen, opts) => run(viaAnswer(() => saveVehicle(chosen, opts))),
    reset: () => run(viaAnswer(() => saveVehicle({}))),
    remove: (field) => run(viaAnswer(() => removeFacet(field))),
    toggleUniversal: () =>
      run(async () => {
        await toggleUniversal();
        return afterToggle(pageRefresh);
      }),
  };
}
