import { useState } from 'react';
import { errorMessage } from '../../ui/api';
import { useToast } from '../../ui/toast/toast-context';
import { listCall } from './account-api';

/**
 * Remove buttons of the compare and wishlist pages: calls the list's remove, hides the product once the server agrees,
 * and toasts the answer ("Success!" / "Uh oh!"). `busy` is the product being removed.
 */
export function useListRemoval(list: 'compare' | 'wishlist') {
  const toast = useToast();
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState<number | null>(null);
  const remove = (productId: number) => {
    setBusy(productId);
    listCall(list, 'remove', productId)
      .then((res) => {
        setRemoved((s) => new Set(s).add(productId));
        toast.success(res.success);
      })
      .catch((err: unknown) => toast.error(errorMessage(err)))
      .finally(() => setBusy(null));
  };
  return { removed, busy, remove };
}
