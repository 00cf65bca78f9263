// Errors as data (decision 0045): a screen reads the status and the field errors, never the English text.
import { MSG } from '@parts/common/messages';
import { ApiError } from '../api';

export const isClientError = (err: unknown): err is ApiError =>
  err instanceof ApiError && err.status >= 400 && err.status < 500;

export const isNotFound = (err: unknown): boolean => err instanceof ApiError && err.status === 404;

export const hasFieldErrors = (err: unknown): err is ApiError =>
  err instanceof ApiError && Object.keys(err.fieldErrors).length > 0;

/** The message to show for a failed query or mutation (null while there is none). */
export const queryErrorMessage = (err: unknown): string | null =>
  err === null || err === undefined ? null : err instanceof Error && err.message ? err.message : MSG.somethingWentWrong;
