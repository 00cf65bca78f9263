import { useState } from 'react';
import { Link } from 'react-router';
import type { ProductPage } from '@parts/common/catalog';
import { PRODUCT_MSG } from '@parts/common/messages';

/** Spec 000 section 9: the package warning lists up to 10 components, the in-package list 3, each with Show more. */
export const WARNING_LIMIT = 10;
export const IN_PACKAGE_LIMIT = 3;

type Component = ProductPage['package']['components'][number];

function ComponentList({ components, limit, label }: { components: Component[]; limit: number; label: string }) {
  const [all, setAll] = useState(false);
  const shown = all ? components : components.slice(0, limit);
  return (
    <>
      <ul className="package-list__items" aria-label={label}>
        {shown.map((c) => (
          <li key={c.product_id}>
            <Link to={c.links.view}>
              {c.manufacturer} {c.model} — {c.name}
            </Link>{' '}
            <span className="package-list__qty">× {c.quantity_in_kit}</span>
          </li>
        ))}
      </ul>
      {components.length > limit && (
        <button type="button" className="btn btn--link btn--sm" aria-expanded={all} onClick={() => setAll((a) => !a)}>
          {all ? 'Show less' : `Show more (${components.length - limit})`}
        </button>
      )}
    </>
  );
}

/** The short "In this package" list beside the buy box. */
export function InPackageList({ product }: { product: ProductPage }) {
  if (!product.is_package || product.package.components.length === 0) return null;
  return (
    <div className="package-list package-list--compact">
      <p className="package-list__heading">In this package:</p>
      <ComponentList components={product.package.components} limit={IN_PACKAGE_LIMIT} label="In this package" />
    </div>
  );
}

/** The kit's warning with its components, and for a component the kits it is included in. */
export function PackageSection({ product }: { product: ProductPage }) {
  const { components, included_in } = product.package;
  if (components.length === 0 && included_in.length === 0) return null;
  return (
    <section className="package-section" aria-labelledby="package-heading">
      {components.length > 0 ? (
        <>
          <h2 id="package-heading">Package contents</h2>
          <p className="package-section__warning" role="note">
            {PRODUCT_MSG.packageWarning}
          </p>
          <ComponentList components={components} limit={WARNING_LIMIT} label="Package components" />
        </>
      ) : (
        <>
          <h2 id="package-heading">{PRODUCT_MSG.includedIn}</h2>
          <ul className="package-list__items" aria-label={PRODUCT_MSG.includedIn}>
            {included_in.map((k) => (
              <li key={k.product_id}>
                <Link to={k.links.view}>
                  {k.manufacturer} {k.model} — {k.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
