import { useEffect, useState } from 'react';
import { ADDED_TO_CART_MS } from '@parts/common/constants';
import { useFlags } from '../../app/flags-context';
import { errorMessage } from '../../ui/api';
import { Button } from '../../ui/Button';
import { useToast } from '../../ui/toast/toast-context';
import { useFitmentConfirmation } from '../fitment/useFitmentConfirmation';
import { addToCart } from './cart-api';
import type { ProductPageData } from './product-schema';

export const ADD_TO_CART = 'Add to Cart';
export const ADDED = 'Added!';

/**
 * Add to Cart, behind the "Heads up!" warning when the store asks for it and the part is not a sure fit.
 * Spec 000 section 4: the button reads "Added!" for 3 seconds; failures show the server's text in an "Uh oh!" toast.
 */
export function AddToCart({ product }: { product: ProductPageData }) {
  const toast = useToast();
  const { refresh } = useFlags();
  const [state, setState] = useState<'idle' | 'busy' | 'added'>('idle');
  const { confirm, dialog } = useFitmentConfirmation(product.fitment, product.name);

  useEffect(() => {
    if (state !== 'added') return;
    const timer = window.setTimeout(() => setState('idle'), ADDED_TO_CART_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const add = async () => {
    setState('busy');
    try {
      const answer = await addToCart(product.product_id, 1);
      toast.success(answer.success ?? `${product.name} is in your cart.`);
      setState('added');
      // The header's cart count comes with the flags.
      refresh().catch(() => undefined);
    } catch (err) {
      toast.error(errorMessage(err));
      setState('idle');
    }
  };

  return (
    <div className="add-to-cart">
      <Button size="lg" block busy={state === 'busy'} onClick={() => confirm(() => void add())}>
        {state === 'added' ? ADDED : ADD_TO_CART}
      </Button>
      {dialog}
    </div>
  );
}
