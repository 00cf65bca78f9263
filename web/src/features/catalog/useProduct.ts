import { useCallback, useEffect, useRef, useState } from 'react';
import { forgetAnswer, inlinedAnswer } from '../../app/page-data';
import { api, ApiError, errorMessage, isAbort } from '../../ui/api';
import { productPageSchema, type ProductPageData } from './product-schema';

export interface ProductState {
  data: ProductPageData | undefined;
  error: { message: string; status: number } | null;
  loading: boolean;
  reload: () => void;
}

/**
 * One request for the whole product page. `vehicleKey` (every chosen facet of the session vehicle) is part of the request's
 * identity, so when the vehicle changes without a page reload (ymm_page_refresh off) the fit verdict is fetched
 * again; meanwhile the product on screen stays.
 */
export function useProduct(productId: number | null, vehicleKey: string): ProductState {
  const [nonce, setNonce] = useState(0);
  const call = productId === null ? null : `/api/products/${productId}`;
  // The first render takes the answer the server inlined in the page (decision 0030); it was made for this vehicle.
  const [result, setResult] = useState<{ key: string; data?: ProductPageData; error?: ProductState['error'] }>(() => {
    const data = inlinedAnswer(call, productPageSchema);
    return data === undefined ? { key: '' } : { key: `${productId}|${vehicleKey}|0`, data };
  });
  const key = productId === null ? '' : `${productId}|${vehicleKey}|${nonce}`;
  const inlinedKey = useRef(result.key);

  useEffect(() => {
    if (call === null) return;
    if (inlinedKey.current !== '' && inlinedKey.current === `${productId}|${vehicleKey}|${nonce}`) {
      inlinedKey.current = '';
      forgetAnswer(call);
      return;
    }
    const controller = new AbortController();
    const requestKey = `${productId}|${vehicleKey}|${nonce}`;
    api(call, { signal: controller.signal, schema: productPageSchema }).then(
      (data) => setResult({ key: requestKey, data }),
      (err: unknown) => {
        if (isAbort(err) || controller.signal.aborted) return;
        setResult({
          key: requestKey,
          error: { message: errorMessage(err), status: err instanceof ApiError ? err.status : 0 },
        });
      },
    );
    return () => controller.abort();
  }, [call, productId, vehicleKey, nonce]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const loading = productId !== null && result.key !== key;
  const sameProduct = result.data?.product_id === productId;
  return {
    data: sameProduct ? result.data : undefined,
    error: loading ? null : (result.error ?? null),
    loading,
    reload,
  };
}
