// Form-encoded POSTs, as the spec's storefront calls are sent; the server's error text surfaces as an ApiError.
import { MSG } from '@parts/common/messages';
import { ApiError } from '../../ui/api';

export async function postForm<T extends Record<string, unknown> = Record<string, unknown>>(path: string, fields: [string, string][] | Record<string, string>): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      credentials: 'same-origin',
      body: new URLSearchParams(fields),
    });
  } catch (err) {
    console.error(`POST ${path} failed`, err);
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
  if (!res.ok || problem) {
    const errors = body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string>) : {};
    throw new ApiError(problem ?? MSG.somethingWentWrong, res.status, errors);
  }
  return body as T;
}
