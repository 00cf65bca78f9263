import { useCallback, useEffect, useState } from 'react';
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
  const [result, setResult] = useState<{ key: string; data?: ProductPageData; error?: ProductState['error'] }>({ key: '' });
  const key = productId === null ? '' : `${productId}|${vehicleKey}|${nonce}`;

  useEffect(() => {
    if (productId === null) return;
    const controller = new AbortController();
    const requestKey = `${productId}|${vehicleKey}|${nonce}`;
    api(`/api/products/${productId}`, { signal: controller.signal, schema: productPageSchema }).then(
      (data) => setResult({ key: requestKey, data }),
      (err: unknown) => {
        if (isAbort(err) || controller.signal.aborted) return;
        setResult({ key: requestKey, error: { message: errorMessage(err), status: err instanceof ApiError ? err.status : 0 } });
      },
    );
    return () => controller.abort();
  }, [productId, vehicleKey, nonce]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const loading = productId !== null && result.key !== key;
  const sameProduct = result.data?.product_id === productId;
  return { data: sameProduct ? result.data : undefined, error: loading ? null : (result.error ?? null), loading, reload };
}
