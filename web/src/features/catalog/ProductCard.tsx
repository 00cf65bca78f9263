import type { ProductCard as ProductCardData } from '@parts/common/catalog';
import { useMoney } from '../../app/currency';
import { AppLink } from '../../ui/AppLink';
import { Price } from '../../ui/Price';
import { FitBadge } from '../fitment/FitBadge';
import { CardAddToCart } from '../listing/CardAddToCart';
import './product-card.css';

export const CARD_IMAGE_SIZE = 160;

/** A dense listing card (RockAuto's lesson): brand, part number, name, price, stock, all without opening the part. */
export function ProductCard({ product }: { product: ProductCardData }) {
  const nameId = `product-${product.product_id}-name`;
  return (
    <article className="product-card" aria-labelledby={nameId}>
      <AppLink to={product.links.view} className="product-card__media" tabIndex={-1} aria-hidden="true">
        {product.image ? (
          <img
            src={product.image}
            alt=""
            width={CARD_IMAGE_SIZE}
            height={CARD_IMAGE_SIZE}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="product-card__no-image" />
        )}
      </AppLink>
      <div className="product-card__body">
        <p className="product-card__brand">{product.manufacturer}</p>
        <p className="product-card__partno">
          <span className="visually-hidden">Part number </span>
          <span className="part-number">
            {product.aaia} {product.mpn}
          </span>
        </p>
        <h3 id={nameId} className="product-card__name">
          <AppLink to={product.links.view}>{product.name}</AppLink>
        </h3>
        {product.universal && <span className="tag tag--universal">Universal part</span>}
        <FitBadge result={product.fit.result} label={product.fit.label} size="sm" />
      </div>
      <div className="product-card__buy">
        <CardPriceBlock product={product} />
        <p className={product.in_stock > 0 ? 'stock stock--in' : 'stock stock--out'}>In Stock: {product.in_stock}</p>
        <CardAddToCart product={product} describedBy={nameId} />
      </div>
    </article>
  );
}

/** The price block (decision 0007): what the shopper pays largest, the list price struck through, special and rebate
 *  texts beside it, quantity breaks as "2+ $X each". */
function CardPriceBlock({ product }: { product: ProductCardData }) {
  const money = useMoney();
  const block = product.price_block;
  const special = block?.special_text ?? product.special_text;
  return (
    <div className="card-price">
      {(special || block?.instant_rebate_name) && (
        <p className="card-price__tags">
          {special && <span className="tag tag--special">{special}</span>}
          {block?.instant_rebate_name && <span className="tag tag--rebate">{block.instant_rebate_name}</span>}
        </p>
      )}
      <Price
        text={block?.unit_price_text ?? product.price_text}
        was={[block ? block.original_unit_price_text : product.price_before_discounts_text]}
        size="lg"
      />
      {block && block.tiers.length > 0 && (
        <ul className="card-price__tiers" aria-label="Quantity discounts">
          {block.tiers.slice(0, 3).map((t) => (
            <li key={t.quantity}>
              {t.quantity}+ {money.text(t.price_text)} each
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
