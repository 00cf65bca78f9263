// POST /checkout/cart/add (spec 000 section 7), form-encoded as the spec's calls are. The cart itself is a later
// issue; until it lands the call answers 404 and the page shows that error in a toast.
import { MSG } from '@parts/common/messages';
import { ApiError } from '../../ui/api';
import { trackFromAnswer } from '../tracking/track';

export interface CartAddAnswer {
  success: string | null;
  total_items: number | null;
}

/** `options` are contract 1's option fields (option[<id>]=…), as product-logic.ts cartFields builds them. */
export async function addToCart(productId: number, quantity: number, options: [string, string][] = []): Promise<CartAddAnswer> {
  let res: Response;
  try {
    res = await fetch('/checkout/cart/add', {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      credentials: 'same-origin',
      body: new URLSearchParams([['product_id', String(productId)], ['quantity', String(quantity)], ...options]),
    });
  } catch (err) {
    console.error('POST /checkout/cart/add failed', err);
    throw new ApiError(MSG.somethingWentWrong, 0);
  }
  const text = await res.text().catch(() => '');
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: the status decides below.
  }
  const problem = [body.error, body.error_message].find((v): v is string => typeof v === 'string' && v.trim() !== '');
  if (!res.ok || problem) throw new ApiError(problem ?? MSG.somethingWentWrong, res.status);
  trackFromAnswer(body);
  return {
    success: typeof body.success === 'string' ? body.success : null,
    total_items: typeof body.total_items === 'number' ? body.total_items : null,
  };
}
