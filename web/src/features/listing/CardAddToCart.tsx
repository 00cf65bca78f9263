import { useEffect, useState } from 'react';
import type { ProductCard } from '@parts/common/catalog';
import { ADDED_TO_CART_MS } from '@parts/common/constants';
import { fitMessage } from '@parts/common/fitment';
import { useFlags } from '../../app/flags-context';
import { AppLink } from '../../ui/AppLink';
import { errorMessage } from '../../ui/api';
import { Button } from '../../ui/Button';
import { useToast } from '../../ui/toast/toast-context';
import { addToCart } from '../cart/cart-client';
import { useFitmentConfirmation } from '../fitment/useFitmentConfirmation';

/**
 * A card's Add to Cart (contract 1): quantity 1 (or the part's minimum), behind the "Heads up!" warning when the store
 * asks for it; "Added!" for 3 seconds. Parts with required options send the shopper to the product page to choose them;
 * with guest checkout off, a guest gets the contact-for-availability link to the login page (spec 000 section 6).
 */
export function CardAddToCart({ product, describedBy }: { product: ProductCard; describedBy: string }) {
  const { flags, refresh } = useFlags();
  const toast = useToast();
  const [state, setState] = useState<'idle' | 'busy' | 'added'>('idle');
  const { confirm, dialog } = useFitmentConfirmation(
    { ...product.fit, message: fitMessage(product.fit.result) },
    product.name,
  );

  useEffect(() => {
    if (state !== 'added') return;
    const timer = window.setTimeout(() => setState('idle'), ADDED_TO_CART_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  if (!flags.guest_checkout && !flags.customer && !flags.in_pos_mode) {
    return (
      <AppLink to="/account/login" className="btn btn--secondary btn--sm btn--block" aria-describedby={describedBy}>
        Contact for availability
      </AppLink>
    );
  }
  if (product.requires_options) {
    return (
      <AppLink to={product.links.view} className="btn btn--secondary btn--sm btn--block" aria-describedby={describedBy}>
        Choose options
      </AppLink>
    );
  }

  const add = async () => {
    setState('busy');
    try {
      const answer = await addToCart(product.product_id, Math.max(1, product.minimum ?? 1));
      toast.success(answer.success ?? `${product.name} is in your cart.`);
      setState('added');
      refresh().catch(() => undefined);
    } catch (err) {
      toast.error(errorMessage(err));
      setState('idle');
    }
  };

  return (
    <>
      <Button
        size="sm"
        block
        busy={state === 'busy'}
        aria-describedby={describedBy}
        onClick={() => confirm(() => void add())}
      >
        {state === 'added' ? 'Added!' : 'Add to Cart'}
      </Button>
      {dialog}
    </>
  );
}
