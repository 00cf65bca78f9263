import { lazy, Suspense, useState } from 'react';
import type { VinAnswer } from '@parts/common/fitment';
import { Spinner } from '../../ui/Spinner';
import type { VinOutcome } from './VinLookupForm';

export type { VinOutcome } from './VinLookupForm';

// The form (react-hook-form and the check-digit rules) is its own chunk: this summary sits in the header on every page.
const VinLookupForm = lazy(() => import('./VinLookupForm'));

/**
 * "Use a VIN instead": the VIN is checked here first (length, letters, check digit, model-year code); a good one is
 * decoded by the server (offline NHTSA vPIC data) and the form is handed the vehicle as far as the store knows it.
 */
export function VinLookup({ onDecoded }: { onDecoded: (answer: VinAnswer) => Promise<VinOutcome> }) {
  const [opened, setOpened] = useState(false);
  return (
    <details className="vin-lookup" onToggle={(e) => e.currentTarget.open && setOpened(true)}>
      <summary className="vin-lookup__summary">Use a VIN instead</summary>
      {opened && (
        <Suspense fallback={<Spinner label="Loading the VIN lookup" />}>
          <VinLookupForm onDecoded={onDecoded} />
        </Suspense>
      )}
    </details>
  );
}
