import { Link } from 'react-router';
import type { ProductPage } from '@parts/common/catalog';
import { MSG } from '@parts/common/messages';
import { unitPrice, type UnitPrice } from '@parts/common/pricing';
import { useMoney } from '../../app/currency';
import { factsOf } from './product-logic';

export interface PriceBlockProps {
  product: ProductPage;
  /** The live unit price for the chosen quantity and options (null when the server sent no price). */
  live: UnitPrice | null;
  quantity: number;
  activeTier: number | null;
  /** Required options still missing: "Requires options to be selected". */
  needsOptions: boolean;
}

/**
 * Spec 000 issue 4 price block: the unit price (and the line total for more than one), the list and before-discount
 * prices struck through, the special text, the instant rebate, the quantity tiers with the applying one marked, and
 * the hidden states (disabled pricing notice, login for pricing, the noprice template).
 */
export function PriceBlock({ product, live, quantity, activeTier, needsOptions }: PriceBlockProps) {
  const money = useMoney();
  if (product.price_hidden === 'disabled') {
    return (
      <div className="price-block price-block--notice" aria-label="Price">
        <p className="price-block__notice">{product.disable_pricing_notice ?? MSG.productUnavailable}</p>
      </div>
    );
  }
  // The server decides login_for_pricing for this visitor (price_hidden), so a logged-in customer sees prices.
  if (product.price_hidden === 'login' || live === null) {
    return (
      <div className="price-block price-block--notice" aria-label="Price">
        <p className="price-block__notice">
          {MSG.loginForPricing}
          {product.price_hidden === 'login' && (
            <>
              {' '}
              <Link to="/account/login">Log in</Link>
            </>
          )}
        </p>
      </div>
    );
  }
  // Each tier's price by the same rule as the live price, with the chosen options and the rebate, so the table and the
  // price the shopper gets at that quantity agree.
  const facts = factsOf(product);
  const tierText = (quantity: number, fallback: string) =>
    facts
      ? money.cents(
          unitPrice(facts, quantity, [
            { priceCents: Math.abs(live.optionsCents), pricePrefix: live.optionsCents < 0 ? '-' : '+' },
          ]).unitCents,
        )
      : money.text(fallback);
  const was = [live.originalUnitCents, live.unitBeforeDiscountsCents].filter(
    (c, i, all) => c > live.unitCents && all.indexOf(c) === i,
  );
  return (
    <div className="price-block" aria-label="Price">
      <p className="price-block__line">
        <span className="price-block__price" data-testid="unit-price">
          {money.cents(live.unitCents)}
        </span>
        {was.map((c) => (
          <s key={c} className="price-block__was">
            <span className="visually-hidden">Was </span>
            {money.cents(c)}
          </s>
        ))}
        {product.special && live.special && (
          <span className="price-block__special">{product.special.special_text}</span>
        )}
        {quantity > 1 && (
          <span className="price-block__total" data-testid="line-total">
            {money.cents(live.unitCents * quantity)} for {quantity}
          </span>
        )}
      </p>
      {live.rebate && (
        <p className="price-block__rebate">
          {live.rebate.name}{' '}
          <span className="price-block__rebate-amount">(−{money.cents(live.rebate.amountCents)} each, included)</span>
        </p>
      )}
      {needsOptions && <p className="price-block__options-note">{MSG.requiresOptions}</p>}
      {product.discounts.length > 0 && (
        <table className="price-block__tiers">
          <caption>Quantity discounts</caption>
          <thead>
            <tr>
              <th scope="col">Quantity</th>
              <th scope="col">Price each</th>
            </tr>
          </thead>
          <tbody>
            {product.discounts.map((d) => (
              <tr
                key={d.quantity}
                className={d.quantity === activeTier ? 'is-active' : undefined}
                aria-current={d.quantity === activeTier ? 'true' : undefined}
              >
                <td>{d.quantity}+</td>
                <td>{tierText(d.quantity, d.price_text)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
