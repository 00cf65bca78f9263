// The answers the server inlined in this page's HTML (common/page-data.ts, decision 0030). Each serves the first render
// of the component that asks for it and is then forgotten: a later visit to the same page (client navigation, Retry,
// a new vehicle) fetches as before. An answer that does not match its schema is ignored and fetched.
import type { ZodType } from 'zod';
import { PAGE_DATA_SCRIPT_ID, type PageData } from '@parts/common/page-data';

let inlined: PageData | null = null;

function answers(): PageData {
  if (inlined) return inlined;
  inlined = {};
  const text = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_SCRIPT_ID)?.textContent;
  if (text?.trim()) {
    try {
      inlined = JSON.parse(text) as PageData;
    } catch {
      console.warn('page-data: not JSON, fetching instead');
    }
  }
  return inlined;
}

/** The inlined answer for this call, checked against its schema, or undefined (then the component fetches). */
export function inlinedAnswer<T>(path: string | null, schema: ZodType<T> | undefined): T | undefined {
  if (path === null || !Object.hasOwn(answers(), path)) return undefined;
  const raw = answers()[path];
  if (!schema) return raw as T;
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/** The answer served its first render: later renders of the same call fetch. */
export function forgetAnswer(path: string): void {
  delete answers()[path];
}
