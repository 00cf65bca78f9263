// Product page demo data: approved shopper reviews (products.rating becomes their rounded average), a few pending
// ones, some products whose pricing is disabled (price notices), and the pictures of image-type option values.
// Uses its own random stream so the rest of the demo store comes out exactly as before.
import type { Table } from './bulk';
import { FIT_TEXTS, REVIEW_AUTHORS, REVIEW_TEXTS, tierOf } from './data/reviews';
import { categoryRefs } from './generate-catalog';
import { Rng } from './rng';
import type { ProductRow } from './tables';

export interface ReviewRow {
  product_id: number;
  author: string;
  text: string;
  rating: number;
  status: string;
  date_added: string;
}
export const REVIEWS: Table<ReviewRow> = {
  name: 'reviews',
  columns: {
    product_id: 'int',
    author: 'text',
    text: 'text',
    rating: 'int',
    status: 'text',
    date_added: 'timestamptz',
  },
};
export interface PriceNoticeRow {
  product_id: number;
  notice: string;
}
export const PRICE_NOTICES: Table<PriceNoticeRow> = {
  name: 'product_price_notices',
  columns: { product_id: 'int', notice: 'text' },
};

const NOTICES = ['', 'Call the store for pricing', 'Special order: ask a store for a price', ''];

const DAY = 86_400_000;
const EPOCH = Date.UTC(2026, 0, 1);

export function generateProductPageDemo(products: ProductRow[]): { reviews: ReviewRow[]; notices: PriceNoticeRow[] } {
  const rng = new Rng(20261122 + 4);
  const reviews: ReviewRow[] = [];
  const notices: PriceNoticeRow[] = [];
  const { leaves } = categoryRefs();
  const textsByCategory = new Map(leaves.map((c) => [c.categoryId, REVIEW_TEXTS[c.name] ?? REVIEW_TEXTS[c.group]!]));
  for (const p of products) {
    const texts = textsByCategory.get(p.category_id)!;
    // The generator's rating says how the part is liked; reviews around it make it true, and the rating their average.
    if (p.rating > 0) {
      const n = rng.int(1, 4);
      let sum = 0;
      for (let i = 0; i < n; i++) {
        const rating = Math.min(5, Math.max(1, p.rating + rng.pick([-1, 0, 0, 0, 1])));
        sum += rating;
        // A review of what was bought; about fit only when the part is made for particular vehicles.
        const pool = !p.universal && rng.chance(0.3) ? FIT_TEXTS : texts;
        reviews.push({
          product_id: p.product_id,
          author: rng.pick(REVIEW_AUTHORS),
          text: rng.pick(pool[tierOf(rating)]),
          rating,
          status: 'approved',
          date_added: new Date(EPOCH - rng.int(0, 500) * DAY).toISOString(),
        });
      }
      p.rating = Math.round(sum / n);
    }
    if (rng.chance(0.01))
      reviews.push({
        product_id: p.product_id,
        author: rng.pick(REVIEW_AUTHORS),
        text: 'Waiting for approval: this one is still in the moderation queue.',
        rating: rng.int(1, 5),
        status: 'pending',
        date_added: new Date(EPOCH).toISOString(),
      });
    if (!p.is_package && rng.chance(0.005)) notices.push({ product_id: p.product_id, notice: rng.pick(NOTICES) });
  }
  return { reviews, notices };
}

const SWATCHES: Record<string, string> = { black: '#1f2328', silver: '#aab2bd', red: '#b42318', chrome: '#d9e2ec' };

/** The pictures image-type option values point at (options/<colour>.svg): the part drawn in that finish. */
export function optionImages(): { path: string; svg: string }[] {
  return Object.entries(SWATCHES).map(([name, color]) => ({
    path: `options/${name}.svg`,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img" aria-label="${name}">
<rect width="400" height="300" fill="#f4f6f8"/><circle cx="200" cy="140" r="95" fill="${color}" stroke="#334155" stroke-width="6"/>
<circle cx="200" cy="140" r="30" fill="#f4f6f8" stroke="#334155" stroke-width="6"/>
<text x="200" y="283" font-family="Arial, Helvetica, sans-serif" font-size="26" font-weight="700" fill="#334155" text-anchor="middle">${name[0]!.toUpperCase()}${name.slice(1)}</text></svg>`,
  }));
}
