import { useState } from 'react';
import { api, errorMessage } from '../../ui/api';
import { Button } from '../../ui/Button';
import { useToast } from '../../ui/toast/toast-context';
import { track } from '../tracking/track';

/** Contract 2: POST product_id to the compare and wishlist calls, and toast the answer ("Success!" / "Uh oh!"). */
export function CompareWishlist({ productId, name }: { productId: number; name: string }) {
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const call = async (path: string) => {
    setBusy(path);
    try {
      const answer = await api<{ success?: string }>(path, { form: { product_id: String(productId) } });
      toast.success(typeof answer.success === 'string' ? answer.success : 'Done.');
      if (path === '/account/wishlist/add')
        track('add_to_wishlist', { items: [{ item_id: String(productId), item_name: name }] });
    } catch (err) {
      toast.error(errorMessage(err));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="compare-wishlist">
      <Button
        variant="ghost"
        size="sm"
        busy={busy === '/account/wishlist/add'}
        onClick={() => void call('/account/wishlist/add')}
      >
        Add to Wish List
      </Button>
      <Button
        variant="ghost"
        size="sm"
        busy={busy === '/product/compare/add'}
        onClick={() => void call('/product/compare/add')}
      >
        Compare this Product
      </Button>
    </div>
  );
}
