// The product page's specification table (the supplier's PIES attributes, weight, package size), the other brands'
// numbers for the same part, and the supplier's pictures and documents, kept as links (decision 0069).
import type { ProductPage } from '@parts/common/catalog';

export function Specifications({ product }: { product: ProductPage }) {
  const { specifications, interchange, assets } = product;
  if (!specifications.length && !interchange.length && !assets.length) return null;
  return (
    <section className="product-page__specs" aria-labelledby="product-specs">
      <h2 id="product-specs">Specifications</h2>
      {specifications.length > 0 && (
        <table className="spec-table">
          <tbody>
            {specifications.map((s, i) => (
              <tr key={i}>
                <th scope="row">{s.name}</th>
                <td>{s.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {interchange.length > 0 && (
        <p className="product-page__interchange">
          Replaces: {interchange.map((x) => `${x.brand ? `${x.brand} ` : ''}${x.part_number}`).join(', ')}
        </p>
      )}
      {assets.length > 0 && (
        <ul className="product-page__assets" aria-label="Supplier pictures and documents">
          {assets.map((a) => (
            <li key={a.url}>
              <a href={a.url} rel="noopener noreferrer nofollow" target="_blank">
                {a.url.split('/').pop() || a.url}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
