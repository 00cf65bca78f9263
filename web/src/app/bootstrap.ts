// Page flags arrive inside the HTML (the server swaps <!--page-flags--> for a JSON script) so the first paint is
// already in the right mode; the API call is the fallback for the dev server and any page served without them.
import { pageFlagsSchema, type PageFlags } from '@parts/common/flags';
import { api } from '../ui/api';

export const FLAGS_PATH = '/api/app/flags';
export const FLAGS_SCRIPT_ID = 'page-flags';

export function parseInjectedFlags(text: string | null | undefined): PageFlags | null {
  if (!text?.trim()) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    console.warn('page-flags: not JSON, fetching them instead');
    return null;
  }
  const parsed = pageFlagsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  console.warn('page-flags: unexpected shape, fetching them instead', parsed.error.issues);
  return null;
}

export function readInjectedFlags(doc: Document): PageFlags | null {
  return parseInjectedFlags(doc.getElementById(FLAGS_SCRIPT_ID)?.textContent);
}

export function fetchFlags(signal?: AbortSignal): Promise<PageFlags> {
  return api(FLAGS_PATH, { signal, schema: pageFlagsSchema });
}
