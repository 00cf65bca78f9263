import { useCallback, useEffect, useRef, useState } from 'react';
import type { ZodType } from 'zod';
import { forgetAnswer, inlinedAnswer } from '../app/page-data';
import { api, errorMessage, isAbort } from './api';

export interface ApiState<T> {
  data: T | undefined;
  error: string | null;
  loading: boolean;
  reload: () => void;
}

interface Result<T> {
  key: string;
  data?: T;
  error?: string;
}

/**
 * GETs `path` (null = do not fetch yet) and re-fetches when it changes. `schema` must be a module-level constant:
 * a new schema object per render would refetch forever. Loading is derived from which request the result belongs
 * to, so a stale answer never shows as the current one; while loading, the previous answer stays in `data`.
 * The first render takes the answer the server inlined in the page for this call, when there is one (decision 0030).
 */
export function useApi<T>(path: string | null, schema?: ZodType<T>): ApiState<T> {
  const [nonce, setNonce] = useState(0);
  const [result, setResult] = useState<Result<T>>(() => {
    const data = inlinedAnswer(path, schema);
    return data === undefined ? { key: '' } : { key: `0:${path}`, data };
  });
  const key = path === null ? '' : `${nonce}:${path}`;
  const inlinedKey = useRef(result.key);

  useEffect(() => {
    if (path === null) return;
    if (inlinedKey.current !== '' && inlinedKey.current === `${nonce}:${path}`) {
      inlinedKey.current = '';
      forgetAnswer(path);
      return;
    }
    const controller = new AbortController();
    const requestKey = `${nonce}:${path}`;
    api(path, { signal: controller.signal, schema }).then(
      (data) => setResult({ key: requestKey, data }),
      (err: unknown) => {
        if (isAbort(err) || controller.signal.aborted) return;
        setResult({ key: requestKey, error: errorMessage(err) });
      },
    );
    return () => controller.abort();
  }, [path, nonce, schema]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const loading = path !== null && result.key !== key;
  return { data: result.data, error: loading ? null : (result.error ?? null), loading, reload };
}
