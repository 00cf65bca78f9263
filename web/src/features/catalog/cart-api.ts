// POST /checkout/cart/add (spec 000 section 7, contract 1), form-encoded as the spec's calls are; the answer's
// marketing_tracking goes to the trackers.
import { postForm } from '../product/form-post';
import { trackFromAnswer } from '../tracking/track';

export interface CartAddAnswer {
  success: string | null;
  total_items: number | null;
}

/** `options` are contract 1's option fields (option[<id>]=…), as product-logic.ts cartFields builds them. */
export async function addToCart(productId: number, quantity: number, options: [string, string][] = []): Promise<CartAddAnswer> {
  const body = await postForm(`/checkout/cart/add`, [['product_id', String(productId)], ['quantity', String(quantity)], ...options]);
  trackFromAnswer(body);
  return {
    success: typeof body.success === 'string' ? body.success : null,
    total_items: typeof body.total_items === 'number' ? body.total_items : null,
  };
}
