import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { MSG } from '@parts/common/messages';
import { ErrorState } from '../../ui/ErrorState';
import { Spinner } from '../../ui/Spinner';
import { queryErrorMessage } from '../../ui/query/errors';
import { cartQuery } from './cart-queries';
import './cart.css';

/** The header's cart popout: the lines, the total and the way to the cart page or checkout. */
export function CartPopout({
  id,
  onClose,
  top = 0,
}: {
  id: string;
  onClose: () => void;
  /** The toggle's bottom edge, for the fixed panel on phones. */ top?: number;
}) {
  const { data, error, isPending, refetch } = useQuery(cartQuery());
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    const onDown = (e: MouseEvent) => {
      if (ref.current && !ref.current.parentElement?.contains(e.target as Node)) onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [onClose]);
  return (
    <div
      id={id}
      ref={ref}
      className="cart-popout"
      role="region"
      aria-label="Cart summary"
      style={{ '--popout-top': `${top + 8}px` } as CSSProperties}
    >
      {isPending && <Spinner label="Loading your cart" />}
      {error && !data && (
        <ErrorState message={queryErrorMessage(error) ?? MSG.somethingWentWrong} onRetry={() => void refetch()} />
      )}
      {data && data.products.length === 0 && <p>{MSG.cartEmpty}</p>}
      {data && data.products.length > 0 && (
        <>
          <ul>
            {data.products.map((p) => (
              <li key={p.key}>
                <span>
                  {p.quantity} × {p.name}
                </span>
                <span>{p.total_text}</span>
              </li>
            ))}
          </ul>
          <p>
            <strong>Total: {data.total_text}</strong>
          </p>
          <div className="cart-popout__actions">
            <Link to="/checkout/cart" className="btn btn--secondary btn--md" onClick={onClose}>
              View Cart
            </Link>
            <Link to="/checkout/checkout" className="btn btn--primary btn--md" onClick={onClose}>
              Checkout
            </Link>
          </div>
        </>
      )}
    </div>
  );
}
