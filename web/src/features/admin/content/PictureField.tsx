// A picture chosen from the computer: uploaded at once with its progress shown, the stored path handed to the form.
import { useId, useState } from 'react';
import { imageAnswer } from '@parts/common/content-admin';
import { errorMessage } from '../../../ui/api';
import { ProgressBar } from '../../../ui/ProgressBar';
import { uploadFile } from '../../../ui/upload';

export function PictureField({
  label,
  folder,
  url,
  error,
  onUploaded,
}: {
  label: string;
  /** Content pictures go through content.manage's upload, categories' and brands' through catalog.edit's. */
  folder: 'banners' | 'blog' | 'forms' | 'categories' | 'brands';
  /** The current picture's address, shown as a thumbnail. */
  url: string | null;
  error?: string;
  onUploaded: (path: string, url: string) => void;
}) {
  const id = useId();
  const [progress, setProgress] = useState<number | undefined>();
  const [failed, setFailed] = useState<string | null>(null);
  const shownError = failed ?? error;
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setFailed(null);
    setProgress(0);
    try {
      const area = folder === 'categories' || folder === 'brands' ? 'catalog' : 'content';
      const stored = await uploadFile(`/admin/api/${area}/image?folder=${folder}`, file, {
        schema: imageAnswer,
        onProgress: setProgress,
      });
      onUploaded(stored.path, stored.url);
    } catch (err) {
      setFailed(errorMessage(err));
    } finally {
      setProgress(undefined);
    }
  };
  return (
    <div className={`field picture-field${shownError ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {url && <img src={url} alt="" className="picture-field__thumb" width={100} />}
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        className="field__input"
        aria-describedby={shownError ? `${id}-error` : undefined}
        onChange={(e) => void pick(e.target.files?.[0])}
      />
      {progress !== undefined && <ProgressBar label="Uploading" value={progress} />}
      {shownError && (
        <p id={`${id}-error`} className="field__error">
          {shownError}
        </p>
      )}
    </div>
  );
}
