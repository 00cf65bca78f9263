import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { pickMode } from '@parts/common/flags';
import { PRODUCT_MSG } from '@parts/common/messages';
import { useFlags } from '../../app/flags-context';
import { Button } from '../../ui/Button';
import { ApplicationModule } from '../fitment/ApplicationModule';
import { FitBadge } from '../fitment/FitBadge';
import { FitmentTable } from '../fitment/FitmentTable';
import { hasVehicle } from '../fitment/vehicle-rules';
import { Breadcrumbs } from '../product/Breadcrumbs';
import { CompareWishlist } from '../product/CompareWishlist';
import { InventoryBadge } from '../product/InventoryBadge';
import { OptionsForm } from '../product/OptionsForm';
import { InPackageList, PackageSection } from '../product/PackageList';
import { Specifications } from '../product/Specifications';
import { PriceBlock } from '../product/PriceBlock';
import { ProductActions } from '../product/ProductActions';
import {
  activeTierQuantity,
  livePrice,
  missingRequired,
  parseQuantity,
  swappedImage,
  type Selection,
} from '../product/product-logic';
import { Reviews } from '../product/Reviews';

// Contact Us loads when it is opened: its form library stays out of the first page's JavaScript (budget e2e).
const ContactModal = lazy(() => import('../product/ContactModal').then((m) => ({ default: m.ContactModal })));
import { BnplLine } from '../cart/BnplLine';
import { ListingModule } from '../listing/ListingView';
import { track } from '../tracking/track';
import { StarRating } from '../product/StarRating';
import type { ProductPageData } from './product-schema';
import '../product/product.css';

const IMAGE_SIZE = 320;

function initialSelection(product: ProductPageData): Selection {
  const out: Selection = {};
  for (const o of product.options)
    if (o.value && ['text', 'textarea', 'date', 'time', 'datetime'].includes(o.type))
      out[o.product_option_id] = o.value;
  return out;
}

/**
 * The product page: breadcrumbs, picture (swapped by image options), price block (live with quantity and options),
 * rating, stock badge, fit verdict, options, the add-to-cart group, Contact Us, compare and wishlist, the kit, the
 * Application module, description, reviews and the fitment table.
 */
export function ProductDetails({ product }: { product: ProductPageData }) {
  const { flags } = useFlags();
  const fit = product.fitment;
  const vehicleChosen = hasVehicle(flags.vehicle);
  const noprice = pickMode(flags) === 'noprice';
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product));
  const [optionErrors, setOptionErrors] = useState<Record<string, string>>({});
  const [quantityText, setQuantityText] = useState(String(product.minimum));
  const [contactOpen, setContactOpen] = useState(false);
  const quantity = parseQuantity(quantityText);
  const live = useMemo(
    () => livePrice(product, quantity ?? product.minimum, selection),
    [product, quantity, selection],
  );
  const activeTier = activeTierQuantity(product, quantity ?? product.minimum);
  const needsOptions = product.requires_options && Object.keys(missingRequired(product.options, selection)).length > 0;
  const image = swappedImage(product.options, selection) ?? product.image;

  // One view_item per product shown (issue 5 tracking); the price is the one the shopper sees first.
  useEffect(() => {
    track('view_item', {
      currency: 'USD',
      items: [
        {
          item_id: String(product.product_id),
          item_name: product.name,
          item_brand: product.manufacturer,
          price: product.price ? Number(product.price) : undefined,
        },
      ],
    });
  }, [product.product_id, product.name, product.manufacturer, product.price]);

  // Spec 000 section 8 has the sentences for yes, no and unknown; a maybe says what is missing instead.
  const sentence =
    fit.message ||
    (fit.result === 'maybe'
      ? vehicleChosen
        ? 'This part fits some versions of your vehicle. Tell us more about it under Application.'
        : 'Select your vehicle to see whether this part fits.'
      : '');

  const choose = (optionId: number, value: string | string[]) => {
    setSelection((s) => ({ ...s, [optionId]: value }));
    setOptionErrors((e) => ({ ...e, [`option[${optionId}]`]: '' }));
  };

  return (
    <article className="product-page" aria-labelledby="product-title">
      <title>{`${product.name} | ${flags.store.name}`}</title>
      <Breadcrumbs product={product} />
      <div className="product-page__main">
        <div className="product-page__media">
          {image ? (
            <img
              src={image}
              alt={product.name}
              width={IMAGE_SIZE}
              height={IMAGE_SIZE}
              decoding="async"
              data-testid="product-image"
            />
          ) : (
            <span className="product-page__no-image" />
          )}
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
          {flags.review_status && (
            <StarRating rating={product.reviews.rating} count={product.reviews.count} href="#reviews" />
          )}
          {!noprice && (
            <PriceBlock
              product={product}
              live={live}
              quantity={quantity ?? product.minimum}
              activeTier={activeTier}
              needsOptions={needsOptions}
            />
          )}
          {!noprice && live && <BnplLine cents={live.unitCents} />}
          <InventoryBadge productId={product.product_id} inventory={product.inventory} />
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
          <OptionsForm options={product.options} selection={selection} onChange={choose} errors={optionErrors} />
          <InPackageList product={product} />
          {!noprice && (
            <ProductActions
              product={product}
              quantityText={quantityText}
              quantity={quantity}
              onQuantity={setQuantityText}
              selection={selection}
              onOptionErrors={setOptionErrors}
            />
          )}
          <div className="product-page__secondary">
            <Button variant="secondary" onClick={() => setContactOpen(true)}>
              {PRODUCT_MSG.contactUs}
            </Button>
            <CompareWishlist productId={product.product_id} name={product.name} />
          </div>
          {product.labor && (
            <p className="product-page__labor">
              {product.labor.data.title}: {product.labor.data.display_text}
            </p>
          )}
        </div>
        <div className="product-page__aside">
          <ApplicationModule fitment={fit} />
        </div>
      </div>
      <PackageSection product={product} />
      {product.description && (
        <section className="product-page__description" aria-labelledby="product-description">
          <h2 id="product-description">Description</h2>
          <p>{product.description}</p>
        </section>
      )}
      <Specifications product={product} />
      {flags.review_status && <Reviews product={product} />}
      {flags.fitment.ymm_enabled && <FitmentTable productId={product.product_id} universal={product.universal} />}
      {/* Below the fold, after the page's own data: parts from the same line and category that fit the session vehicle. */}
      <ListingModule
        title="Related Products"
        query={new URLSearchParams({ list: 'related', product_id: String(product.product_id) })}
        limit={4}
      />
      {contactOpen && (
        <Suspense fallback={null}>
          <ContactModal
            open
            onClose={() => setContactOpen(false)}
            productId={product.product_id}
            productName={product.name}
          />
        </Suspense>
      )}
    </article>
  );
}
