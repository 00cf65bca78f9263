// The counter's apply-labor toggle per line (spec 001 s3: a part's labor carries productLaborKey and apply_labor; s7
// POST /checkout/cart/applyLabor with applyLabor and productLaborKey): a part with a labor time adds its labor (time ×
// the store's rate) to the cart when on, and drops it when off.
import { useMutation } from '@tanstack/react-query';
import type { CartProduct } from '@parts/common/cart';
import { POS_CART_MSG } from '@parts/common/pos-cart';
import { useToast } from '../../../ui/toast/toast-context';
import { failureText, toggleLabor, type WithCart } from './pos-cart-client';

export function LaborToggle({ line, onChange }: { line: CartProduct; onChange: (a?: WithCart) => void }) {
  const toast = useToast();
  const toggle = useMutation({
    mutationFn: (on: boolean) => toggleLabor(line.labor?.productLaborKey ?? line.key, on),
    onSuccess: (answer) => {
      if (answer.success) toast.success(answer.success);
      onChange(answer);
    },
    onError: (err) => toast.error(failureText(err, POS_CART_MSG.laborNotUpdated), { staff: true }),
  });
  if (!line.labor) return null;
  const id = `labor-${line.key}`;
  return (
    <p className="pos-line__meta">
      <input
        id={id}
        type="checkbox"
        checked={line.labor.apply_labor}
        disabled={toggle.isPending}
        onChange={(e) => toggle.mutate(e.target.checked)}
      />{' '}
      <label htmlFor={id}>Apply labor to {line.name}</label>
    </p>
  );
}
