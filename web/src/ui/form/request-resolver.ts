// A resolver for a form whose fields are not the request's keys one for one (a date and a time that the request sends
// as one `start`, a select's text that is the request's number): the form's values become the request, the request
// schema from common/ checks it (the one the route validates), and each error goes back to the field it came from.
import type { FieldError, FieldErrors, FieldValues, Path, Resolver } from 'react-hook-form';
import type { z } from 'zod';

export function requestResolver<F extends FieldValues, S extends z.ZodType>(
  schema: S,
  toRequest: (values: F) => z.input<S>,
  /** The form field that shows a request key's error, where the names differ (start → start_time); 'root' for the
   * form's own message (a key the form has no field for). */
  fieldOf: Partial<Record<string, Path<F> | 'root'>> = {},
): Resolver<F, unknown, z.output<S>> {
  return async (values) => {
    const parsed = await schema.safeParseAsync(toRequest(values));
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.length > 0 ? String(issue.path[0]) : 'root';
      errors[fieldOf[key] ?? key] ??= { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<F> };
  };
}
