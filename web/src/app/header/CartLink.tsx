import { Link } from 'react-router';
import { CartIcon } from '../../ui/icons';
import { useFlags } from '../flags-context';

/** Spec 000 section 9: under 992px the cart collapses to an icon with a count in the mobile navbar (CSS does it). */
export function CartLink() {
  const { flags } = useFlags();
  const count = flags.cart_count;
  return (
    <Link to="/checkout/cart" className="cart-link" aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
      <CartIcon size={24} />
      <span className="cart-link__label" aria-hidden="true">
        Cart
      </span>
      <span className="cart-link__count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
