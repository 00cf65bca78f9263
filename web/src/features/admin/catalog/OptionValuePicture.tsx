// An image choice value's picture in the options editor (decision 0102): upload (checked and resized by the server like
// the product's pictures), replace by another upload, remove. It is saved at once, apart from the options' Save button,
// so it needs a saved value: a new value or a type just changed to image choice shows how to get there.
import { useId, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PRODUCT_IMAGE_MAX_BYTES, optionPictureAnswerSchema, type EditorOption } from '@parts/common/product-editor';
import { api, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { uploadFile } from '../../../ui/upload';
import { useToast } from '../../../ui/toast/toast-context';
import { refreshCatalog } from './product-queries';

type SavedValue = EditorOption['values'][number];

export function OptionValuePicture({
  productId,
  saved,
  name,
}: {
  productId: number;
  /** The value as the server has it under an image choice option; undefined until it is saved as one. */
  saved: SavedValue | undefined;
  /** The value's name as typed (the label of the file field). */
  name: string;
}) {
  const client = useQueryClient();
  const toast = useToast();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const label = name.trim() || 'this value';
  const path = saved
    ? `/admin/api/catalog/products/${productId}/options/values/${saved.product_option_value_id}/image`
    : '';
  const done = async (message: string) => {
    setError('');
    toast.success(message, { staff: true });
    await refreshCatalog(client);
  };
  const upload = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadFile(`${path}/upload`, file, { schema: optionPictureAnswerSchema, onProgress: setProgress });
    },
    onSuccess: () => done(`Picture of ${label} saved.`),
    onError: (err) => setError(errorMessage(err)),
    onSettled: () => {
      setProgress(null);
      if (input.current) input.current.value = '';
    },
  });
  const remove = useMutation({
    mutationFn: () => api(`${path}/remove`, { json: {}, schema: optionPictureAnswerSchema }),
    onSuccess: () => done(`Picture of ${label} removed.`),
    onError: (err) => setError(errorMessage(err)),
  });
  if (!saved)
    return <p className="field__hint catalog-value-picture">Save the options to give this value a picture.</p>;
  const busy = upload.isPending || remove.isPending;
  const choose = (file: File | undefined) => {
    if (!file) return;
    // The server decides by the bytes; this only spares a long upload that would be refused for its size.
    if (file.size > PRODUCT_IMAGE_MAX_BYTES) {
      setError(`The file is larger than ${PRODUCT_IMAGE_MAX_BYTES / 1_000_000} MB.`);
      return;
    }
    upload.mutate(file);
  };
  return (
    <div className="catalog-value-picture">
      {saved.thumb_url ? (
        <img src={saved.thumb_url} alt="" width={48} height={48} loading="lazy" />
      ) : (
        <span className="catalog-value-picture__none">No picture</span>
      )}
      <div className="field">
        <label className="field__label" htmlFor={inputId}>
          {saved.thumb_url ? `Replace the picture of ${label}` : `Picture of ${label}`}
        </label>
        <input
          ref={input}
          id={inputId}
          className="field__input"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={busy}
          aria-describedby={`${inputId}-hint`}
          onChange={(e) => choose(e.target.files?.[0])}
        />
        <p id={`${inputId}-hint`} className="field__hint">
          {saved.image_name ? `Now: ${saved.image_name}. ` : ''}JPEG, PNG or WebP, up to{' '}
          {PRODUCT_IMAGE_MAX_BYTES / 1_000_000} MB.
        </p>
        {progress !== null && (
          <p role="status">
            Uploading… <progress value={progress} max={1} aria-label={`Upload of the picture of ${label}`} />
          </p>
        )}
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
      {saved.thumb_url && (
        <Button
          type="button"
          variant="ghost"
          disabled={busy}
          busy={remove.isPending}
          aria-label={`Remove picture of ${label}`}
          onClick={() => remove.mutate()}
        >
          Remove picture
        </Button>
      )}
    </div>
  );
}
