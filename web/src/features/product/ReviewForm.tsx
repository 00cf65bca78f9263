import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { reviewInputSchema, reviewSentSchema } from '@parts/common/product-page';
import { api, ApiError, errorMessage } from '../../ui/api';
import { useFlags } from '../../app/flags-context';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

// The write-a-review form, in its own chunk: react-hook-form stays out of the first page's JavaScript (budget e2e).
const emptyReview: ReviewFields = { name: '', text: '', rating: '' };
type ReviewFields = z.input<typeof reviewInputSchema>;
const REVIEW_FIELDS = ['name', 'text', 'rating'] as const;

export function ReviewForm({ productId }: { productId: number }) {
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
