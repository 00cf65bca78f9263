import { MSG } from '@parts/common/messages';
import { moneyFor, useMoney } from '../app/currency';
import { usePricesVisible } from '../app/prices';

const USD = moneyFor(undefined);

export interface PriceProps {
  /** The amount the shopper pays, in cents; ignored when `text` is given. */
  cents?: number | null;
  /** The server's formatted price (price_text), shown as is. */
  text?: string | null;
  /** Earlier prices (before discounts, before the special), shown struck through beside the price. */
  was?: readonly (string | null | undefined)[];
  size?: 'sm' | 'md' | 'lg';
  /** The amount as charged (cart, checkout, orders): always US dollars, never the display currency (decision 0016). */
  charged?: boolean;
  className?: string;
}

export function Price({ cents, text, was = [], size = 'md', className, charged = false }: PriceProps) {
  const visible = usePricesVisible();
  const display = useMoney();
  const money = charged ? USD : display;
  const classes = ['price', `price--${size}`, className].filter(Boolean).join(' ');
  if (!visible) return <span className={`${classes} price--hidden`}>{MSG.loginForPricing}</span>;

  // Catalogue prices follow the shopper's display currency (web/src/app/currency.ts).
  const current = text ? money.text(text) : cents === null || cents === undefined ? '' : money.cents(cents);
  const earlier = [...new Set(was.filter((w): w is string => Boolean(w)).map(money.text))].filter((w) => w !== current);
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
