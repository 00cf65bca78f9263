import { useCallback, useEffect, useState } from 'react';
import type { ZodType } from 'zod';
import { errorMessage } from '../../ui/api';
import { cachedGet } from './fitment-api';

export interface CachedState<T> {
  data: T | undefined;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

/**
 * Like useApi, through the per-page-load facet cache. `path` null = nothing to fetch yet (data undefined). While a
 * new path loads the previous answer stays in `data`, so a list can keep showing until its replacement arrives.
 */
export function useCachedGet<T>(path: string | null, schema: ZodType<T>): CachedState<T> {
  const [nonce, setNonce] = useState(0);
  const [result, setResult] = useState<{ key: string; data?: T; error?: string }>({ key: '' });
  const key = path === null ? '' : `${nonce}:${path}`;

  useEffect(() => {
    if (path === null) return;
    let live = true;
    const requestKey = `${nonce}:${path}`;
    cachedGet(path, schema).then(
      (data) => live && setResult({ key: requestKey, data }),
      (err: unknown) => live && setResult({ key: requestKey, error: errorMessage(err) }),
    );
    return () => {
      live = false;
    };
  }, [path, nonce, schema]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const loading = path !== null && result.key !== key;
  return {
    data: path === null ? undefined : result.data,
    error: loading ? null : (result.error ?? null),
    loading,
    reload,
  };
}
