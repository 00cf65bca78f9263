import { useId, useState, type FormEvent } from 'react';
import type { ProductPage, Review } from '@parts/common/catalog';
import { PRODUCT_MSG } from '@parts/common/messages';
import { reviewInputSchema, reviewSentSchema, reviewsPageSchema } from '@parts/common/product-page';
import { api, ApiError, errorMessage } from '../../ui/api';
import { useFlags } from '../../app/flags-context';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { StarRating } from './StarRating';

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
      <ReviewForm productId={product.product_id} />
    </section>
  );
}

const emptyReview = { name: '', text: '', rating: '' };

function ReviewForm({ productId }: { productId: number }) {
  const id = useId();
  const { flags } = useFlags();
  // A logged-in customer signs as "First L." (editable).
  const signed = flags.customer
    ? `${flags.customer.firstname} ${flags.customer.lastname.slice(0, 1)}${flags.customer.lastname ? '.' : ''}`
        .trim()
        .slice(0, 25)
    : '';
  const [fields, setFields] = useState({ ...emptyReview, name: signed });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ kind: 'idle' | 'busy' | 'done' | 'error'; text: string }>({
    kind: 'idle',
    text: '',
  });
  const set = (key: keyof typeof emptyReview, value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewInputSchema.safeParse(fields);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      setErrors(next);
      return;
    }
    setStatus({ kind: 'busy', text: '' });
    try {
      const answer = await api(`/api/products/${productId}/reviews`, { json: parsed.data, schema: reviewSentSchema });
      setFields({ ...emptyReview, name: signed });
      setStatus({ kind: 'done', text: answer.success });
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors);
      setStatus({ kind: 'error', text: errorMessage(err) });
    }
  };

  return (
    <form className="review-form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>Write a review</h3>
      {status.kind === 'done' && (
        <p className="form-alert form-alert--success" role="status">
          {status.text}
        </p>
      )}
      {status.kind === 'error' && (
        <p className="form-alert" role="alert">
          {status.text}
        </p>
      )}
      <TextField
        label="Your Name"
        required
        value={fields.name}
        error={errors.name}
        maxLength={25}
        onChange={(e) => set('name', e.target.value)}
      />
      <div className={`field${errors.text ? ' field--invalid' : ''}`}>
        <label htmlFor={`${id}-text`} className="field__label">
          Your Review
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </label>
        <textarea
          id={`${id}-text`}
          className="field__input"
          rows={3}
          maxLength={1000}
          value={fields.text}
          aria-invalid={errors.text ? true : undefined}
          onChange={(e) => set('text', e.target.value)}
        />
        {errors.text && <p className="field__error">{errors.text}</p>}
      </div>
      <fieldset className={`field review-form__rating${errors.rating ? ' field--invalid' : ''}`}>
        <legend className="field__label">
          Rating
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        </legend>
        <span aria-hidden="true">Bad</span>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="review-form__star">
            <input
              type="radio"
              name={`${id}-rating`}
              value={String(n)}
              checked={fields.rating === String(n)}
              onChange={() => set('rating', String(n))}
            />
            <span className="visually-hidden">
              {n} star{n === 1 ? '' : 's'}
            </span>
          </label>
        ))}
        <span aria-hidden="true">Good</span>
        {errors.rating && <p className="field__error">{errors.rating}</p>}
      </fieldset>
      <Button type="submit" busy={status.kind === 'busy'}>
        Submit review
      </Button>
    </form>
  );
}
