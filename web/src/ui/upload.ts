// Sends a file as the request body (application/octet-stream, decision 0062) with upload progress. fetch cannot
// report how much of a body has gone, so this one call uses XMLHttpRequest; the answer is read and checked exactly as
// api() reads it (the server's error shape, the schema from common/).
import type { ZodType } from 'zod';
import { MSG } from '@parts/common/messages';
import { answerOf, ApiError, callHeaders, parseBody } from './api';

export interface UploadOptions<T> {
  /** The answer's schema from common/. */
  schema: ZodType<T>;
  /** Called with the share sent, 0 to 1. */
  onProgress?: (sent: number) => void;
  signal?: AbortSignal;
}

/** POSTs `file` to `path` (the file's name added as `filename`), resolving with the checked answer. */
export function uploadFile<T>(path: string, file: Blob & { name?: string }, options: UploadOptions<T>): Promise<T> {
  const { schema, onProgress, signal } = options;
  const url = file.name ? `${path}${path.includes('?') ? '&' : '?'}filename=${encodeURIComponent(file.name)}` : path;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [k, v] of Object.entries(callHeaders(path))) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      try {
        resolve(
          answerOf(`POST ${path}`, { ok: xhr.status < 400, status: xhr.status }, parseBody(xhr.responseText), schema),
        );
      } catch (err) {
        reject(err instanceof Error ? err : new ApiError(MSG.somethingWentWrong, xhr.status));
      }
    };
    xhr.onerror = () => reject(new ApiError(MSG.somethingWentWrong, 0));
    xhr.onabort = () => reject(new DOMException('The upload was stopped.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
