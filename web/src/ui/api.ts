// The one way to call the server (decision 0014): JSON or form-encoded in, JSON out, the session cookie sent, and the
// server's one error shape `{ error, error_message, errors }` surfaced as an ApiError (message + field errors).
import { MSG } from '@parts/common/messages';
import type { ZodType } from 'zod';

/** The server's error answer: `{ error, error_message, errors }`, errors keyed by field name ("address.city"). */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(message: string, status: number, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

export interface ApiOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as a JSON body; its presence makes the default method POST. */
  json?: unknown;
  /** Sent form-encoded, as the spec's storefront forms post (option[12]=34 as a pair); makes the default method POST. */
  form?: [string, string][] | Record<string, string>;
  /** Sent multipart (a picture with its fields); the browser sets the content type and boundary. Makes it a POST. */
  multipart?: FormData;
  signal?: AbortSignal;
  /** Checks the answer's shape so a server change fails here, loudly, rather than deep inside a screen. */
  schema?: ZodType<T>;
}

/** The staff login's back office token (decision 0062), set from the page flags; sent with every /admin/ call. */
let adminToken = '';
export function setAdminToken(token: string | undefined): void {
  adminToken = token ?? '';
}

export function isAbort(err: unknown): boolean {
  return err instanceof DOMException && err.name === 'AbortError';
}

export async function api<T = unknown>(path: string, options: ApiOptions<T> = {}): Promise<T> {
  const { json, form, multipart, signal, schema } = options;
  const method =
    options.method ?? (json === undefined && form === undefined && multipart === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  else if (form !== undefined) headers['Content-Type'] = 'application/x-www-form-urlencoded';
  Object.assign(headers, callHeaders(path));

  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body:
        json !== undefined
          ? JSON.stringify(json)
          : form !== undefined
            ? new URLSearchParams(form)
            : (multipart ?? undefined),
      signal,
    });
  } catch (err) {
    if (isAbort(err)) throw err;
    console.error(`${method} ${path} failed`, err);
    throw new ApiError(MSG.somethingWentWrong, 0);
  }

  return answerOf(`${method} ${path}`, res, await readBody(res), schema);
}

/** The answer's body as T: the server's error shape becomes an ApiError, a body the schema refuses too. */
export function answerOf<T>(
  call: string,
  res: { ok: boolean; status: number },
  body: unknown,
  schema: ZodType<T> | undefined,
): T {
  const failure = errorFrom(body, res);
  if (failure) throw failure;
  if (!schema) return body as T;
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  console.error(`${call}: unexpected answer`, parsed.error.issues);
  throw new ApiError(MSG.somethingWentWrong, res.status);
}

/** The headers every call to `path` carries besides its content type (the back office token). */
export function callHeaders(path: string): Record<string, string> {
  return path.startsWith('/admin/') && adminToken ? { 'X-Admin-Token': adminToken } : {};
}

/** A body read as the server's JSON when it is JSON, else as its text. */
export function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  // A request aborted while its body streams (the page moved on) stays an abort, not an "unexpected answer".
  const text = await res.text().catch((err: unknown) => {
    if (isAbort(err)) throw err;
    return '';
  });
  return parseBody(text);
}

// The spec's legacy answers report some failures in a 200 body ("answer carries a success or error message"),
// so a non-empty `error` fails the call whatever the status.
function errorFrom(body: unknown, res: { ok: boolean; status: number }): ApiError | null {
  const obj = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  const message =
    [obj?.error, obj?.error_message].find((v): v is string => typeof v === 'string' && v.trim() !== '') ?? null;
  if (res.ok && message === null) return null;
  return new ApiError(message ?? MSG.somethingWentWrong, res.status, fieldErrorsFrom(obj?.errors));
}

function fieldErrorsFrom(value: unknown): Record<string, string> {
  if (value === null || typeof value !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [key, text] of Object.entries(value)) if (typeof text === 'string') out[key] = text;
  return out;
}

export function errorMessage(err: unknown): string {
  return err instanceof Error && err.message ? err.message : MSG.somethingWentWrong;
}
