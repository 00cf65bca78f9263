// A refused request's errors, put on the form (decision 0045): field errors on their fields, the message on the form.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { errorMessage } from '../api';
import { hasFieldErrors } from '../query/errors';

/** The form-level message lives at errors.root.server: react-hook-form clears it on the next submit. */
export const SERVER_ERROR = 'root.server' as const;

export function showServerErrors<F extends FieldValues>(
  setError: UseFormSetError<F>,
  err: unknown,
  fields: readonly Path<F>[],
  /** The form field that shows a request key's error, where the names differ (start → start_time). */
  fieldOf: Partial<Record<string, Path<F>>> = {},
): void {
  if (hasFieldErrors(err)) {
    const known = new Set<string>(fields);
    let placed = false;
    for (const [name, message] of Object.entries(err.fieldErrors)) {
      const field = fieldOf[name] ?? fields.find((f) => f === name);
      if (field !== undefined && known.has(field)) {
        setError(field, { type: 'server', message });
        placed = true;
      }
    }
    if (placed) return;
  }
  setError(SERVER_ERROR, { type: 'server', message: errorMessage(err) });
}
