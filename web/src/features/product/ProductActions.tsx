import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ProductPage } from '@parts/common/catalog';
import { ADDED_TO_CART_MS } from '@parts/common/constants';
import { PRODUCT_MSG } from '@parts/common/messages';
import { useFlags } from '../../app/flags-context';
import { errorMessage, ApiError } from '../../ui/api';
import { Button } from '../../ui/Button';
import { useToast } from '../../ui/toast/toast-context';
import { useFitmentConfirmation } from '../fitment/useFitmentConfirmation';
import { addToCart } from '../cart/cart-client';
import { canAdd, cartFields, missingRequired, type Selection } from './product-logic';
import { QuantityControl } from './QuantityControl';

export const ADD_TO_CART = 'Add to Cart';
export const ADDED = 'Added!';
export const CHECKOUT_PATH = '/checkout/checkout';

export interface ProductActionsProps {
  product: ProductPage;
  quantityText: string;
  quantity: number | null;
  onQuantity: (text: string) => void;
  selection: Selection;
  /** Shows the options' messages (client check or the cart's refusal). */
  onOptionErrors: (errors: Record<string, string>) => void;
}

/**
 * The add-to-cart group: quantity, Add to Cart ("Added!" for 3 s), Instant Checkout (Added, then checkout after 3 s),
 * behind the fitment "Heads up!" when the store asks for it. A guest where guest checkout is off gets the
 * contact-for-availability link to /account/login instead (spec 000 section 6).
 */
export function ProductActions({
  product,
  quantityText,
  quantity,
  onQuantity,
  selection,
  onOptionErrors,
}: ProductActionsProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const { flags, refresh } = useFlags();
  const [state, setState] = useState<'idle' | 'busy' | 'added'>('idle');
  const [instant, setInstant] = useState<'idle' | 'busy' | 'added'>('idle');
  const [labor, setLabor] = useState<'idle' | 'busy' | 'added'>('idle');
  const { confirm, dialog } = useFitmentConfirmation(product.fitment, product.name);

  useEffect(() => {
    if (state !== 'added') return;
    const timer = window.setTimeout(() => setState('idle'), ADDED_TO_CART_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
  useEffect(() => {
    if (labor !== 'added') return;
    const timer = window.setTimeout(() => setLabor('idle'), ADDED_TO_CART_MS);
    return () => window.clearTimeout(timer);
  }, [labor]);
  useEffect(() => {
    if (instant !== 'added') return;
    const timer = window.setTimeout(() => void navigate(CHECKOUT_PATH), ADDED_TO_CART_MS);
    return () => window.clearTimeout(timer);
  }, [instant, navigate]);

  if (!flags.guest_checkout && !flags.customer) {
    return (
      <div className="product-actions">
        <Link to="/account/login" className="btn btn--primary btn--lg">
          {PRODUCT_MSG.contactForAvailability}
        </Link>
      </div>
    );
  }
  if (!product.is_orderable) return null;
  const hasLabor = flags.in_pos_mode && product.labor !== null && product.labor.time > 0;

  /** Required options first (their messages at the fields), then the fitment "Heads up!", then the cart call. */
  const start = (set: (s: 'idle' | 'busy' | 'added') => void, withLabor = false) => {
    if (quantity === null || !canAdd(quantity)) return;
    const missing = missingRequired(product.options, selection);
    onOptionErrors(missing);
    if (Object.keys(missing).length > 0) {
      toast.error(Object.values(missing)[0]!);
      return;
    }
    // Spec 000 s6: "I Understand" adds the part as it was asked for, regular or with labor; at the counter a part with
    // a labor time also gets "I Understand with labor" when it was asked for without.
    confirm(
      () => void add(set, quantity, withLabor),
      hasLabor && !withLabor ? () => void add(setLabor, quantity, true) : undefined,
    );
  };

  const add = async (set: (s: 'idle' | 'busy' | 'added') => void, quantity: number, withLabor: boolean) => {
    set('busy');
    try {
      const answer = await addToCart(
        product.product_id,
        quantity,
        cartFields(product.product_id, quantity, product.options, selection).slice(2),
        withLabor,
      );
      toast.success(answer.success ?? `${product.name} is in your cart.`);
      set('added');
      refresh().catch(() => undefined);
    } catch (err) {
      if (err instanceof ApiError)
        onOptionErrors(Object.fromEntries(Object.entries(err.fieldErrors).filter(([k]) => k.startsWith('option['))));
      toast.error(errorMessage(err));
      set('idle');
    }
  };

  const disabled = !canAdd(quantity);
  return (
    <div className="product-actions">
      <QuantityControl value={quantityText} onChange={onQuantity} minimum={product.minimum} />
      <div className="product-actions__buttons">
        <Button
          size="lg"
          busy={state === 'busy'}
          disabled={disabled || instant !== 'idle'}
          onClick={() => start(setState)}
        >
          {state === 'added' ? ADDED : ADD_TO_CART}
        </Button>
        <Button
          size="lg"
          variant="secondary"
          busy={instant === 'busy'}
          disabled={disabled || state === 'busy' || instant === 'added'}
          onClick={() => start(setInstant)}
        >
          {instant === 'added' ? ADDED : PRODUCT_MSG.instantCheckout}
        </Button>
        {hasLabor && (
          <Button
            size="lg"
            variant="secondary"
            busy={labor === 'busy'}
            disabled={disabled || state === 'busy' || instant !== 'idle'}
            onClick={() => start(setLabor, true)}
          >
            {labor === 'added' ? ADDED : 'Add with Labor'}
          </Button>
        )}
      </div>
      {product.minimum > 1 && <p className="product-actions__minimum">Minimum quantity: {product.minimum}</p>}
      {dialog}
    </div>
  );
}
