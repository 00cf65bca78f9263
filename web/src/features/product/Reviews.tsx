import { lazy, Suspense, useState } from 'react';
import type { ProductPage, Review } from '@parts/common/catalog';
import { PRODUCT_MSG } from '@parts/common/messages';
import { reviewsPageSchema } from '@parts/common/product-page';
import { api } from '../../ui/api';
import { Button } from '../../ui/Button';
import { StarRating } from './StarRating';

const ReviewForm = lazy(() => import('./ReviewForm').then((m) => ({ default: m.ReviewForm })));

/** The approved reviews (the newest came with the page; more on request) and the write-a-review form. */
export function Reviews({ product }: { product: ProductPage }) {
  const [list, setList] = useState<Review[]>(product.reviews.latest);
  const [page, setPage] = useState(0);
  const [more, setMore] = useState<'idle' | 'busy' | 'error'>('idle');
  const hasMore = list.length < product.reviews.count;

  const loadMore = async () => {
    setMore('busy');
    try {
      // Page 1 holds the 5 newest the page already shows and 5 more; later pages follow on.
      const next = page + 1;
      const answer = await api(`/api/products/${product.product_id}/reviews?page=${next}`, {
        schema: reviewsPageSchema,
      });
      setList((l) => [...l, ...answer.reviews.filter((r) => !l.some((x) => x.review_id === r.review_id))]);
      setPage(next);
      setMore('idle');
    } catch (err) {
      console.error('loading reviews failed', err);
      setMore('error');
    }
  };

  return (
    <section id="reviews" className="reviews" aria-labelledby="reviews-heading">
      <h2 id="reviews-heading">Reviews ({product.reviews.count})</h2>
      {product.reviews.count > 0 && <StarRating rating={product.reviews.rating} count={product.reviews.count} />}
      {list.length === 0 ? (
        <p>There are no reviews for this product yet.</p>
      ) : (
        <ul className="reviews__list">
          {list.map((r) => (
            <li key={r.review_id} className="review">
              <p className="review__head">
                <strong>{r.author}</strong> <time dateTime={r.date_added}>{r.date_added}</time>
              </p>
              <StarRating rating={r.rating} />
              <p className="review__text">{r.text}</p>
              {r.reply && (
                <p className="review__reply">
                  <strong>Reply from the store:</strong> {r.reply}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      {hasMore && (
        <Button variant="secondary" size="sm" busy={more === 'busy'} onClick={() => void loadMore()}>
          More reviews
        </Button>
      )}
      {more === 'error' && (
        <p role="alert" className="field__error">
          {PRODUCT_MSG.inventoryError}
        </p>
      )}
      {/* The fallback holds the form's place so nothing below it moves when it arrives. */}
      <Suspense fallback={<div className="review-form review-form--loading" aria-hidden="true" />}>
        <ReviewForm productId={product.product_id} />
      </Suspense>
    </section>
  );
}
