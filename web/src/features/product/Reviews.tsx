import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
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

const emptyReview: ReviewFields = { name: '', text: '', rating: '' };
type ReviewFields = z.input<typeof reviewInputSchema>;
const REVIEW_FIELDS = ['name', 'text', 'rating'] as const;

function ReviewForm({ productId }: { productId: number }) {
  const id = useId();
  const { flags } = useFlags();
  // A logged-in customer signs as "First L." (editable).
  const signed = flags.customer
    ? `${flags.customer.firstname} ${flags.customer.lastname.slice(0, 1)}${flags.customer.lastname ? '.' : ''}`
        .trim()
        .slice(0, 25)
    : '';
  const { register, handleSubmit, setError, clearErrors, reset, formState } = useForm<
    ReviewFields,
    unknown,
    z.output<typeof reviewInputSchema>
  >({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: { ...emptyReview, name: signed },
    // As before: a field's message stays until it is edited or the form is sent again.
    reValidateMode: 'onSubmit',
  });
  const errors = formState.errors;
  const field = (name: keyof ReviewFields) => register(name, { onChange: () => clearErrors(name) });
  const send = useMutation({
    mutationFn: (review: z.output<typeof reviewInputSchema>) =>
      api(`/api/products/${productId}/reviews`, { json: review, schema: reviewSentSchema }),
    onSuccess: () => reset({ ...emptyReview, name: signed }),
    onError: (err) => {
      // The message above the form and the server's field errors on the fields, as before.
      if (err instanceof ApiError)
        for (const [name, message] of Object.entries(err.fieldErrors)) {
          const known = REVIEW_FIELDS.find((f) => f === name);
          if (known) setError(known, { type: 'server', message });
        }
    },
  });
  const submit = handleSubmit((review) => send.mutateAsync(review).catch(() => undefined));

  return (
    <form className="review-form" noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>Write a review</h3>
      {send.isSuccess && (
        <p className="form-alert form-alert--success" role="status">
          {send.data.success}
        </p>
      )}
      {send.isError && (
        <p className="form-alert" role="alert">
          {errorMessage(send.error)}
        </p>
      )}
      <TextField label="Your Name" required {...field('name')} error={errors.name?.message} maxLength={25} />
      <div className={`field${errors.text?.message ? ' field--invalid' : ''}`}>
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
          {...field('text')}
          aria-invalid={errors.text?.message ? true : undefined}
        />
        {errors.text?.message && <p className="field__error">{errors.text.message}</p>}
      </div>
      <fieldset className={`field review-form__rating${errors.rating?.message ? ' field--invalid' : ''}`}>
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
            <input type="radio" value={String(n)} {...field('rating')} />
            <span className="visually-hidden">
              {n} star{n === 1 ? '' : 's'}
            </span>
          </label>
        ))}
        <span aria-hidden="true">Good</span>
        {errors.rating?.message && <p className="field__error">{errors.rating.message}</p>}
      </fieldset>
      <Button type="submit" busy={send.isPending}>
        Submit review
      </Button>
    </form>
  );
}
