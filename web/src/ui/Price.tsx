import { formatCents } from '@parts/common/money';
import { MSG } from '@parts/common/messages';
import { usePricesVisible } from '../app/prices';

export interface PriceProps {
  /** The amount the shopper pays, in cents; ignored when `text` is given. */
  cents?: number | null;
  /** The server's formatted price (price_text), shown as is. */
  text?: string | null;
  /** Earlier prices (before discounts, before the special), shown struck through beside the price. */
  was?: readonly (string | null | undefined)[];
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

export function Price({ cents, text, was = [], size = 'md', className }: PriceProps) {
  const visible = usePricesVisible();
  const classes = ['price', `price--${size}`, className].filter(Boolean).join(' ');
  if (!visible) return <span className={`${classes} price--hidden`}>{MSG.loginForPricing}</span>;

  const current = text ?? (cents === null || cents === undefined ? '' : formatCents(cents));
  const earlier = [...new Set(was.filter((w): w is string => Boolean(w) && w !== current))];
  return (
    <span className={classes}>
      <span className="price__current">{current}</span>
      {earlier.map((w) => (
        <s key={w} className="price__was">
          <span className="visually-hidden">Was </span>
          {w}
        </s>
      ))}
    </span>
  );
}
