import { useCallback, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { CartPopout } from '../../features/cart/CartPopout';
import { CartIcon, ChevronIcon } from '../../ui/icons';
import { useFlags } from '../flags-context';

/** Spec 000 section 9: under 992px the cart collapses to an icon with a count in the mobile navbar (CSS does it). */
export function CartLink() {
  const { flags } = useFlags();
  const count = flags.cart_count;
  const { pathname } = useLocation();
  const popoutId = useId();
  // Remembering the page it was opened on closes the popout on navigation without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [top, setTop] = useState(0);
  const open = openOn === pathname;
  const close = useCallback(() => setOpenOn(null), []);
  return (
    <div className="cart-popout-wrap">
      <Link to="/checkout/cart" className="cart-link" aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
        <CartIcon size={24} />
        <span className="cart-link__label" aria-hidden="true">
          Cart
        </span>{' '}
        {/* The space keeps the visible words "Cart 0" apart, so they read as part of the name (axe label-content-name-mismatch). */}
        <span className="cart-link__count" aria-hidden="true">
          {count}
        </span>
      </Link>
      <button
        type="button"
        className="cart-popout__toggle"
        aria-expanded={open}
        aria-controls={open ? popoutId : undefined}
        aria-label="Show cart summary"
        onClick={(e) => {
          setTop(e.currentTarget.getBoundingClientRect().bottom);
          setOpenOn(open ? null : pathname);
        }}
      >
        <ChevronIcon size={16} />
      </button>
      {open && <CartPopout id={popoutId} onClose={close} top={top} />}
    </div>
  );
}
