import { Link } from 'react-router';
import { useFlags } from '../../app/flags-context';
import { Price } from '../../ui/Price';
import { ApplicationModule } from '../fitment/ApplicationModule';
import { FitBadge } from '../fitment/FitBadge';
import { FitmentTable } from '../fitment/FitmentTable';
import { hasVehicle } from '../fitment/vehicle-rules';
import { AddToCart } from './AddToCart';
import type { ProductPageData } from './product-schema';

const IMAGE_SIZE = 320;

/** The product's facts, its fit for the chosen vehicle, Add to Cart, the Application module and the fitment table. */
export function ProductDetails({ product }: { product: ProductPageData }) {
  const { flags } = useFlags();
  const fit = product.fitment;
  const vehicleChosen = hasVehicle(flags.vehicle);
  // Spec 000 section 8 has the sentences for yes, no and unknown; a maybe says what is missing instead.
  const sentence =
    fit.message ||
    (fit.result === 'maybe'
      ? vehicleChosen
        ? 'This part fits some versions of your vehicle. Tell us more about it under Application.'
        : 'Select your vehicle to see whether this part fits.'
      : '');

  return (
    <article className="product-page" aria-labelledby="product-title">
      <title>{`${product.name} | ${flags.store.name}`}</title>
      <div className="product-page__main">
        <div className="product-page__media">
          {product.image ? <img src={product.image} alt={product.name} width={IMAGE_SIZE} height={IMAGE_SIZE} decoding="async" /> : <span className="product-page__no-image" />}
        </div>
        <div className="product-page__info">
          <p className="product-page__brand">{product.manufacturer}</p>
          <h1 id="product-title" className="product-page__name">
            {product.name}
          </h1>
          <p className="product-page__partno">
            <span className="visually-hidden">Part number </span>
            <span className="part-number">
              {product.aaia} {product.mpn}
            </span>
          </p>
          <p className="product-page__category">
            Category: <Link to={`/product/category?category_id=${product.category_id}`}>{product.category}</Link>
          </p>
          <Price text={product.price_text} size="lg" />
          {flags.fitment.ymm_enabled && (
            <div className="product-page__fit">
              <FitBadge result={fit.result} label={fit.label} size="lg" />
              {sentence && <p className="product-page__fit-message">{sentence}</p>}
              {fit.notes.length > 0 && (
                <ul className="product-page__notes" aria-label="Fitment notes">
                  {fit.notes.map((n) => (
                    <li key={n}>{n}</li>
                  ))}
                </ul>
              )}
              {product.position && <p className="product-page__position">Position: {product.position}</p>}
            </div>
          )}
          <AddToCart product={product} />
        </div>
        <div className="product-page__aside">
          <ApplicationModule fitment={fit} />
        </div>
      </div>
      {product.description && (
        <section className="product-page__description" aria-labelledby="product-description">
          <h2 id="product-description">Description</h2>
          <p>{product.description}</p>
        </section>
      )}
      {flags.fitment.ymm_enabled && <FitmentTable productId={product.product_id} universal={product.universal} />}
    </article>
  );
}
