// The store's reply to one review, shown under it on the product page; saving it empty removes it.
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { reviewReplyInput, type AdminReviewRow, type ReviewReplyInput } from '@parts/common/review-admin';
import { Button } from '../../../ui/Button';

export function ReviewReplyForm({
  review,
  busy,
  onSave,
  onCancel,
}: {
  review: AdminReviewRow;
  busy: boolean;
  onSave: (input: ReviewReplyInput) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const form = useForm<z.input<typeof reviewReplyInput>, unknown, ReviewReplyInput>({
    resolver: zodResolver(reviewReplyInput),
    defaultValues: { review_id: review.review_id, reply: review.reply ?? '' },
  });
  const error = form.formState.errors.reply?.message;
  return (
    <form className="review-reply" onSubmit={(e) => void form.handleSubmit(onSave)(e)} noValidate>
      <div className="field">
        <label htmlFor={id} className="field__label">
          Reply to {review.author}
        </label>
        <textarea
          id={id}
          className="field__input"
          rows={3}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...form.register('reply')}
        />
        {error && (
          <p id={`${id}-error`} className="field__error">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" size="sm" busy={busy}>
        Save reply
      </Button>{' '}
      <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </form>
  );
}
