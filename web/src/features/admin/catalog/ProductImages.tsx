// The product editor's pictures (decision 0097): upload (JPEG, PNG or WebP up to 8 MB; the server checks the bytes and
// stores the storefront's sizes), move earlier or later, remove. The first picture is the product's main picture.
import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PRODUCT_IMAGE_MAX_BYTES,
  productImagesSchema,
  type ProductImage,
  type ProductImages as Images,
} from '@parts/common/product-editor';
import { api, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { uploadFile } from '../../../ui/upload';
import { useToast } from '../../../ui/toast/toast-context';
import { refreshCatalog } from './product-queries';

export function ProductImages({ productId, images }: { productId: number; images: ProductImage[] }) {
  const client = useQueryClient();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const path = `/admin/api/catalog/products/${productId}/images`;
  const done = async (message: string) => {
    setError('');
    toast.success(message, { staff: true });
    await refreshCatalog(client);
  };
  const upload = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadFile(`${path}/upload`, file, { schema: productImagesSchema, onProgress: setProgress });
    },
    onSuccess: () => done('Picture added.'),
    onError: (err) => setError(errorMessage(err)),
    onSettled: () => {
      setProgress(null);
      if (input.current) input.current.value = '';
    },
  });
  const order = useMutation({
    mutationFn: (ids: number[]) =>
      api<Images>(`${path}/order`, { json: { image_ids: ids }, schema: productImagesSchema }),
    onSuccess: () => done('Pictures reordered.'),
    onError: (err) => toast.error(errorMessage(err), { staff: true }),
  });
  const remove = useMutation({
    mutationFn: (id: number) =>
      api<Images>(`${path}/remove`, { json: { product_image_id: id }, schema: productImagesSchema }),
    onSuccess: () => done('Picture removed.'),
    onError: (err) => toast.error(errorMessage(err), { staff: true }),
  });
  const ids = images.map((i) => i.product_image_id);
  const move = (from: number, to: number) => {
    const next = [...ids];
    const [picked] = next.splice(from, 1);
    next.splice(to, 0, picked!);
    order.mutate(next);
  };
  const busy = upload.isPending || order.isPending || remove.isPending;
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
    <section aria-labelledby="pictures-h" className="catalog-apps">
      <h2 id="pictures-h">Pictures ({images.length})</h2>
      <p className="field__hint">The first picture is the main one: listings, the product page and the cart show it.</p>
      {images.length === 0 ? (
        <p>No picture yet.</p>
      ) : (
        <ol className="catalog-pictures">
          {images.map((img, i) => (
            <li key={img.product_image_id} className="catalog-picture">
              <img src={img.thumb_url} alt="" width={72} height={72} loading="lazy" />
              <span className="catalog-picture__name">
                {img.name}
                {i === 0 && <span className="admin-table__sub">Main picture</span>}
              </span>
              <span className="catalog-picture__actions">
                {i > 0 && (
                  <Button
                    type="button"
                    variant="link"
                    disabled={busy}
                    aria-label={`Make main: ${img.name}`}
                    onClick={() => move(i, 0)}
                  >
                    Make main
                  </Button>
                )}
                {i < images.length - 1 && (
                  <Button
                    type="button"
                    variant="link"
                    disabled={busy}
                    aria-label={`Move later: ${img.name}`}
                    onClick={() => move(i, i + 1)}
                  >
                    Move later
                  </Button>
                )}
                <Button
                  type="button"
                  variant="link"
                  disabled={busy}
                  busy={remove.isPending && remove.variables === img.product_image_id}
                  aria-label={`Remove ${img.name}`}
                  onClick={() => remove.mutate(img.product_image_id)}
                >
                  Remove
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <div className="field">
        <label className="field__label" htmlFor="picture-upload">
          Add a picture
        </label>
        <input
          ref={input}
          id="picture-upload"
          className="field__input"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={busy}
          aria-describedby="picture-upload-hint"
          onChange={(e) => choose(e.target.files?.[0])}
        />
        <p id="picture-upload-hint" className="field__hint">
          JPEG, PNG or WebP, up to {PRODUCT_IMAGE_MAX_BYTES / 1_000_000} MB. It is resized for the store.
        </p>
        {progress !== null && (
          <p role="status">
            Uploading… <progress value={progress} max={1} aria-label="Upload progress" />
          </p>
        )}
        {error && (
          <p className="field__error" role="alert">
            {error}
          </p>
        )}
      </div>
    </section>
  );
}
